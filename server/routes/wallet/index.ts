import type { FastifyPluginAsync } from 'fastify';
import { walletAddressRoutes } from './addresses.ts';
import { walletBalanceRoutes } from './balances.ts';
import { walletContractRoutes } from './contracts.ts';
import { selfTransferRoutes } from './selfTransfer.ts';

/** Platform wallets: token contracts and admin wallets. */
export const walletRoutes: FastifyPluginAsync = async (app) => {
  await app.register(walletAddressRoutes);
  await app.register(walletBalanceRoutes);
  await app.register(walletContractRoutes);
  await app.register(selfTransferRoutes);
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, notFound } from '../../http/envelope.ts';
import { findWallets, platformWallets, sumUsd } from '../../wallet/queries.ts';
import type { PlatformWallet } from '../../../src/contracts/wallet.ts';
import { formatUnits } from './shared.ts';
import { readRoute } from '../../http/readRoutes.ts';
import {
  adminWalletBalances,
  overallBalance,
  tokenBalance,
} from '../../../src/contracts/reads/index.ts';

/** Platform balances from the ledger, priced in USD; reading them needs the 2FA step-up too. */
export const walletBalanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;

  readRoute(app, adminWalletBalances, async () => {
    const wallets = await platformWallets(db);
    return { totalUsd: sumUsd(wallets), wallets };
  });

  readRoute(app, overallBalance, async () => {
    const wallets = await platformWallets(db);
    const cryptos = wallets.map((w: PlatformWallet) => ({
      _id: w._id,
      name: w.name,
      currency: w.currency,
      address: w.address,
      image: w.image,
      tagId: w.tagId,
      label: w.label,
      tokenType: w.tokenType,
      network: w.network,
      decimals: w.decimals,
      current: w.current,
    }));
    return { cryptos, totalUsd: sumUsd(wallets) };
  });

  readRoute<{ currency: string; address: string; tokenType?: string }>(
    app,
    tokenBalance,
    async (_db, { currency, address, tokenType }) => {
      if (!currency.trim() || !address.trim()) throw badRequest('Invalid asset data');
      let wallets = await findWallets(db, currency.trim(), address);
      if (tokenType)
        wallets = wallets.filter((w) => w.tokenType.toUpperCase() === tokenType.toUpperCase());
      const wallet = wallets[0];
      if (!wallet)
        throw notFound(
          `No platform ${currency.trim().toUpperCase()} wallet has the address ${address.trim()}`,
        );
      const units = `${formatUnits(wallet.amount)} ${wallet.currency}`;
      return {
        currency: wallet.currency,
        address: wallet.address,
        balance: wallet.balance,
        decimals: wallet.decimals,
        network: wallet.tokenType,
        networkName: wallet.network,
        amount: wallet.amount,
        priceUsd: wallet.priceUsd,
        tagId: wallet.tagId,
        label: wallet.label,
        message: `${wallet.label}: ${units} on ${wallet.network} (platform ledger, at $${wallet.priceUsd} per ${wallet.currency})`,
      };
    },
  );
};

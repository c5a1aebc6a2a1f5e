import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest } from '../../http/envelope.ts';
import { commandRoute } from '../../http/commandRoutes.ts';
import { findWallets } from '../../wallet/queries.ts';
import { transferBetweenWallets } from '../../wallet/selfTransfer.ts';
import { selfTransfer } from '../../../src/contracts/commands/wallet.ts';
import { AMOUNT, normalizeDecimal } from './shared.ts';

type TransferBody = {
  currency: string;
  fromAddress: string;
  toAddress: string;
  amount: string | number;
  tokenType?: string;
  note?: string;
};

/** Moves funds between platform wallets, once per admin and idempotency key (step-up). */
export const selfTransferRoutes: FastifyPluginAsyncTypebox = async (app) => {
  commandRoute<TransferBody>(app, selfTransfer, async (tx, body, { adminId, email, key }) => {
    const amount = typeof body.amount === 'number' ? String(body.amount) : body.amount.trim();
    if (!AMOUNT.test(amount) || Number(amount) <= 0)
      throw badRequest('amount must be a positive decimal number, e.g. "0.5"');
    const sameNetwork = (w: { tokenType: string }) =>
      !body.tokenType || w.tokenType.toUpperCase() === body.tokenType.toUpperCase();
    const from = (await findWallets(tx, body.currency, body.fromAddress)).filter(sameNetwork);
    const to = (await findWallets(tx, body.currency, body.toAddress)).filter(sameNetwork);
    const source = from[0];
    if (!source)
      throw badRequest(`fromAddress is not a platform ${body.currency.toUpperCase()} wallet`);
    const target = to.find((w) => w.networkId === source.networkId);
    if (!target)
      throw badRequest(
        `toAddress is not a platform ${source.currency} wallet on ${source.tokenType}`,
      );
    if (target._id === source._id)
      throw badRequest('fromAddress and toAddress are the same wallet');
    const fraction = amount.split('.')[1] ?? '';
    if (fraction.replace(/0+$/, '').length > source.decimals) {
      throw badRequest(
        `amount has more than ${source.decimals} decimals, the precision of ${source.currency} on ${source.tokenType}`,
      );
    }
    const note = body.note?.trim() || null;
    const record = await transferBetweenWallets(tx, {
      ...{ source, target, amount, note, key: key!, adminId, adminEmail: email },
    });
    return { record, message: `Transferred ${normalizeDecimal(amount)} ${source.currency}` };
  });
};

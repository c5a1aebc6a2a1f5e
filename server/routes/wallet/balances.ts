import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, notFound, ok, EnvelopeSchema } from '../../http/envelope.ts';
import { findWallets, platformWallets, sumUsd } from '../../wallet/queries.ts';
import type { PlatformWallet } from '../../../src/contracts/wallet.ts';
import { TokenType, formatUnits } from './shared.ts';
import { emptyBodyIsObject } from '../../http/emptyBody.ts';
import { requireStepUp } from '../../auth/stepUp.ts';

/** Platform balances from the ledger, priced in USD; reading them needs the 2FA step-up too. */
export const walletBalanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['wallet'];

  app.get(
    '/admin/getAdminWalletBalance',
    {
      preHandler: requireStepUp,
      schema: {
        tags,
        summary: 'Every platform wallet with its ledger balance (units and USD)',
        response: { 200: EnvelopeSchema },
      },
    },
    async () => {
      const wallets = await platformWallets(db);
      return ok({ totalUsd: sumUsd(wallets), wallets }, 'Platform wallet balances');
    },
  );

  app.post(
    '/admin/overAllAdminBalance',
    {
      preHandler: requireStepUp,
      preValidation: emptyBodyIsObject,
      schema: {
        tags,
        summary: 'The total platform balance list (spec "Admin balance": result.cryptos)',
        body: Type.Object({}, { additionalProperties: false }),
        response: { 200: EnvelopeSchema },
      },
    },
    async () => {
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
      return ok({ cryptos, totalUsd: sumUsd(wallets) }, 'Admin balances');
    },
  );

  app.post(
    '/admin/tokenBalance',
    {
      preHandler: requireStepUp,
      schema: {
        tags,
        summary: 'Balance of one platform wallet, in US dollars (spec "Balance detail")',
        body: Type.Object(
          {
            currency: Type.String({ maxLength: 12 }),
            address: Type.String({ maxLength: 128 }),
            tokenType: Type.Optional(TokenType),
          },
          { additionalProperties: false },
        ),
        response: { 200: EnvelopeSchema },
      },
    },
    async (request) => {
      const { currency, address, tokenType } = request.body;
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
      return ok(
        {
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
        },
        'Balance fetched',
      );
    },
  );
};

import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { logAction } from '../../actionLog.ts';
import { badRequest, notFound } from '../../http/envelope.ts';
import { walletRoot } from '../../wallet/keys.ts';
import { createPlatformWallet } from '../../wallet/ledger.ts';
import { normalizeAddress } from '../../wallet/derivation.ts';
import { walletAssets } from '../../wallet/queries.ts';
import { coinIconSvg, SYMBOL_PATTERN } from '../../wallet/icons.ts';
import { assetNetworks } from './shared.ts';
import { commandRoute } from '../../http/commandRoutes.ts';
import { readRoute } from '../../http/readRoutes.ts';
import { adminWallets } from '../../../src/contracts/reads/index.ts';
import { createAdminWallet } from '../../../src/contracts/commands/wallet.ts';

type WalletRequest = {
  currencyId: string;
  currency: string;
  type: 'crypto' | 'token';
  contractAddress?: string | null;
  tokenType?: string | null;
  networkId?: string | null;
};

/** Deposit addresses: the asset list, coin icons and new addresses (step-up). */
export const walletAddressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['wallet'];

  // Icons the browser loads in <img> without a token.
  app.get(
    '/public/coin-icon/:file',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A generated SVG icon of an asset (public)',
        security: [],
        params: Type.Object({ file: Type.String({ maxLength: 20 }) }),
      },
    },
    async (request, reply) => {
      const match = /^([A-Za-z0-9]{1,12})\.svg$/.exec(request.params.file);
      const symbol = match?.[1].toUpperCase();
      if (!symbol || !SYMBOL_PATTERN.test(symbol))
        throw badRequest('Expected /public/coin-icon/<SYMBOL>.svg');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(coinIconSvg(symbol));
    },
  );

  readRoute(app, adminWallets, () => walletAssets(db));

  // Its own transaction: the asset's networks and the wallet root are read before it opens.
  commandRoute<WalletRequest>(
    app,
    createAdminWallet,
    async (_db, body, { adminId, email }) => {
      const candidates = await assetNetworks(db, 'a.id = $1', [body.currencyId]);
      if (candidates.length === 0) {
        const exists = await db.query('SELECT 1 FROM assets WHERE id = $1', [body.currencyId]);
        throw exists.rows.length
          ? badRequest(`No network is configured for ${body.currency}`)
          : notFound('Unknown asset (currencyId)');
      }
      const asset = candidates[0];
      if (asset.symbol.toUpperCase() !== body.currency.trim().toUpperCase()) {
        throw badRequest(
          `currency '${body.currency}' does not match the asset ${asset.symbol} (currencyId)`,
        );
      }
      let matching = candidates;
      if (body.networkId)
        matching = matching.filter(
          (c) => c.an_id === body.networkId || c.network_id === body.networkId,
        );
      if (body.tokenType)
        matching = matching.filter(
          (c) => c.token_type.toUpperCase() === body.tokenType!.toUpperCase(),
        );
      if (!body.networkId && !body.tokenType && candidates.length > 1)
        throw badRequest('Please select a network first');
      if (body.type === 'token' && !body.networkId && !body.tokenType)
        throw badRequest('Please select a network first');
      const an = matching[0];
      if (!an) throw badRequest(`${asset.symbol} is not available on the chosen network`);
      const given = body.contractAddress?.trim();
      if (
        given &&
        (!an.contract_address ||
          normalizeAddress(an.family, given) !== normalizeAddress(an.family, an.contract_address))
      ) {
        throw badRequest(
          `contractAddress does not match the ${asset.symbol} contract on ${an.token_type}`,
        );
      }

      const root = await walletRoot(db, app.config);
      const wallet = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM platform_wallets WHERE asset_network_id = $1',
          [an.an_id],
        );
        const created = await createPlatformWallet(tx, root, {
          assetNetworkId: an.an_id,
          family: an.family,
          label: `Deposit address #${rows[0].n + 1}`,
          adminId,
        });
        await logAction(tx, {
          description: `Generated a new ${asset.symbol} deposit address on ${an.token_type}: ${created.address}${created.tagId ? ` (tag ${created.tagId})` : ''}`,
          adminId,
          userId: email,
        });
        return created;
      });
      return {
        record: {
          _id: wallet.id,
          currencyId: asset.asset_id,
          currency: asset.symbol,
          tokenType: an.token_type,
          network: an.network_name,
          networkId: an.an_id,
          contractAddress: an.contract_address,
          address: wallet.address,
          tagId: wallet.tagId,
          derivationPath: wallet.path,
          createdAt: wallet.createdAt.toISOString(),
        },
        message: `New ${asset.symbol} deposit address generated${candidates.length > 1 || body.type === 'token' ? ` on ${an.token_type}` : ''}`,
      };
    },
    { ownTransactions: true },
  );
};

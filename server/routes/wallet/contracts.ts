import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { logAction } from '../../actionLog.ts';
import { badRequest, conflict, ok, EnvelopeSchema } from '../../http/envelope.ts';
import { requireStepUp } from '../../auth/stepUp.ts';
import { isValidAddress, toChecksumAddress, type AddressFamily } from '../../wallet/derivation.ts';
import { SYMBOL_PATTERN } from '../../wallet/icons.ts';
import { Currency, TokenType, assetNetworks, contractItem } from './shared.ts';
import { ReadAnswer, readRoute } from '../../http/readRoutes.ts';
import { tokenContracts } from '../../../src/contracts/reads/index.ts';
import { Name, NonNegativeAmount } from '../../http/inputSafety.ts';

/** Token contracts per network (registering one needs the step-up). */
export const walletContractRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['wallet'];

  readRoute<{ currency?: string; tokenType?: string }>(
    app,
    tokenContracts,
    async (_db, { currency, tokenType }) => {
      const rows = await assetNetworks(
        db,
        `an.contract_address IS NOT NULL AND ($1::text IS NULL OR upper(a.symbol) = upper($1)) AND ($2::text IS NULL OR upper(n.token_type) = upper($2))`,
        [currency ?? null, tokenType ?? null],
      );
      const message = rows.length ? 'Token contracts' : 'No token contract matches';
      return new ReadAnswer(rows.map(contractItem), message);
    },
  );

  app.post(
    '/admin/createToken',
    {
      preHandler: requireStepUp,
      schema: {
        tags,
        summary:
          'Register a token contract on a network (new token or new network of an asset); needs a live 2FA step-up',
        body: Type.Object(
          {
            currency: Currency,
            tokenType: TokenType,
            contractAddress: Type.String({ minLength: 1, maxLength: 100 }),
            name: Type.Optional(Name(60)),
            decimals: Type.Optional(Type.Integer({ minimum: 0, maximum: 36 })),
            priceUsd: Type.Optional(NonNegativeAmount),
          },
          { additionalProperties: false },
        ),
        response: { 200: EnvelopeSchema },
      },
    },
    async (request) => {
      const { adminId, email } = request.session;
      const body = request.body;
      const symbol = body.currency.trim().toUpperCase();
      if (!SYMBOL_PATTERN.test(symbol))
        throw badRequest('currency must be 1 to 12 letters or digits');
      const { rows: networks } = await db.query<{
        id: string;
        name: string;
        token_type: string;
        family: AddressFamily;
      }>(
        'SELECT id, name, token_type, family FROM wallet_networks WHERE upper(token_type) = upper($1)',
        [body.tokenType],
      );
      const network = networks[0];
      if (!network || !['evm', 'tron'].includes(network.family)) {
        throw badRequest(`tokenType must be a token network: ERC20, BEP20 or TRC20`);
      }
      const contract = body.contractAddress.trim();
      if (!isValidAddress(network.family, contract)) {
        throw badRequest(`contractAddress is not a valid ${network.token_type} contract address`);
      }
      const stored = network.family === 'evm' ? toChecksumAddress(contract) : contract;
      const created = await db.transaction(async (tx) => {
        const taken = await tx.query<{ symbol: string }>(
          `SELECT a.symbol FROM asset_networks an JOIN assets a ON a.id = an.asset_id
            WHERE an.network_id = $1 AND an.contract_address IS NOT NULL AND
                  (an.contract_address = $2 OR ($3 AND lower(an.contract_address) = lower($2)))`,
          [network.id, stored, network.family === 'evm'],
        );
        if (taken.rows[0])
          return {
            conflict: `This contract is already registered on ${network.token_type} as ${taken.rows[0].symbol}`,
          };
        let asset = (
          await tx.query<{ id: string; name: string; decimals: number }>(
            'SELECT id, name, decimals FROM assets WHERE symbol = $1',
            [symbol],
          )
        ).rows[0];
        if (!asset) {
          if (!body.name || body.decimals === undefined)
            return { bad: `${symbol} is a new asset: name and decimals are required` };
          asset = (
            await tx.query<{ id: string; name: string; decimals: number }>(
              `INSERT INTO assets (id, symbol, name, type, decimals, price_usd) VALUES (gen_random_uuid(), $1, $2, 'token', $3, $4)
               RETURNING id, name, decimals`,
              [symbol, body.name.trim(), body.decimals, String(body.priceUsd ?? '0')],
            )
          ).rows[0];
        }
        const inserted = await tx.query<{ id: string }>(
          `INSERT INTO asset_networks (asset_id, network_id, contract_address, decimals) VALUES ($1, $2, $3, $4)
           ON CONFLICT (asset_id, network_id) DO NOTHING RETURNING id`,
          [asset.id, network.id, stored, body.decimals ?? asset.decimals],
        );
        if (!inserted.rows[0])
          return { conflict: `${symbol} already has a contract on ${network.token_type}` };
        await logAction(tx, {
          description: `Registered the ${symbol} token contract ${stored} on ${network.token_type}`,
          adminId,
          userId: email,
        });
        return { id: inserted.rows[0].id };
      });
      if ('conflict' in created) throw conflict(created.conflict!);
      if ('bad' in created) throw badRequest(created.bad!);
      const [row] = await assetNetworks(db, 'an.id = $1', [created.id]);
      return ok(contractItem(row), `${symbol} token contract registered on ${network.token_type}`);
    },
  );
};

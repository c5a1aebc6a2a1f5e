import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { logAction } from '../actionLog.ts';
import { badRequest, conflict, notFound, ok } from '../http/envelope.ts';
import { requireStepUp } from '../wallet/requireStepUp.ts';
import { walletRoot } from '../wallet/keys.ts';
import { createPlatformWallet, type Queryable } from '../wallet/ledger.ts';
import {
  isValidAddress,
  normalizeAddress,
  toChecksumAddress,
  type AddressFamily,
} from '../wallet/derivation.ts';
import {
  findWallets,
  platformWallets,
  sumUsd,
  walletAssets,
  type PlatformWallet,
} from '../wallet/queries.ts';
import { coinIconSvg, SYMBOL_PATTERN } from '../wallet/icons.ts';
import { TOKEN_TYPES } from '../wallet/catalogue.ts';

const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const Envelope = Type.Object({
  success: Type.Boolean(),
  message: Type.Optional(Type.String()),
  result: Type.Optional(Type.Any()),
});
const Currency = Type.String({
  minLength: 1,
  maxLength: 12,
  description: 'Asset symbol, e.g. BTC',
});
const TokenType = Type.String({
  minLength: 1,
  maxLength: 12,
  description: `One of ${TOKEN_TYPES.join(', ')}`,
});
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,128}$/;
const AMOUNT = /^\d{1,24}(\.\d{1,36})?$/;

interface AssetNetwork {
  an_id: string;
  asset_id: string;
  symbol: string;
  name: string;
  network_id: string;
  network_name: string;
  token_type: string;
  family: AddressFamily;
  contract_address: string | null;
  decimals: number;
}

async function assetNetworks(
  db: Queryable,
  where: string,
  params: unknown[],
): Promise<AssetNetwork[]> {
  const { rows } = await db.query<AssetNetwork>(
    `SELECT an.id AS an_id, a.id AS asset_id, a.symbol, a.name, n.id AS network_id, n.name AS network_name, n.token_type,
            n.family, an.contract_address, an.decimals
       FROM asset_networks an JOIN assets a ON a.id = an.asset_id JOIN wallet_networks n ON n.id = an.network_id
      WHERE ${where} ORDER BY n.token_type`,
    params,
  );
  return rows;
}

const contractItem = (an: AssetNetwork) => ({
  _id: an.an_id,
  currencyId: an.asset_id,
  currency: an.symbol,
  name: an.name,
  tokenType: an.token_type,
  network: an.network_name,
  networkId: an.network_id,
  contractAddress: an.contract_address,
  decimals: an.decimals,
});

/** Platform wallets (spec section 7, "Token contracts and admin wallets"). */
export const walletRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.db;
  const tags = ['wallet'];

  // Icons the browser loads in <img> without a token.
  app.get(
    '/public/coin-icon/:file',
    {
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

  app.get(
    '/admin/getAdminWallet',
    {
      schema: {
        tags,
        summary: 'Wallet assets with their networks and current deposit addresses',
        response: { 200: Envelope },
      },
    },
    async () => ok(await walletAssets(db), 'Admin wallets'),
  );

  app.post(
    '/admin/createAdminWallet',
    {
      preHandler: requireStepUp,
      schema: {
        tags,
        summary:
          'Derive a new deposit address for an asset (on a network for tokens); needs a live 2FA step-up',
        body: Type.Object(
          {
            currencyId: Type.String({ pattern: UUID, description: 'The asset _id' }),
            currency: Currency,
            type: Type.Union([Type.Literal('crypto'), Type.Literal('token')]),
            contractAddress: Type.Optional(
              Type.Union([Type.String({ maxLength: 100 }), Type.Null()]),
            ),
            tokenType: Type.Optional(Type.Union([TokenType, Type.Null()])),
            networkId: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
          },
          { additionalProperties: false },
        ),
        response: { 200: Envelope },
      },
    },
    async (request) => {
      const { adminId, email } = request.session;
      const body = request.body;
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
      return ok(
        {
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
        `New ${asset.symbol} deposit address generated${candidates.length > 1 || body.type === 'token' ? ` on ${an.token_type}` : ''}`,
      );
    },
  );

  app.get(
    '/admin/getAdminWalletBalance',
    {
      schema: {
        tags,
        summary: 'Every platform wallet with its ledger balance (units and USD)',
        response: { 200: Envelope },
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
      preValidation: emptyBodyAsObject,
      schema: {
        tags,
        summary: 'The total platform balance list (spec "Admin balance": result.cryptos)',
        body: Type.Object({}, { additionalProperties: true }),
        response: { 200: Envelope },
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
        response: { 200: Envelope },
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

  app.post(
    '/admin/getContractAddress',
    {
      preValidation: emptyBodyAsObject,
      schema: {
        tags,
        summary: 'Token contracts by network (optionally of one currency and/or token type)',
        body: Type.Object(
          { currency: Type.Optional(Currency), tokenType: Type.Optional(TokenType) },
          { additionalProperties: false },
        ),
        response: { 200: Envelope },
      },
    },
    async (request) => {
      const { currency, tokenType } = request.body;
      const rows = await assetNetworks(
        db,
        `an.contract_address IS NOT NULL AND ($1::text IS NULL OR upper(a.symbol) = upper($1)) AND ($2::text IS NULL OR upper(n.token_type) = upper($2))`,
        [currency ?? null, tokenType ?? null],
      );
      return ok(
        rows.map(contractItem),
        rows.length ? 'Token contracts' : 'No token contract matches',
      );
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
            name: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
            decimals: Type.Optional(Type.Integer({ minimum: 0, maximum: 36 })),
            priceUsd: Type.Optional(
              Type.Union([
                Type.String({ pattern: '^\\d{1,15}(\\.\\d{1,18})?$' }),
                Type.Number({ minimum: 0 }),
              ]),
            ),
          },
          { additionalProperties: false },
        ),
        response: { 200: Envelope },
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

  app.post(
    '/admin/selfTransfer',
    {
      preHandler: requireStepUp,
      schema: {
        tags,
        summary:
          'Move funds between two platform wallets of the same asset and network, once per idempotency key; needs a live 2FA step-up',
        headers: Type.Object({ 'idempotency-key': Type.Optional(Type.String({ maxLength: 128 })) }),
        body: Type.Object(
          {
            currency: Currency,
            fromAddress: Type.String({ minLength: 1, maxLength: 128 }),
            toAddress: Type.String({ minLength: 1, maxLength: 128 }),
            amount: Type.Union([
              Type.String({ maxLength: 64 }),
              Type.Number({ exclusiveMinimum: 0 }),
            ]),
            tokenType: Type.Optional(TokenType),
            note: Type.Optional(Type.String({ maxLength: 200 })),
            idempotencyKey: Type.Optional(Type.String({ maxLength: 128 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: Envelope },
      },
    },
    async (request, reply) => {
      const { adminId, email } = request.session;
      const body = request.body;
      const headerKey = request.headers['idempotency-key'];
      const key = body.idempotencyKey ?? headerKey;
      if (!key)
        throw badRequest(
          'An idempotency key is required: send idempotencyKey or the Idempotency-Key header',
        );
      if (body.idempotencyKey && headerKey && body.idempotencyKey !== headerKey) {
        throw badRequest('idempotencyKey and the Idempotency-Key header differ');
      }
      if (!IDEMPOTENCY_KEY.test(key))
        throw badRequest('The idempotency key must be 8 to 128 letters, digits or _ . : -');
      const amount = typeof body.amount === 'number' ? String(body.amount) : body.amount.trim();
      if (!AMOUNT.test(amount) || Number(amount) <= 0)
        throw badRequest('amount must be a positive decimal number, e.g. "0.5"');

      let from = await findWallets(db, body.currency, body.fromAddress);
      let to = await findWallets(db, body.currency, body.toAddress);
      if (body.tokenType) {
        from = from.filter((w) => w.tokenType.toUpperCase() === body.tokenType!.toUpperCase());
        to = to.filter((w) => w.tokenType.toUpperCase() === body.tokenType!.toUpperCase());
      }
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
      const requestHash = createHash('sha256')
        .update(
          JSON.stringify([
            source._id,
            target._id,
            normalizeDecimal(amount),
            body.note?.trim() ?? '',
          ]),
        )
        .digest('hex');

      type Outcome =
        { replay: unknown } | { conflict: true } | { insufficient: string } | { done: unknown };
      const outcome: Outcome = await db
        .transaction(async (tx): Promise<Outcome> => {
          const previous = async (): Promise<Outcome> => {
            const { rows } = await tx.query<{ request_hash: string; result: unknown }>(
              'SELECT request_hash, result FROM wallet_transfers WHERE idempotency_key = $1',
              [key],
            );
            return rows[0].request_hash === requestHash
              ? { replay: rows[0].result }
              : { conflict: true };
          };
          const existing = await tx.query(
            'SELECT 1 FROM wallet_transfers WHERE idempotency_key = $1',
            [key],
          );
          if (existing.rows.length) return previous();
          const inserted = await tx.query<{ id: string; created_at: Date }>(
            `INSERT INTO wallet_transfers (idempotency_key, request_hash, admin_id, from_wallet_id, to_wallet_id, amount, note, result)
           VALUES ($1, $2, $3, $4, $5, $6, $7, '{}') ON CONFLICT (idempotency_key) DO NOTHING RETURNING id, created_at`,
            [key, requestHash, adminId, source._id, target._id, amount, body.note?.trim() || null],
          );
          const transfer = inserted.rows[0];
          if (!transfer) return previous();
          const debited = await tx.query<{ balance: string }>(
            `UPDATE platform_wallets SET balance = balance - $2::numeric WHERE id = $1 AND balance >= $2::numeric RETURNING balance::text`,
            [source._id, amount],
          );
          if (!debited.rows[0]) {
            // Rolls the whole transaction back (the key stays free for a retry once funds are there).
            throw new InsufficientFunds(
              `Insufficient balance: the source wallet holds ${formatUnits(source.amount)} ${source.currency}`,
            );
          }
          const credited = await tx.query<{ balance: string }>(
            'UPDATE platform_wallets SET balance = balance + $2::numeric WHERE id = $1 RETURNING balance::text',
            [target._id, amount],
          );
          await tx.query(
            `INSERT INTO wallet_ledger_entries (wallet_id, transfer_id, amount, reason)
           VALUES ($1, $3, -$4::numeric, 'Self transfer out'), ($2, $3, $4::numeric, 'Self transfer in')`,
            [source._id, target._id, transfer.id, amount],
          );
          const result = {
            _id: transfer.id,
            idempotencyKey: key,
            currency: source.currency,
            tokenType: source.tokenType,
            network: source.network,
            fromAddress: source.address,
            toAddress: target.address,
            amount: normalizeDecimal(amount),
            fromBalance: debited.rows[0].balance,
            toBalance: credited.rows[0].balance,
            note: body.note?.trim() || null,
            createdAt: transfer.created_at.toISOString(),
          };
          await tx.query('UPDATE wallet_transfers SET result = $2 WHERE id = $1', [
            transfer.id,
            JSON.stringify(result),
          ]);
          await logAction(tx, {
            description: `Self transfer of ${result.amount} ${source.currency} on ${source.tokenType} from ${source.address} to ${target.address} (key ${key})`,
            adminId,
            userId: email,
          });
          return { done: result };
        })
        .catch((error: unknown): Outcome => {
          if (error instanceof InsufficientFunds) return { insufficient: error.message };
          throw error;
        });

      if ('conflict' in outcome)
        throw conflict('This idempotency key was already used for a different transfer');
      if ('insufficient' in outcome) throw badRequest(outcome.insufficient);
      if ('replay' in outcome) {
        reply.header('idempotent-replayed', 'true');
        return ok(outcome.replay, 'Transfer already executed for this idempotency key');
      }
      return ok(outcome.done, `Transferred ${normalizeDecimal(amount)} ${source.currency}`);
    },
  );
};

class InsufficientFunds extends Error {}

/** The spec sends some calls with an empty body: no body at all counts as {}. */
async function emptyBodyAsObject(request: FastifyRequest): Promise<void> {
  request.body ??= {};
}

/** '001.500' -> '1.5'; '2.000' -> '2'. */
function normalizeDecimal(value: string): string {
  const [int, frac = ''] = value.split('.');
  const i = int.replace(/^0+(?=\d)/, '');
  const f = frac.replace(/0+$/, '');
  return f ? `${i}.${f}` : i;
}

/** A ledger amount for messages: thousands separators, trailing zeros dropped. */
function formatUnits(value: string): string {
  const [int, frac] = normalizeDecimal(value).split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${frac ? `.${frac}` : ''}`;
}

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { logAction } from '../../actionLog.ts';
import { badRequest, conflict } from '../../http/envelope.ts';
import { commandRoute } from '../../http/commandRoutes.ts';
import type { Db } from '../../db/index.ts';
import { isValidAddress, toChecksumAddress, type AddressFamily } from '../../wallet/derivation.ts';
import { SYMBOL_PATTERN } from '../../wallet/icons.ts';
import { assetNetworks, contractItem } from './shared.ts';
import { ReadAnswer, readRoute } from '../../http/readRoutes.ts';
import { tokenContracts } from '../../../src/contracts/reads/index.ts';
import { createToken } from '../../../src/contracts/commands/wallet.ts';

type Tx = Pick<Db, 'query'>;

type TokenBody = {
  currency: string;
  tokenType: string;
  contractAddress: string;
  name?: string;
  decimals?: number;
  priceUsd?: string | number;
};

/** The token network a contract is registered on (an EVM or TRON one), or a 400. */
async function tokenNetwork(tx: Tx, tokenType: string) {
  const { rows } = await tx.query<{
    id: string;
    name: string;
    token_type: string;
    family: AddressFamily;
  }>(
    'SELECT id, name, token_type, family FROM wallet_networks WHERE upper(token_type) = upper($1)',
    [tokenType],
  );
  const network = rows[0];
  if (!network || !['evm', 'tron'].includes(network.family))
    throw badRequest(`tokenType must be a token network: ERC20, BEP20 or TRC20`);
  return network;
}

/** The asset of `symbol`, created as a token when it is new (then its name and decimals are needed). */
async function assetOf(tx: Tx, symbol: string, body: TokenBody) {
  const { rows } = await tx.query<{ id: string; name: string; decimals: number }>(
    'SELECT id, name, decimals FROM assets WHERE symbol = $1',
    [symbol],
  );
  if (rows[0]) return rows[0];
  if (!body.name || body.decimals === undefined)
    throw badRequest(`${symbol} is a new asset: name and decimals are required`);
  // The assets table holds no asset without a price (assets_price_positive): a 400, not a 500.
  if (!(Number(body.priceUsd ?? 0) > 0))
    throw badRequest(`${symbol} is a new asset: its USD price (priceUsd) must be above 0`);
  const created = await tx.query<{ id: string; name: string; decimals: number }>(
    `INSERT INTO assets (id, symbol, name, type, decimals, price_usd) VALUES (gen_random_uuid(), $1, $2, 'token', $3, $4)
     RETURNING id, name, decimals`,
    [symbol, body.name.trim(), body.decimals, String(body.priceUsd ?? '0')],
  );
  return created.rows[0];
}

/** Token contracts per network (registering one needs the step-up). */
export const walletContractRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;

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

  commandRoute<TokenBody>(app, createToken, async (tx, body, { adminId, email }) => {
    const symbol = body.currency.trim().toUpperCase();
    if (!SYMBOL_PATTERN.test(symbol))
      throw badRequest('currency must be 1 to 12 letters or digits');
    const network = await tokenNetwork(tx, body.tokenType);
    const contract = body.contractAddress.trim();
    if (!isValidAddress(network.family, contract))
      throw badRequest(`contractAddress is not a valid ${network.token_type} contract address`);
    const stored = network.family === 'evm' ? toChecksumAddress(contract) : contract;
    const taken = await tx.query<{ symbol: string }>(
      `SELECT a.symbol FROM asset_networks an JOIN assets a ON a.id = an.asset_id
        WHERE an.network_id = $1 AND an.contract_address IS NOT NULL AND
              (an.contract_address = $2 OR ($3 AND lower(an.contract_address) = lower($2)))`,
      [network.id, stored, network.family === 'evm'],
    );
    if (taken.rows[0])
      throw conflict(
        `This contract is already registered on ${network.token_type} as ${taken.rows[0].symbol}`,
      );
    const asset = await assetOf(tx, symbol, body);
    const inserted = await tx.query<{ id: string }>(
      `INSERT INTO asset_networks (asset_id, network_id, contract_address, decimals) VALUES ($1, $2, $3, $4)
       ON CONFLICT (asset_id, network_id) DO NOTHING RETURNING id`,
      [asset.id, network.id, stored, body.decimals ?? asset.decimals],
    );
    if (!inserted.rows[0])
      throw conflict(`${symbol} already has a contract on ${network.token_type}`);
    await logAction(tx, {
      description: `Registered the ${symbol} token contract ${stored} on ${network.token_type}`,
      adminId,
      userId: email,
    });
    const [row] = await assetNetworks(tx, 'an.id = $1', [inserted.rows[0].id]);
    const message = `${symbol} token contract registered on ${network.token_type}`;
    return { record: contractItem(row), message };
  });
};

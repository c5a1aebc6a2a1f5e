/** Schemas and helpers shared by the wallet route modules. */
import { Type } from '@fastify/type-provider-typebox';
import type { Querier } from '../../db/index.ts';
import { type AddressFamily } from '../../wallet/derivation.ts';
import { TOKEN_TYPES } from '../../wallet/catalogue.ts';

// Money formats are one contract with the admin (src/contracts/money.ts).
export { AMOUNT, formatUnits, normalizeDecimal } from '../../../src/contracts/money.ts';

export const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
export const Currency = Type.String({
  minLength: 1,
  maxLength: 12,
  description: 'Asset symbol, e.g. BTC',
});
export const TokenType = Type.String({
  minLength: 1,
  maxLength: 12,
  description: `One of ${TOKEN_TYPES.join(', ')}`,
});

export interface AssetNetwork {
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

export async function assetNetworks(
  db: Querier,
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

export const contractItem = (an: AssetNetwork) => ({
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

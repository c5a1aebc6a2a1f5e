import { NETWORK_NAMES } from '../../contracts/networks';
import type { Choice } from '../types';

/** The seeded exchange's assets and networks (server/seed/data.ts, server/wallet/catalogue.ts). */
export const assetChoices: Choice[] = ['BTC', 'ETH', 'USDT', 'XRP', 'BNB', 'TRX'].map((id) => ({
  id,
  name: id,
}));

export const networkChoices: Choice[] = Object.entries(NETWORK_NAMES).map(([id, name]) => ({
  id,
  name,
}));

/** A server-paged list's getOne through the list endpoint, filtered on the record's `_id`. */
export const firstRowOf = (result: unknown) => {
  const data = (result as { data?: Record<string, unknown>[] } | null)?.data ?? [];
  const row = data[0];
  if (!row) throw new Error('Record not found');
  return { ...row, id: row._id as string };
};

import type { Choice } from '../types';

/** The seeded exchange's assets and networks (server/seed/data.ts, server/wallet/catalogue.ts). */
export const assetChoices: Choice[] = ['BTC', 'ETH', 'USDT', 'XRP', 'BNB', 'TRX'].map((id) => ({
  id,
  name: id,
}));

export const networkChoices: Choice[] = [
  { id: 'bitcoin', name: 'Bitcoin' },
  { id: 'ethereum', name: 'Ethereum (ERC20)' },
  { id: 'bsc', name: 'BNB Smart Chain (BEP20)' },
  { id: 'tron', name: 'TRON (TRC20)' },
  { id: 'xrpl', name: 'XRP Ledger' },
];

/** A server-paged list's getOne through the list endpoint, filtered on the record's `_id`. */
export const firstRowOf = (result: unknown) => {
  const data = (result as { data?: Record<string, unknown>[] } | null)?.data ?? [];
  const row = data[0];
  if (!row) throw new Error('Record not found');
  return { ...row, id: row._id as string };
};

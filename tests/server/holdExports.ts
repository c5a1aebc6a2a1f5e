import type { Db, Querier } from '../../server/db/types.ts';

/**
 * Makes every CSV export on `db` wait before each batch until `until` resolves, as a long export
 * of a large list would stay open (an export's batches run in `db.background`).
 */
export function holdExports(db: Db, until: Promise<void>): void {
  const background = db.background;
  (db as { background: Querier }).background = {
    query: ((...args: Parameters<Querier['query']>) =>
      until.then(() => background.query(...args))) as Querier['query'],
  };
}

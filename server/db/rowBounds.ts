import { WHOLE_LISTS } from '../../src/contracts/wholeLists.ts';
import type { Db } from './types.ts';

/** The tables whose whole list the server holds down by refusing inserts past the bound. */
export const refusalBounds = () =>
  Object.values(WHOLE_LISTS).flatMap((list) => (list.enforcedBy === 'refusal' ? [list] : []));

/**
 * Installs (or re-argues) each refusal table's `row_bound` trigger (migration 120's function) from
 * the declaration, so the bound is written once. A trigger that already has the right arguments is
 * left alone: replacing one locks its table.
 */
export async function installRowBounds(db: Pick<Db, 'query'>): Promise<void> {
  const { rows } = await db.query<{ table: string; args: string }>(
    `SELECT c.relname AS table, encode(t.tgargs, 'escape') AS args
       FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      WHERE t.tgname = 'row_bound' AND c.relnamespace = 'public'::regnamespace`,
  );
  const present = new Map(rows.map((row) => [row.table, row.args]));
  for (const { table, rows: bound, noun } of refusalBounds()) {
    if (present.get(table) === `${bound}\\000${noun}\\000`) continue;
    await db.query(
      `CREATE OR REPLACE TRIGGER row_bound BEFORE INSERT ON ${table}
         FOR EACH ROW EXECUTE FUNCTION row_bound('${bound}', '${noun.replace(/'/g, "''")}')`,
    );
  }
}

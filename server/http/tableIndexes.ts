import type { ContractField, PagedListContract } from '../../src/contracts/resources/types.ts';
import type { Db } from '../db/types.ts';
import { columnOf } from './recordWritesSql.ts';

/**
 * The indexes a table resource's list needs, read off its contract as its SQL is
 * (./tableResource.ts), so its migration creates only the table: each sort both ways, each select
 * filter (and who created it) under the default sort, each substring filter and search by
 * trigrams. tests/server/listIndexes.test.ts asks the planner whether they serve every case.
 */

/**
 * The engine's own columns, every required or defaulted input and the field the moves change are
 * NOT NULL by the recipe.
 */
export const notNullOf = (field: ContractField, contract: PagedListContract) =>
  field.key === 'createdAt' ||
  field.key === 'updatedAt' ||
  field.key === contract.table?.moves?.field ||
  Boolean(field.input && (field.rules?.required || field.default !== undefined));

export interface TableIndex {
  name: string;
  sql: string;
}

export function tableIndexesOf(contract: PagedListContract): TableIndex[] {
  const { name: table, createdBy } = contract.table!;
  const order = columnOf(contract.defaultSort.field);
  const indexes = new Map<string, TableIndex>();
  const add = (parts: string[], using = '') => {
    const name = `${table}__${parts.join('_').replace(/[^a-z0-9_]+/gi, '_')}`.toLowerCase();
    if (name.length > 63) throw new Error(`${contract.name}: index name ${name} is too long`);
    const columns = using ? `USING gin (${parts[0]} gin_trgm_ops)` : `(${parts.join(', ')})`;
    indexes.set(name, { name, sql: `CREATE INDEX ${name} ON ${table} ${columns}` });
  };
  const underOrder = (column: string) =>
    add(column === order ? [column, 'id'] : [column, order, 'id']);
  for (const field of contract.fields) {
    if (field.key === createdBy) {
      if (field.filter) underOrder('created_by');
      continue;
    }
    const column = columnOf(field.key);
    if (field.sortable) {
      add([column, 'id']);
      if (!notNullOf(field, contract)) add([`${column} DESC NULLS LAST`, 'id DESC']);
    }
    if (field.filter === 'select') underOrder(column);
    if (field.filter === 'text' || field.searchable) add([column], 'trgm');
    if ((field.filter === 'numberRange' || field.filter === 'dateRange') && !field.sortable)
      add([column, 'id']);
  }
  return [...indexes.values()];
}

/**
 * Gives each table resource what its database lacks, after the migrations (as
 * server/db/rowBounds.ts installs its triggers): its list's indexes, and the audit trail's trigger
 * (migration 100's function). What is there already is left alone.
 */
export async function installTableResources(
  db: Pick<Db, 'query'>,
  contracts: readonly PagedListContract[],
): Promise<void> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT indexname AS name FROM pg_indexes WHERE schemaname = 'public'
     UNION ALL SELECT tgname FROM pg_trigger WHERE NOT tgisinternal`,
  );
  const present = new Set(rows.map((row) => row.name));
  for (const contract of contracts) {
    const { name: table } = contract.table!;
    for (const index of tableIndexesOf(contract))
      if (!present.has(index.name)) await db.query(index.sql);
    if (!present.has(`${table}_audited`))
      await db.query(
        `CREATE TRIGGER ${table}_audited AFTER INSERT OR UPDATE OR DELETE ON ${table}
           FOR EACH ROW EXECUTE FUNCTION audit_row_change('id')`,
      );
  }
}

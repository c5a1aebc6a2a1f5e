import type { Db } from '../db/index.ts';
import { phase } from './phases.ts';
import { Progress, progressNote } from './progress.ts';

/** Memory for one index build: a ten-million-row sort or trigram GIN spills little (two at a time). */
const INDEX_BUILD_MEMORY = '1GB';

interface IndexDef {
  name: string;
  def: string;
  table: string;
}

/** A primary or unique key dropped for the load, and the foreign keys that lean on it. */
interface KeyDef extends IndexDef {
  constraint: string;
  /** The key's index, which the foreign keys that reference it name. */
  indexOid: string;
  kind: 'PRIMARY KEY' | 'UNIQUE';
}

interface ForeignKeyDef {
  name: string;
  table: string;
  def: string;
}

/**
 * `withoutIndexes` for a load that spans several connections (the population's concurrent
 * COPYs): the tables' plain indexes are dropped in statements of their own, so the loads do not
 * wait on their locks, and rebuilt afterwards (also when the load failed), `parallel` at a time.
 *
 * With `keys` (a load into empty tables of rows unique by construction), the primary and unique
 * keys that a load fills in random order (uuids, text; not serial ids, which only append) go too,
 * with the foreign keys that reference them: ten million random inserts into a b-tree larger than
 * the buffer cache cost more than sorting it once. They come back as they were, the foreign keys
 * validated against the loaded rows.
 *
 * With `later` (on a PostgreSQL server), the trigram (GIN) indexes are not built here: `later`
 * gets their build, to run beside the work that follows on a connection of its own. They are
 * most of the builds' time (a million users: 79 of ~150 s) and nothing but a search reads them.
 * A failed load builds everything at once.
 */
export async function withoutIndexesAcross<T>(
  db: Db,
  tables: string[],
  load: () => Promise<T>,
  {
    keys = false,
    // PGlite is one connection: builds side by side would only queue.
    parallel = db.copyFrom ? 2 : 1,
    later,
  }: { keys?: boolean; parallel?: number; later?: (build: () => Promise<void>) => void } = {},
): Promise<T> {
  const plain = await plainIndexes(db, tables);
  const { keyDefs, foreignKeys } = keys
    ? await randomKeys(db, tables)
    : { keyDefs: [], foreignKeys: [] };
  const drops = [
    ...foreignKeys.map((fk) => `ALTER TABLE ${fk.table} DROP CONSTRAINT ${fk.name};`),
    ...keyDefs.map((k) => `ALTER TABLE ${k.table} DROP CONSTRAINT ${k.constraint};`),
    ...plain.map(({ name }) => `DROP INDEX ${name};`),
  ];
  if (drops.length > 0) await db.exec(drops.join('\n'));
  let loaded = false;
  try {
    const result = await load();
    loaded = true;
    return result;
  } finally {
    // PGlite is one connection: a build beside the next phases would only queue with them.
    const deferred = loaded && later && parallel > 1 ? plain.filter(isTrigram) : [];
    if (later && deferred.length > 0)
      later(() =>
        phase(`search indexes of ${tables.join(', ')}`, () => buildIndexes(db, deferred, 1)),
      );
    const now = [...keyDefs, ...plain.filter((index) => !deferred.includes(index))];
    await phase(`indexes of ${tables.join(', ')}`, async () => {
      await buildIndexes(db, now, parallel);
      for (const key of keyDefs)
        await db.exec(
          `ALTER TABLE ${key.table} ADD CONSTRAINT ${key.constraint} ${key.kind} USING INDEX ${key.name}`,
        );
    });
    if (foreignKeys.length > 0)
      await phase('foreign keys', async () => {
        for (const fk of foreignKeys)
          await db.transaction(async (tx) => {
            // The validation joins the whole referencing table to the key: in memory, not batches.
            await tx.query(`SET LOCAL work_mem = '${INDEX_BUILD_MEMORY}'`);
            await tx.exec(`ALTER TABLE ${fk.table} ADD CONSTRAINT ${fk.name} ${fk.def}`);
          });
      });
  }
}

async function plainIndexes(db: Db, tables: string[]): Promise<IndexDef[]> {
  const { rows } = await db.query<IndexDef>(
    `SELECT i.indexname AS name, i.indexdef AS def, i.tablename AS "table" FROM pg_indexes i
       JOIN pg_index x ON x.indexrelid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass
      WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[])
        AND NOT x.indisprimary AND NOT x.indisunique`,
    [tables],
  );
  return rows;
}

async function randomKeys(db: Db, tables: string[]) {
  const { rows: keyDefs } = await db.query<KeyDef>(
    `SELECT c.conname AS constraint, i.relname AS name, c.conindid::text AS "indexOid", pg_get_indexdef(c.conindid) AS def,
            t.relname AS "table", CASE c.contype WHEN 'p' THEN 'PRIMARY KEY' ELSE 'UNIQUE' END AS kind
       FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid JOIN pg_class i ON i.oid = c.conindid
      WHERE c.contype IN ('p', 'u') AND t.relname = ANY($1::text[])
        AND t.relnamespace = current_schema()::regnamespace
        AND EXISTS (SELECT 1 FROM unnest(c.conkey) k JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k
                     WHERE a.atttypid NOT IN ('int2'::regtype, 'int4'::regtype, 'int8'::regtype))`,
    [tables],
  );
  const { rows: foreignKeys } = await db.query<ForeignKeyDef>(
    `SELECT f.conname AS name, f.conrelid::regclass::text AS "table", pg_get_constraintdef(f.oid) AS def
       FROM pg_constraint f
      WHERE f.contype = 'f' AND f.conindid = ANY($1::oid[])`,
    [keyDefs.map((k) => k.indexOid)],
  );
  return { keyDefs, foreignKeys };
}

const isGin = (index: IndexDef) => / USING gin /i.test(index.def);
const isTrigram = (index: IndexDef) => /\bgin_trgm_ops\b/.test(index.def);

/** Builds the indexes, the biggest first, `parallel` at a time, each on a connection of its own. */
async function buildIndexes(db: Db, indexes: IndexDef[], parallel: number): Promise<void> {
  const sizes = await db.query<{ table: string; bytes: string }>(
    `SELECT t AS "table", pg_relation_size(t::regclass)::text AS bytes FROM unnest($1::text[]) t`,
    [[...new Set(indexes.map((i) => i.table))]],
  );
  const bytes = new Map(sizes.rows.map((r) => [r.table, Number(r.bytes)]));
  // Trigram GIN indexes take several times a b-tree's time: first, so the others fill in beside.
  const cost = (i: IndexDef) => (bytes.get(i.table) ?? 0) * (isGin(i) ? 4 : 1);
  const queue = [...indexes].sort((a, b) => cost(b) - cost(a));
  const progress = new Progress('indexes', indexes.length, 'indexes');
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const index = next;
      const started = performance.now();
      await db.transaction(async (tx) => {
        await tx.query(`SET LOCAL maintenance_work_mem = '${INDEX_BUILD_MEMORY}'`);
        // The builds already run side by side: a parallel build of one would only contend.
        if (parallel > 1) await tx.query('SET LOCAL max_parallel_maintenance_workers = 0');
        await tx.query(index.def);
      });
      progress.add(1);
      progressNote(`index ${index.name} ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker));
  progress.finish();
}

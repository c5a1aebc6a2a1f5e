import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openPostgres } from '../../server/db/postgres.ts';
import { PER_CONNECTION } from '../../server/db/prepared.ts';
import { createScratchDatabase } from './helpers.ts';

/**
 * On a PostgreSQL server every statement runs prepared (server/db/prepared.ts): planned once per
 * connection, bounded per connection, and still answered when a migration changed a prepared
 * statement's result columns under it.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) console.warn('preparedStatements.test.ts SKIPPED: set TEST_DATABASE_URL');

describe.skipIf(!serverUrl)('prepared statements on a PostgreSQL server', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let db: ReturnType<typeof openPostgres>;

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!);
    // One connection, so every statement below meets the same backend.
    db = openPostgres(scratch.url, { poolMax: 1 });
    await db.exec('CREATE TABLE coins (id int PRIMARY KEY, symbol text NOT NULL)');
    await db.query(`INSERT INTO coins VALUES (1, 'BTC'), (2, 'ETH')`);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await scratch?.drop();
  });

  const preparedTexts = async () =>
    (
      await db.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements')
    ).rows.map((r) => r.statement);

  it('prepares a statement once and runs it again with other values', async () => {
    const text = 'SELECT symbol FROM coins WHERE id = $1';
    expect((await db.query(text, [1])).rows).toEqual([{ symbol: 'BTC' }]);
    expect((await db.query(text, [2])).rows).toEqual([{ symbol: 'ETH' }]);
    expect((await preparedTexts()).filter((t) => t === text)).toHaveLength(1);
  });

  it('plans a statement with parameters for its values on every run, as an unnamed one is', async () => {
    // A generic plan (chosen after five runs where it looks no dearer) evaluated the seed's
    // pg_indexes ::regclass cast on pg_toast's rows before the schema filter, and the seed of every
    // server test failed with "relation public.pg_toast_… does not exist".
    const { rows } = await db.query<{ mode: string }>(
      `SELECT current_setting('plan_cache_mode') AS mode`,
    );
    expect(rows).toEqual([{ mode: 'force_custom_plan' }]);
  });

  it('keeps at most PER_CONNECTION statements on a connection and still answers the rest', async () => {
    for (let n = 0; n < PER_CONNECTION + 20; n++) {
      const { rows } = await db.query<{ n: number }>(`SELECT ${n}::int AS n`);
      expect(rows).toEqual([{ n }]);
    }
    expect((await preparedTexts()).length).toBe(PER_CONNECTION);
  });

  it('answers a prepared statement whose columns a migration changed, alone and in a transaction', async () => {
    const fresh = await createScratchDatabase(serverUrl!);
    const one = openPostgres(fresh.url, { poolMax: 1 });
    // Another process's connection: a migration during a rolling restart.
    const migrator = new pg.Client({ connectionString: fresh.url });
    await migrator.connect();
    try {
      await one.exec(`CREATE TABLE pairs (id int PRIMARY KEY); INSERT INTO pairs VALUES (1)`);
      const text = 'SELECT * FROM pairs ORDER BY id';
      expect((await one.query(text)).rows).toEqual([{ id: 1 }]);
      await migrator.query(`ALTER TABLE pairs ADD COLUMN base text NOT NULL DEFAULT 'BTC'`);
      expect((await one.query(text)).rows).toEqual([{ id: 1, base: 'BTC' }]);

      const inTx = 'SELECT id FROM pairs WHERE id = $1';
      await one.query(inTx, [1]);
      await migrator.query('ALTER TABLE pairs ALTER COLUMN id TYPE bigint');
      const rows = await one.transaction(async (tx) => (await tx.query(inTx, [1])).rows);
      expect(rows).toEqual([{ id: 1 }]);
    } finally {
      await migrator.end();
      await one.close();
      await fresh.drop();
    }
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/index.ts';
import { openDb } from '../../server/db/index.ts';
import { ledgerDiscrepancies } from '../../server/ledger/ledger.ts';
import { loadConfig } from '../../server/config.ts';
import { withoutIndexesAcross } from '../../server/seed/bulkAcross.ts';
import { seed } from '../../server/seed/index.ts';
import { isoDay, isoTime } from '../../server/seed/isoTime.ts';
import { buildPopulation } from '../../server/seed/population.ts';
import { POPULATION_COLUMNS, PopulationRows } from '../../server/seed/populationRows.ts';
import { createScratchDatabase } from './helpers.ts';

/** The bulk population (issue #47): the same rows as before, streamed, on PGlite and a server. */

const NOW = Date.UTC(2025, 0, 1);

describe('the drawn population', () => {
  it('is the one the seed always drew (ids, emails, documents, amounts of the first users)', () => {
    const p = buildPopulation(5, NOW, 'x@y.z');
    expect(p.users.id.slice(0, 2)).toEqual([
      'b3a1dc9d-42f2-4679-b133-3eec559e7d55',
      '5a477157-d2fc-4014-b6d8-5eeeda409c0a',
    ]);
    expect(p.users.email.slice(0, 3)).toEqual([
      'noah.clarke1@outlook.com',
      'zainabibrahim2@mail.com',
      'maria.torres3@icloud.com',
    ]);
    expect(p.users.phone[0]).toBe('+1 3574886043');
    expect(p.kyc.id[0]).toBe('7cbb2436-fafe-4f19-bc6e-347f47be2a21');
    expect(p.kyc.documentNumber.slice(0, 3)).toEqual(['Q55827467', 'F2846-4353-3598', 'PQ0260594']);
    expect(p.balances.amount.slice(0, 3)).toEqual(['27123.554753', '90.05442622', '216372.743234']);
    expect(buildPopulation(2, NOW, 'x@y.z', { firstIndex: 1000 }).users.email).toEqual([
      'johnpaulaquino1001@mail.com',
      'lucas_harris1002@outlook.com',
    ]);
  });

  it('formats times as Date does', () => {
    for (let i = 0; i < 20_000; i++) {
      const ms = Math.random() * 4e12 + (i % 7) / 3;
      expect(isoTime(ms)).toBe(new Date(ms).toISOString());
      expect(isoDay(ms)).toBe(new Date(ms).toISOString().slice(0, 10));
    }
  });

  it('streams as COPY rows holding exactly the generated columns', () => {
    const built = buildPopulation(300, NOW, 'x@y.z');
    const rows = new PopulationRows({
      count: 300,
      firstIndex: 0,
      now: NOW,
      reviewer: 'x@y.z',
      journalId: 7,
      openingAt: 'signUp',
      firstAccountId: 100,
      firstEntryId: 500,
    });
    const text: Record<string, string> = { users: '', kyc: '', ledger_accounts: '' };
    let entries = '';
    while (rows.remaining > 0) {
      const { batch } = rows.next(64);
      text.users += batch.users.toString();
      text.kyc += batch.kyc.toString();
      text.ledger_accounts += batch.ledger_accounts.toString();
      entries += batch.ledger_entries.toString();
    }
    const lines = (t: string) =>
      t
        .trimEnd()
        .split('\n')
        .map((line) => line.split('\t').map((cell) => (cell === '\\N' ? null : cell)));
    const users = lines(text.users);
    expect(users.map((u) => u[0])).toEqual(built.users.id);
    expect(users.map((u) => u[2])).toEqual(built.users.email);
    expect(users.map((u) => u[8])).toEqual(built.users.createdAt);
    expect(users.map((u) => u[9])).toEqual(built.users.lastLoginAt);
    const kyc = lines(text.kyc);
    const at = (column: (typeof POPULATION_COLUMNS.kyc)[number]) =>
      POPULATION_COLUMNS.kyc.indexOf(column);
    expect(kyc.map((k) => k[at('user_id')])).toEqual(built.kyc.userId);
    expect(kyc.map((k) => k[at('reason')])).toEqual(built.kyc.reason);
    expect(kyc.map((k) => k[at('reviewed_at')])).toEqual(built.kyc.reviewedAt);
    // A submission carries its user's e-mail (its search text holds it).
    const emailOf = new Map(users.map((u) => [u[0], u[2]]));
    expect(kyc.map((k) => k[at('email')])).toEqual(built.kyc.userId.map((id) => emailOf.get(id)));
    const accounts = lines(text.ledger_accounts);
    expect(accounts.map((a) => a[4])).toEqual(built.balances.amount);
    expect(accounts.map((a) => Number(a[0]))).toEqual(accounts.map((_, i) => 100 + i));
    // One opening entry per account, at its user's sign-up; the totals add the amounts exactly.
    expect(lines(entries).map((e) => e[2])).toEqual(accounts.map((a) => a[0]));
    const btc = '6b1f3c2a-0b6e-4d1a-9a61-000000000001';
    const expected = built.balances.amount
      .filter((_, i) => built.balances.assetId[i] === btc)
      .reduce((sum, a) => sum + BigInt(a.replace('.', '')), 0n);
    expect(rows.totals().get(btc)?.replace('.', '')).toBe(expected.toString().padStart(9, '0'));
  });
});

const config = loadConfig({ SEED_USERS: '2000', SEED_LEDGER: '0', STATIC_DIR: '' });

async function checkSeeded(db: Db) {
  const { rows } = await db.query<{ users: number; kyc: number; unopened: number }>(
    `SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM kyc) AS kyc,
            (SELECT count(*)::int FROM ledger_accounts la WHERE la.kind = 'user' AND la.balance <> 0
                AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.account_id = la.id)) AS unopened`,
  );
  expect(rows[0].users).toBe(2000);
  expect(rows[0].unopened).toBe(0);
  expect(await ledgerDiscrepancies(db)).toEqual({ unbalancedAssets: [], driftedAccounts: [] });
  // The reserved id ranges were given back: the next account follows the last one.
  const seq = await db.query<{ dense: boolean }>(
    `SELECT (SELECT last_value FROM ledger_accounts_id_seq) = (SELECT max(id) FROM ledger_accounts) AS dense`,
  );
  expect(seq.rows[0].dense).toBe(true);
  const emails = await db.query<{ email: string }>('SELECT email FROM users ORDER BY email');
  return { emails: emails.rows.map((r) => r.email), kyc: rows[0].kyc };
}

const indexes = `SELECT tablename, indexname, indexdef FROM pg_indexes
  WHERE tablename IN ('users', 'kyc', 'ledger_accounts', 'ledger_entries') ORDER BY indexname`;

const constraints = `SELECT conname, convalidated FROM pg_constraint
  WHERE conrelid IN ('users'::regclass, 'kyc'::regclass, 'ledger_accounts'::regclass)
     OR confrelid = 'users'::regclass ORDER BY conname`;

describe('the bulk load', () => {
  const scratch: Awaited<ReturnType<typeof createScratchDatabase>>[] = [];
  const open: Db[] = [];
  afterAll(async () => {
    for (const db of open) await db.close();
    for (const s of scratch) await s.drop();
  });

  it('seeds the same users on PGlite and, streamed, on a PostgreSQL server with its keys back', async () => {
    const pglite = await openDb();
    open.push(pglite);
    const before = (await pglite.query(constraints)).rows;
    const indexesBefore = (await pglite.query(indexes)).rows;
    await seed(pglite, config);
    const expected = await checkSeeded(pglite);
    expect((await pglite.query(constraints)).rows).toEqual(before);
    expect((await pglite.query(indexes)).rows).toEqual(indexesBefore);
    if (!process.env.TEST_DATABASE_URL) return;

    const database = await createScratchDatabase(process.env.TEST_DATABASE_URL);
    scratch.push(database);
    const server = await openDb({ databaseUrl: database.url, poolMax: 8 });
    open.push(server);
    expect(server.copyFrom).toBeDefined();
    const keys = (await server.query(constraints)).rows;
    const serverIndexes = (await server.query(indexes)).rows;
    await seed(server, config);
    expect(await checkSeeded(server)).toEqual(expected);
    expect((await server.query(constraints)).rows).toEqual(keys);
    // The search indexes, built beside the histories, are there when the seed answers.
    expect((await server.query(indexes)).rows).toEqual(serverIndexes);
  }, 180_000);

  it('hands the search indexes of a load to `later` on a server, and builds all at once if the load fails', async () => {
    if (!process.env.TEST_DATABASE_URL) return;
    const database = await createScratchDatabase(process.env.TEST_DATABASE_URL);
    scratch.push(database);
    const db = await openDb({ databaseUrl: database.url, poolMax: 4 });
    open.push(db);
    await db.exec(`CREATE TABLE notes (id int, body text);
      CREATE INDEX notes_id ON notes (id);
      CREATE INDEX notes_body_trgm ON notes USING gin (body gin_trgm_ops)`);
    const names = async () =>
      (
        await db.query<{ name: string }>(`SELECT indexname AS name FROM pg_indexes
        WHERE tablename = 'notes' ORDER BY 1`)
      ).rows.map((r) => r.name);
    const load = () =>
      db.exec(`INSERT INTO notes SELECT n, 'note ' || n FROM generate_series(1, 500) n`);

    let build: (() => Promise<void>) | undefined;
    await withoutIndexesAcross(db, ['notes'], load, { later: (b) => (build = b) });
    expect(await names()).toEqual(['notes_id']);
    await build!();
    expect(await names()).toEqual(['notes_body_trgm', 'notes_id']);

    build = undefined;
    const failing = () => load().then(() => Promise.reject(new Error('the load broke')));
    await expect(
      withoutIndexesAcross(db, ['notes'], failing, { later: (b) => (build = b) }),
    ).rejects.toThrow('the load broke');
    expect(build).toBeUndefined();
    expect(await names()).toEqual(['notes_body_trgm', 'notes_id']);
  });
});

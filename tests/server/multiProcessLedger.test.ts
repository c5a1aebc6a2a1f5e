import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../server/db/index.ts';
import { balanceOf, ledgerDiscrepancies, postJournal } from '../../server/ledger/ledger.ts';
import { createScratchDatabase } from './helpers.ts';

/**
 * The ledger under READ COMMITTED on a real server: two pools (as two processes would hold) post
 * journals on the same accounts at once. PGlite runs one transaction at a time, so only a server
 * can show that a balance check and its debit cannot be passed by two transactions together.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.warn('multiProcessLedger.test.ts SKIPPED: set TEST_DATABASE_URL');
}

describe.skipIf(!serverUrl)('the ledger with two connection pools on one PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let one: Db;
  let two: Db;
  let assetId: string;

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!);
    [one, two] = await Promise.all([
      openDb({ databaseUrl: scratch.url, poolMax: 10 }),
      openDb({ databaseUrl: scratch.url, poolMax: 10 }),
    ]);
    const asset = await one.query<{ id: string }>(
      `INSERT INTO assets (id, symbol, name, type, decimals, price_usd)
       VALUES ($1, 'TST', 'Test coin', 'crypto', 8, 1) RETURNING id::text`,
      [randomUUID()],
    );
    assetId = asset.rows[0].id;
  }, 120_000);

  afterAll(async () => {
    await one?.close();
    await two?.close();
    await scratch?.drop();
  });

  const deposit = (db: Db, owner: string, amount: string) =>
    db.transaction((tx) =>
      postJournal(tx, {
        kind: 'deposit',
        lines: [
          { kind: 'external', assetId, amount: `-${amount}` },
          { kind: 'user', owner, assetId, amount },
        ],
      }),
    );
  const move = (db: Db, from: string, to: string, amount: string) =>
    db.transaction((tx) =>
      postJournal(tx, {
        kind: 'convert',
        lines: [
          { kind: 'user', owner: from, assetId, amount: `-${amount}` },
          { kind: 'user', owner: to, assetId, amount },
        ],
      }),
    );

  it('lets 40 concurrent debits of 1 from a balance of 10 through exactly 10 times', async () => {
    const owner = randomUUID();
    await deposit(one, owner, '10');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => move(i % 2 ? two : one, owner, randomUUID(), '1')),
    );
    const passed = outcomes.filter((o) => o.status === 'fulfilled').length;
    const refused = outcomes.filter(
      (o) => o.status === 'rejected' && /Insufficient balance/.test(String(o.reason)),
    ).length;
    expect([passed, refused]).toEqual([10, 30]);
    expect(await balanceOf(one, 'user', assetId, owner)).toBe('0');
    expect(await ledgerDiscrepancies(one)).toEqual({ unbalancedAssets: [], driftedAccounts: [] });
  });

  it('moves funds both ways between two accounts at once without a deadlock', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    await deposit(one, a, '100');
    await deposit(two, b, '100');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 ? move(two, b, a, '1.5') : move(one, a, b, '1.5'),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    expect(await balanceOf(one, 'user', assetId, a)).toBe('100');
    expect(await balanceOf(two, 'user', assetId, b)).toBe('100');
    expect(await ledgerDiscrepancies(two)).toEqual({ unbalancedAssets: [], driftedAccounts: [] });
  });
});

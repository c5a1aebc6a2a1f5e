import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/index.ts';
import { openTestDb } from './helpers.ts';
import { loadConfig } from '../../server/config.ts';
import { seed } from '../../server/seed/index.ts';
import {
  balanceOf,
  InsufficientBalance,
  ledgerDiscrepancies,
  postJournal,
} from '../../server/ledger/ledger.ts';
import { executeOnce } from '../../server/http/idempotency.ts';

let db: Db;
let btc: string;
let user: string;
/** Two admins: idempotency keys are theirs alone. */
let adminId: string;
let otherAdminId: string;

beforeAll(async () => {
  db = await openTestDb();
  await seed(
    db,
    loadConfig({ SEED_USERS: '30', SEED_LEDGER: '0', LOG_LEVEL: 'silent', STATIC_DIR: '' }),
  );
  btc = (await db.query<{ id: string }>(`SELECT id FROM assets WHERE symbol = 'BTC'`)).rows[0].id;
  user = (
    await db.query<{ id: string }>(
      'SELECT user_id AS id FROM balances WHERE asset_id = $1 ORDER BY user_id LIMIT 1',
      [btc],
    )
  ).rows[0].id;
  const admins = await db.query<{ id: string }>('SELECT id FROM admins ORDER BY email');
  [adminId, otherAdminId] = admins.rows.map((row) => row.id);
});
afterAll(async () => db.close());

describe('the ledger', () => {
  it('opens the seeded balances as entries: every balance is the sum of its entries, zero per asset', async () => {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_entries e JOIN ledger_journals j ON j.id = e.journal_id WHERE j.kind = 'opening'`,
    );
    expect(rows[0].n).toBeGreaterThan(30);
    expect(await ledgerDiscrepancies(db)).toEqual({ unbalancedAssets: [], driftedAccounts: [] });
    // `balances` (read by the user details) is the ledger's view of users' available funds.
    const view = await db.query<{ amount: string }>(
      'SELECT amount::text FROM balances WHERE user_id = $1',
      [user],
    );
    expect(view.rows.length).toBeGreaterThan(0);
  });

  it('books a deposit and a withdrawal hold with balances after each entry', async () => {
    const before = await balanceOf(db, 'user', btc, user);
    await db.transaction((tx) =>
      postJournal(tx, {
        kind: 'deposit',
        reference: 'deposit:test-1',
        lines: [
          { kind: 'external', assetId: btc, amount: '-0.123456789012345678' },
          { kind: 'user', owner: user, assetId: btc, amount: '0.123456789012345678' },
        ],
      }),
    );
    const afterDeposit = await balanceOf(db, 'user', btc, user);
    const expected = (
      await db.query<{ v: string }>('SELECT trim_scale($1::numeric + $2::numeric)::text AS v', [
        before,
        '0.123456789012345678',
      ])
    ).rows[0].v;
    expect(afterDeposit).toBe(expected);

    const { entries } = await db.transaction((tx) =>
      postJournal(tx, {
        kind: 'withdrawal_hold',
        reference: 'withdrawal:test-1',
        lines: [
          { kind: 'user', owner: user, assetId: btc, amount: '-0.1' },
          { kind: 'user_hold', owner: user, assetId: btc, amount: '0.1' },
        ],
      }),
    );
    expect(entries.find((e) => e.kind === 'user_hold')?.balanceAfter).toBe('0.1');
    expect(await ledgerDiscrepancies(db)).toEqual({ unbalancedAssets: [], driftedAccounts: [] });
  });

  it('refuses an unbalanced journal and a debit below zero, writing nothing', async () => {
    const entriesBefore = (
      await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_entries')
    ).rows[0].n;
    await expect(
      db.transaction((tx) =>
        postJournal(tx, {
          kind: 'fee',
          lines: [
            { kind: 'user', owner: user, assetId: btc, amount: '-0.01' },
            { kind: 'fees', assetId: btc, amount: '0.02' },
          ],
        }),
      ),
    ).rejects.toThrow('does not balance');
    await expect(
      db.transaction((tx) =>
        postJournal(tx, {
          kind: 'withdrawal_hold',
          lines: [
            { kind: 'user', owner: user, assetId: btc, amount: '-1000000' },
            { kind: 'user_hold', owner: user, assetId: btc, amount: '1000000' },
          ],
        }),
      ),
    ).rejects.toBeInstanceOf(InsufficientBalance);
    const entriesAfter = (
      await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_entries')
    ).rows[0].n;
    expect(entriesAfter).toBe(entriesBefore);
  });
});

describe('executeOnce', () => {
  it('runs once for 30 concurrent identical requests and replays the result', async () => {
    let runs = 0;
    const attempt = () =>
      executeOnce(
        db,
        { scope: 'test', adminId, key: 'key-0000-1', request: { a: 1 } },
        async (tx) => {
          runs += 1;
          await postJournal(tx, {
            kind: 'fee',
            lines: [
              { kind: 'user', owner: user, assetId: btc, amount: '-0.00001' },
              { kind: 'fees', assetId: btc, amount: '0.00001' },
            ],
          });
          return { charged: '0.00001' };
        },
      );
    const results = await Promise.all(Array.from({ length: 30 }, attempt));
    expect(runs).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(results.every((r) => r.result.charged === '0.00001')).toBe(true);
    expect(await balanceOf(db, 'fees', btc)).toBe('0.00001');
  });

  it('answers 409 for the same key with a different request, and frees the key on failure', async () => {
    await executeOnce(
      db,
      { scope: 'test', adminId, key: 'key-0000-2', request: { a: 1 } },
      async () => 1,
    );
    await expect(
      executeOnce(
        db,
        { scope: 'test', adminId, key: 'key-0000-2', request: { a: 2 } },
        async () => 2,
      ),
    ).rejects.toMatchObject({ statusCode: 409 });
    await expect(
      executeOnce(db, { scope: 'test', adminId, key: 'key-0000-3', request: {} }, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const retried = await executeOnce(
      db,
      { scope: 'test', adminId, key: 'key-0000-3', request: {} },
      async () => 'ok',
    );
    expect(retried).toEqual({ result: 'ok', replayed: false });
  });

  it("scopes keys to their admin: another admin's identical key runs on its own, never replays the first result", async () => {
    const key = 'shared-key-01';
    const first = await executeOnce(db, { scope: 'test', adminId, key, request: {} }, async () => ({
      for: 'first',
    }));
    const other = await executeOnce(
      db,
      { scope: 'test', adminId: otherAdminId, key, request: {} },
      async () => ({ for: 'other' }),
    );
    expect(first).toEqual({ result: { for: 'first' }, replayed: false });
    expect(other).toEqual({ result: { for: 'other' }, replayed: false });
    const again = await executeOnce(
      db,
      { scope: 'test', adminId: otherAdminId, key, request: {} },
      async () => ({ for: 'never runs' }),
    );
    expect(again).toEqual({ result: { for: 'other' }, replayed: true });
  });
});

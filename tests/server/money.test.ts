import { HISTORY_OPENING } from '../../server/seed/ledgerHistory.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { passbookPage } from '../../server/routes/money/passbook.ts';
import {
  adminSession,
  expectSoundLedger,
  SECRET,
  useTestClock,
  type Headers,
} from './moneyHelpers.ts';
import { loadConfig } from '../../server/config.ts';
import { CHAINS } from '../../server/money/chain.ts';
import { PLATFORM_STAKING_FUNDS } from '../../server/seed/staking.ts';
import { RISK_CASE_JOURNAL, RISK_CASE_TX_PREFIX } from '../../server/seed/riskCases.ts';

let server: TestServer;
let admin: Headers;
const testClock = useTestClock();

beforeAll(async () => {
  server = await startTestServer({ SEED_USERS: '60', SEED_LEDGER: '6000' });
  admin = await adminSession(server, server.config.adminEmail, SECRET, testClock.next);
});
afterEach(async () => expectSoundLedger(server));
afterAll(async () => {
  testClock.restore();
  await server?.close();
});

const get = async (path: string, query: Record<string, unknown> = {}) => {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [
      k,
      typeof v === 'object' ? JSON.stringify(v) : String(v),
    ]),
  );
  return server.app.inject({ method: 'GET', url: `/api${path}?${qs}`, headers: admin });
};
const count = async (sql: string, params: unknown[] = []) =>
  (await server.db.query<{ n: number }>(sql, params)).rows[0].n;

describe('the money seed', () => {
  it('seeds deposits, withdrawals, converts and referrals in every state, booked in a sound ledger', async () => {
    const states = async (table: string) =>
      (
        await server.db.query<{ status: string }>(`SELECT DISTINCT status FROM ${table} ORDER BY 1`)
      ).rows.map((r) => r.status);
    expect(await states('deposits')).toEqual(['credited', 'pending', 'rejected']);
    expect(await states('withdrawals')).toEqual([
      'approved',
      'completed',
      'failed',
      'pending',
      'processing',
      'rejected',
    ]);
    expect(await states('affiliates')).toEqual(['active', 'suspended']);
    // 14 a user; the risk review's demo cases (server/seed/riskCases.ts) fund their own.
    const seeded = `SELECT count(*)::int AS n FROM deposits WHERE tx_hash NOT LIKE '${RISK_CASE_TX_PREFIX}%'`;
    expect(await count(seeded)).toBe(60 * 14);
    // Credited deposits are exactly the deposit journals; converts the convert journals.
    expect(await count(`SELECT count(*)::int AS n FROM deposits WHERE status = 'credited'`)).toBe(
      await count(`SELECT count(*)::int AS n FROM ledger_journals WHERE kind = 'deposit'`),
    );
    expect(await count('SELECT count(*)::int AS n FROM converts')).toBe(
      await count(`SELECT count(*)::int AS n FROM ledger_journals WHERE kind = 'convert'`),
    );
    // About SEED_LEDGER entries, trade fills making up the rest; no balance ever went below zero.
    // The staking, P2P and markets seeds book their own journals on top, and the seed's last step
    // opens the balances their histories need (ledgerHistory.ts), as do the risk demo cases: not counted.
    const entries = await count(
      `SELECT count(*)::int AS n FROM ledger_entries e JOIN ledger_journals j ON j.id = e.journal_id
        WHERE j.kind NOT LIKE 'stake%' AND j.kind NOT LIKE 'p2p%' AND j.kind <> 'order_hold'
          AND j.description IS DISTINCT FROM $1 AND j.description IS DISTINCT FROM $2
          AND j.description NOT LIKE $3`,
      [PLATFORM_STAKING_FUNDS, HISTORY_OPENING, `${RISK_CASE_JOURNAL}:%`],
    );
    expect(entries).toBeGreaterThan(5500);
    expect(entries).toBeLessThanOrEqual(6000);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM ledger_entries e JOIN ledger_accounts la ON la.id = e.account_id
          WHERE la.kind NOT IN ('external', 'rewards') AND e.balance_after < 0`,
      ),
    ).toBe(0);
    // Balance after each entry is the running sum of the account's entries in time order.
    expect(
      await count(
        `SELECT count(*)::int AS n FROM (SELECT e.balance_after,
           sum(e.amount) OVER (PARTITION BY e.account_id ORDER BY e.created_at, e.journal_id, e.id) AS running
           FROM ledger_entries e) t WHERE t.balance_after <> t.running`,
      ),
    ).toBe(0);
    // Tx hashes have their network's shape; a second admin exists for maker-checker.
    const { rows } = await server.db.query<{ network_id: string; tx_hash: string }>(
      'SELECT network_id, tx_hash FROM deposits',
    );
    for (const row of rows) expect(row.tx_hash).toMatch(CHAINS[row.network_id].txHash);
    expect(
      await count(`SELECT count(*)::int AS n FROM admins WHERE email = 'ops@exchange.local'`),
    ).toBe(1);
  });

  it('reads its size and the dual-approval threshold from the environment, validated', () => {
    expect(loadConfig({}).seedLedger).toBe(100_000);
    expect(loadConfig({}).withdrawalDualApprovalUsd).toBe(10_000);
    expect(loadConfig({ SEED_LEDGER: '1000000' }).seedLedger).toBe(1_000_000);
    expect(() => loadConfig({ SEED_LEDGER: 'many' })).toThrow(/SEED_LEDGER must be an integer/);
    expect(() => loadConfig({ WITHDRAWAL_DUAL_APPROVAL_USD: '-5' })).toThrow(
      /WITHDRAWAL_DUAL_APPROVAL_USD/,
    );
  });
});

describe('POST /admin/depositDetails', () => {
  const post = (payload?: object) =>
    server.app.inject({
      method: 'POST',
      url: '/api/admin/depositDetails',
      headers: admin,
      ...(payload ? { payload } : {}),
    });

  it('answers page 1 for the empty body (and for no body at all)', async () => {
    const total = await count('SELECT count(*)::int AS n FROM deposits');
    for (const res of [await post({}), await post()]) {
      expect(res.statusCode).toBe(200);
      const page = res.json().result;
      expect(page).toMatchObject({ page: 1, limit: 25, total });
      expect(page.data[0]).toMatchObject({
        _id: expect.any(String),
        email: expect.any(String),
        asset: expect.any(String),
        network: expect.any(String),
        txHash: expect.any(String),
        explorerUrl: expect.stringMatching(/^https:\/\//),
        status: expect.stringMatching(/^(pending|credited|rejected)$/),
      });
      const times = page.data.map((d: { createdAt: string }) => Date.parse(d.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    }
  });

  it('filters by status, asset, user and date on the server', async () => {
    const { rows } = await server.db.query<{ user_id: string }>(
      'SELECT user_id FROM deposits LIMIT 1',
    );
    const userId = rows[0].user_id;
    const res = await post({
      filter: { status: 'credited', asset: 'USDT', userId, createdAt_gte: '2000-01-01' },
      limit: 100,
    });
    const page = res.json().result;
    expect(page.total).toBe(
      await count(
        `SELECT count(*)::int AS n FROM deposits d JOIN assets a ON a.id = d.asset_id
          WHERE d.status = 'credited' AND a.symbol = 'USDT' AND d.user_id = $1`,
        [userId],
      ),
    );
    for (const d of page.data)
      expect(d).toMatchObject({ status: 'credited', asset: 'USDT', userId });
    expect((await post({ filter: { colour: 'red' } })).json().message).toMatch(
      /'colour' is not a filter/,
    );
    expect((await post({ page: 0 })).statusCode).toBe(400);
  });
});

describe('GET /admin/getPassbookHistory', () => {
  it("pages the ledger's entries on users' accounts, newest first, with balance after and reference", async () => {
    const page = (await get('/admin/getPassbookHistory')).json().result;
    expect(page.total).toBe(
      await count(
        `SELECT count(*)::int AS n FROM ledger_entries e JOIN ledger_accounts la ON la.id = e.account_id WHERE la.owner <> '' AND la.kind IN ('user', 'user_hold', 'order_reserve', 'staking')`,
      ),
    );
    expect(page.data[0]).toMatchObject({
      createdAt: expect.any(String),
      email: expect.any(String),
      asset: expect.any(String),
      kind: expect.any(String),
      amount: expect.any(String),
      balanceAfter: expect.any(String),
    });
    const times = page.data.map((e: { createdAt: string }) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const oldest = (
      await get('/admin/getPassbookHistory', { sort: { createdAt: 1 }, limit: 5 })
    ).json().result;
    expect(Date.parse(oldest.data[0].createdAt)).toBeLessThanOrEqual(times[times.length - 1]);
  });

  it('filters by user, asset, kind and date range; the totals agree with the ledger', async () => {
    const { rows } = await server.db.query<{ owner: string }>(
      `SELECT la.owner FROM ledger_accounts la JOIN ledger_entries e ON e.account_id = la.id
        WHERE la.owner <> '' GROUP BY la.owner ORDER BY count(*) DESC LIMIT 1`,
    );
    const userId = rows[0].owner;
    const filter = {
      userId,
      asset: ['USDT', 'BTC'],
      kind: 'trade_fill',
      createdAt_gte: '2000-01-01',
      createdAt_lte: '2999-12-31',
    };
    const page = (await get('/admin/getPassbookHistory', { filter, limit: 500 })).json().result;
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBe(
      await count(
        `SELECT count(*)::int AS n FROM ledger_entries e JOIN ledger_accounts la ON la.id = e.account_id
           JOIN ledger_journals j ON j.id = e.journal_id JOIN assets a ON a.id = la.asset_id
          WHERE la.owner = $1 AND a.symbol IN ('USDT', 'BTC') AND j.kind = 'trade_fill'`,
        [userId],
      ),
    );
    for (const e of page.data) expect(e).toMatchObject({ userId, kind: 'trade_fill' });
    expect((await get('/admin/getPassbookHistory', { sort: { amount: 1 } })).statusCode).toBe(400);
    expect(
      (await get('/admin/getPassbookHistory', { filter: { createdAt_gte: 'yesterday' } }))
        .statusCode,
    ).toBe(400);
  });
  it('answers a kind filter the same whether it starts from the journals (a rare kind) or the entries', async () => {
    for (const kind of ['deposit', ['convert', 'fee'], 'trade_fill']) {
      for (const sort of [{ createdAt: -1 }, { createdAt: 1 }]) {
        const input = { filter: { kind, asset: 'USDT' }, sort, limit: 50 };
        const journalsFirst = await passbookPage(server.db, input, Number.MAX_SAFE_INTEGER);
        const entriesFirst = await passbookPage(server.db, input, 0);
        expect(journalsFirst.total).toBeGreaterThan(0);
        expect(journalsFirst).toEqual(entriesFirst);
      }
    }
  });
});

describe('GET /admin/getConvertHistory', () => {
  it('lists converts with both sides, rate and fee, each booked as one convert journal', async () => {
    const page = (await get('/admin/getConvertHistory', { limit: 3 })).json().result;
    expect(page.total).toBe(await count('SELECT count(*)::int AS n FROM converts'));
    const c = page.data[0];
    expect(c).toMatchObject({
      fromAsset: expect.any(String),
      toAsset: expect.any(String),
      rate: expect.any(String),
    });
    expect(c.fromAsset).not.toBe(c.toAsset);
    const lines = await server.db.query<{ kind: string; symbol: string; amount: string }>(
      `SELECT la.kind, a.symbol, trim_scale(e.amount)::text AS amount FROM ledger_journals j
         JOIN ledger_entries e ON e.journal_id = j.id JOIN ledger_accounts la ON la.id = e.account_id
         JOIN assets a ON a.id = la.asset_id WHERE j.reference = $1`,
      [c.reference],
    );
    expect(lines.rows).toContainEqual({
      kind: 'user',
      symbol: c.fromAsset,
      amount: `-${c.fromAmount}`,
    });
    expect(lines.rows).toContainEqual({ kind: 'user', symbol: c.toAsset, amount: c.toAmount });
    if (Number(c.fee) > 0)
      expect(lines.rows).toContainEqual({ kind: 'fees', symbol: c.toAsset, amount: c.fee });
  });
});

describe('affiliates', () => {
  it('lists referrals and changes a status once, logged; the same status again is a 409', async () => {
    const page = (await get('/admin/getAffliateHistory', { filter: { status: 'active' } })).json()
      .result;
    const referral = page.data[0];
    // Both people come with their ids: the grid links each e-mail to the user's record page.
    expect(referral).toMatchObject({
      status: 'active',
      referrerId: expect.any(String),
      referrerEmail: expect.any(String),
      referredId: expect.any(String),
      referredEmail: expect.any(String),
    });
    const update = (status: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/admin/updateAffliateStatus',
        headers: admin,
        payload: { _id: referral._id, status },
      });
    const res = await update('suspended');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Referral suspended',
      result: { status: 'suspended' },
    });
    const again = await update('suspended');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This referral is already suspended');
    expect((await update('paused')).statusCode).toBe(400);
    const log = await server.db.query<{ description: string }>(
      'SELECT description FROM admin_action_log ORDER BY id DESC LIMIT 1',
    );
    expect(log.rows[0].description).toBe(
      `Referral of ${referral.referredEmail} by ${referral.referrerEmail}: active → suspended by admin@exchange.local`,
    );
  });
});

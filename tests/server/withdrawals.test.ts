import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import {
  adminSession,
  expectSoundLedger,
  move,
  newKey,
  newWithdrawal,
  OPS_SECRET,
  SECRET,
  statusOf,
  TRON_HASH,
  useTestClock,
  type Headers,
} from './moneyHelpers.ts';
import { balanceOf } from '../../server/ledger/ledger.ts';
import {
  canMove,
  WITHDRAWAL_STATUSES,
  WITHDRAWAL_TARGETS,
  type WithdrawalStatus,
} from '../../server/money/withdrawalMachine.ts';
import { STEP_UP_REQUIRED_MESSAGE } from '../../server/auth/stepUp.ts';

let server: TestServer;
let admin: Headers;
let ops: Headers;
const testClock = useTestClock();
let hashes = 0;

beforeAll(async () => {
  server = await startTestServer({ SEED_USERS: '40', SEED_LEDGER: '2000' });
  admin = await adminSession(server, server.config.adminEmail, SECRET, testClock.next);
  ops = await adminSession(server, 'ops@exchange.local', OPS_SECRET, testClock.next);
});
afterEach(async () => expectSoundLedger(server));
afterAll(async () => {
  testClock.restore();
  await server?.close();
});

const extraFor = (to: string) =>
  to === 'rejected' || to === 'failed'
    ? { reason: 'Checked by the test' }
    : to === 'completed'
      ? { txHash: TRON_HASH(++hashes) }
      : {};

/** The legal path from pending to each status. */
const PATH: Record<WithdrawalStatus, string[]> = {
  pending: [],
  approved: ['approved'],
  processing: ['approved', 'processing'],
  completed: ['approved', 'processing', 'completed'],
  rejected: ['rejected'],
  failed: ['approved', 'processing', 'failed'],
};

async function withdrawalIn(status: WithdrawalStatus): Promise<string> {
  const id = await newWithdrawal(server);
  for (const to of PATH[status]) {
    const res = await move(server, admin, { _id: id, status: to, ...extraFor(to) });
    expect(res.statusCode, res.body).toBe(200);
  }
  expect(await statusOf(server, id)).toBe(status);
  return id;
}

describe('POST /admin/withdrawAmountMove: the state machine', () => {
  for (const from of WITHDRAWAL_STATUSES) {
    for (const to of WITHDRAWAL_TARGETS) {
      const legal = canMove(from, to);
      it(`${from} → ${to}: ${legal ? 'moves' : '409'}`, async () => {
        const id = await withdrawalIn(from);
        const res = await move(server, admin, { _id: id, status: to, ...extraFor(to) });
        if (legal) {
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json()).toMatchObject({ success: true, result: { _id: id, status: to } });
          expect(await statusOf(server, id)).toBe(to);
        } else {
          expect(res.statusCode).toBe(409);
          expect(res.json().success).toBe(false);
          expect(res.json().message).toMatch(
            from === to
              ? `This withdrawal is already ${from}`
              : new RegExp(`^A ${from} withdrawal cannot be moved to ${to}: `),
          );
          expect(await statusOf(server, id)).toBe(from);
        }
      });
    }
  }

  it('completion pays the amount out and the fee to fees; rejection gives the hold back', async () => {
    const usdt = (
      await server.db.query<{ id: string }>(`SELECT id FROM assets WHERE symbol = 'USDT'`)
    ).rows[0].id;
    const fees = Number(await balanceOf(server.db, 'fees', usdt));
    const world = Number(await balanceOf(server.db, 'external', usdt));
    const done = await withdrawalIn('completed');
    expect(Number(await balanceOf(server.db, 'fees', usdt))).toBeCloseTo(fees + 1, 8);
    expect(Number(await balanceOf(server.db, 'external', usdt))).toBeCloseTo(world - 101 + 100, 8); // funded 101 from outside, 100 paid out
    const owner = async (id: string) =>
      (
        await server.db.query<{ u: string }>(
          'SELECT user_id::text AS u FROM withdrawals WHERE id = $1',
          [id],
        )
      ).rows[0].u;
    expect(await balanceOf(server.db, 'user_hold', usdt, await owner(done))).toBe('0');

    const rejected = await withdrawalIn('approved');
    const user = await owner(rejected);
    expect(await balanceOf(server.db, 'user', usdt, user)).toBe('0');
    expect(await balanceOf(server.db, 'user_hold', usdt, user)).toBe('101');
    const res = await move(server, admin, {
      _id: rejected,
      status: 'rejected',
      reason: 'Address flagged',
    });
    expect(res.statusCode).toBe(200);
    expect(await balanceOf(server.db, 'user', usdt, user)).toBe('101');
    expect(await balanceOf(server.db, 'user_hold', usdt, user)).toBe('0');
    const log = await server.db.query<{ description: string }>(
      `SELECT description FROM admin_action_log ORDER BY id DESC LIMIT 1`,
    );
    expect(log.rows[0].description).toMatch(
      /approved → rejected by admin@exchange\.local: Address flagged$/,
    );
  });

  it('validates: a reason to reject or fail, a tx hash of the network to complete, known statuses', async () => {
    const id = await withdrawalIn('processing');
    const bad = async (payload: object, message: RegExp) => {
      const res = await move(server, admin, { _id: id, ...payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    };
    await bad({ status: 'failed' }, /A reason is required/);
    await bad({ status: 'failed', reason: ' x ' }, /A reason is required/);
    await bad({ status: 'completed' }, /A transaction hash is required/);
    await bad(
      { status: 'completed', txHash: '0x' + 'a'.repeat(64) },
      /not a transaction hash of the tron network/,
    );
    await bad({ status: 'pending' }, /status/);
    await bad({ status: 'approved', extra: 1 }, /additional/);
    expect(
      (await move(server, admin, { _id: id, status: 'failed', reason: 'x' }, null)).statusCode,
    ).toBe(400);
    const missing = await move(server, admin, {
      _id: '00000000-0000-4000-8000-000000000000',
      status: 'approved',
    });
    expect(missing.statusCode).toBe(404);
    expect(await statusOf(server, id)).toBe('processing');
  });
});

describe('idempotency and concurrency', () => {
  it('50 concurrent identical requests (one key) execute once and all answer the same', async () => {
    const id = await withdrawalIn('processing');
    const key = newKey();
    const payload = { _id: id, status: 'completed', txHash: TRON_HASH(++hashes) };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => move(server, admin, payload, key)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    // The replays answer the first execution's result (stored as jsonb: same content, key order aside).
    for (const answer of answers) expect(answer.json()).toEqual(answers[0].json());
    expect(answers[0].json().result.status).toBe('completed');
    const journals = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_journals WHERE reference = $1 AND kind = 'withdrawal_complete'`,
      [`withdrawal:${id}`],
    );
    expect(journals.rows[0].n).toBe(1);
    const logs = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM admin_action_log WHERE description LIKE $1`,
      [`Withdrawal ${id.slice(0, 8)}%processing → completed%`],
    );
    expect(logs.rows[0].n).toBe(1);
    const reused = await move(server, admin, { ...payload, txHash: TRON_HASH(++hashes) }, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toMatch(/already used for a different request/);
  });

  it('concurrent moves with different keys: one wins, the others get a clear 409', async () => {
    const id = await withdrawalIn('approved');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        move(server, admin, { _id: id, status: 'rejected', reason: 'Race' }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe('This withdrawal is already rejected');
    }
  });
});

describe('maker-checker and step-up', () => {
  it('above the threshold a second, different admin approves; the same admin is refused', async () => {
    const id = await newWithdrawal(server, '15000');
    const first = await move(server, admin, { _id: id, status: 'approved' });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(
      'Approved once — waiting for a second admin (above 10000 USD)',
    );
    expect(first.json().result).toMatchObject({
      status: 'pending',
      approval: 'awaiting second approval',
      firstApprovedBy: 'admin@exchange.local',
    });
    const again = await move(server, admin, { _id: id, status: 'approved' });
    expect(again.statusCode).toBe(409);
    // One true sentence: this admin gave the first approval (never "another admin" too).
    expect(again.json().message).toBe(
      'This withdrawal is above 10000 USD: you gave the first approval, so a second admin must approve it',
    );
    expect(await statusOf(server, id)).toBe('pending');
    const second = await move(server, ops, { _id: id, status: 'approved' });
    expect(second.statusCode).toBe(200);
    expect(second.json().result).toMatchObject({
      status: 'approved',
      approval: null,
      decidedBy: 'ops@exchange.local',
    });
  });

  it('below the threshold one admin approves', async () => {
    const id = await newWithdrawal(server, '9000');
    const res = await move(server, admin, { _id: id, status: 'approved' });
    expect(res.json().result.status).toBe('approved');
  });

  it('refuses a move without a live 2FA step-up (403) and changes nothing', async () => {
    const id = await newWithdrawal(server);
    const noStepUp = await adminSession(
      server,
      server.config.adminEmail,
      SECRET,
      testClock.next,
      false,
    );
    const res = await move(server, noStepUp, { _id: id, status: 'approved' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(STEP_UP_REQUIRED_MESSAGE);
    expect(await statusOf(server, id)).toBe('pending');
    const anonymous = await move(server, {}, { _id: id, status: 'approved' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /admin/withdrawList', () => {
  it('pages, filters and sorts on the server', async () => {
    const get = (query: string) =>
      server.app.inject({ method: 'GET', url: `/api/admin/withdrawList?${query}`, headers: admin });
    const all = (await get('')).json().result;
    expect(all.page).toBe(1);
    expect(all.data).toHaveLength(25);
    const pending = (
      await get(`filter=${encodeURIComponent('{"status":"pending"}')}&limit=10`)
    ).json().result;
    expect(pending.data.every((w: { status: string }) => w.status === 'pending')).toBe(true);
    const { rows } = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM withdrawals WHERE status = 'pending'`,
    );
    expect(pending.total).toBe(rows[0].n);
    const byAmount = (await get(`sort=${encodeURIComponent('{"amount":1}')}&limit=50`)).json()
      .result.data;
    const amounts = byAmount.map((w: { amount: string }) => Number(w.amount));
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
    expect((await get('sort=%7B%22address%22%3A1%7D')).statusCode).toBe(400);
    expect((await get('limit=0')).statusCode).toBe(400);
  });
});

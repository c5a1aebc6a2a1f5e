import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.ts';
import { requestWithdrawal } from '../money/withdrawals.ts';
import { raiseTradeDispute } from '../p2p/trades.ts';
import { creditDeposit, openTicket, submitKyc, userReply } from './activity.ts';

/** One user action this often (SIMULATE_ACTIVITY=1, development only). */
export const SIMULATE_EVERY_MS = 3_000;

type Action = (db: Db) => Promise<string | null>;

const SUBJECTS = [
  'Deposit not credited yet',
  'Withdrawal still pending',
  'Cannot enable 2FA',
  'Question about trading fees',
  'Verify my identity faster, please',
];
const REPLIES = ['Any news?', 'I attached the transaction hash.', 'Thank you, waiting.'];
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];

async function one<T>(db: Db, sql: string, params: unknown[] = []): Promise<T | undefined> {
  return (await db.query<T>(sql, params)).rows[0];
}

const randomUser = (db: Db) =>
  one<{ id: string }>(
    db,
    `SELECT id::text FROM users WHERE status = 'active' ORDER BY random() LIMIT 1`,
  );
const usdt = (db: Db) =>
  one<{ id: string }>(db, `SELECT id::text FROM assets WHERE symbol = 'USDT'`);

/**
 * What the exchange's users do, through the same user-side functions the tests use: each returns
 * what it did, or null when there was nothing to do it on (then another action is tried).
 */
const ACTIONS: Action[] = [
  async (db) => {
    const [user, asset] = [await randomUser(db), await usdt(db)];
    if (!user || !asset) return null;
    const amount = (10 + Math.random() * 490).toFixed(2);
    await creditDeposit(db, { userId: user.id, assetId: asset.id, networkId: 'tron', amount });
    return `deposit of ${amount} USDT credited`;
  },
  async (db) => {
    const holder = await one<{ owner: string; asset_id: string; balance: string }>(
      db,
      `SELECT l.owner, l.asset_id::text, l.balance::text FROM ledger_accounts l JOIN assets a ON a.id = l.asset_id
        WHERE l.kind = 'user' AND a.symbol = 'USDT' AND l.balance > 50 ORDER BY random() LIMIT 1`,
    );
    if (!holder) return null;
    const amount = Math.min(Number(holder.balance) / 4, 2_000).toFixed(2);
    await requestWithdrawal(db, {
      userId: holder.owner,
      assetId: holder.asset_id,
      networkId: 'tron',
      amount,
      fee: '1',
      address: 'TSeJkUh4Qv67VNFwY8LaAxERygNdy6NQZK',
    });
    return `withdrawal of ${amount} USDT requested`;
  },
  async (db) => {
    const user = await randomUser(db);
    const category = await one<{ id: string }>(
      db,
      `SELECT id::text FROM support_categories WHERE status = 'active' ORDER BY random() LIMIT 1`,
    );
    if (!user || !category) return null;
    const subject = pick(SUBJECTS);
    await openTicket(db, {
      userId: user.id,
      categoryId: category.id,
      subject,
      priority: pick(['low', 'medium', 'high', 'urgent'] as const),
      body: `${subject}. Can you help me, please?`,
    });
    return `ticket opened: ${subject}`;
  },
  async (db) => {
    const ticket = await one<{ id: string }>(
      db,
      `SELECT id::text FROM support_tickets WHERE status IN ('answered', 'waiting_on_user')
        ORDER BY random() LIMIT 1`,
    );
    if (!ticket) return null;
    await userReply(db, ticket.id, pick(REPLIES));
    return 'user replied on a ticket';
  },
  async (db) => {
    const trade = await one<{ id: string; buyer_id: string }>(
      db,
      `SELECT t.id::text, t.buyer_id::text FROM p2p_trades t
        WHERE t.status IN ('open', 'paid') AND NOT EXISTS (SELECT 1 FROM p2p_disputes d WHERE d.trade_id = t.id)
        ORDER BY random() LIMIT 1`,
    );
    if (!trade) return null;
    await raiseTradeDispute(db, {
      tradeId: trade.id,
      raisedBy: trade.buyer_id,
      reason: 'Payment sent but the seller does not release',
    });
    return 'dispute raised';
  },
  async (db) => {
    const user = await one<{ id: string; name: string; country: string }>(
      db,
      `SELECT id::text, name, country FROM users WHERE kyc_status IN ('not_submitted', 'rejected')
        ORDER BY random() LIMIT 1`,
    );
    if (!user) return null;
    await submitKyc(db, {
      userId: user.id,
      fullName: user.name,
      nationality: user.country,
      documentNumber: `P${Math.floor(1e7 + Math.random() * 9e7)}`,
    });
    return 'KYC submitted';
  },
];

/** Runs one user action (a random one that has something to act on). */
export async function simulateOnce(db: Db): Promise<string | null> {
  const order = [...ACTIONS].sort(() => Math.random() - 0.5);
  for (const action of order) {
    const done = await action(db);
    if (done) return done;
  }
  return null;
}

/**
 * SIMULATE_ACTIVITY=1: the reference exchange's users act every few seconds so a newcomer sees
 * the admin come alive. Starts when the app is ready, stops when it closes; config refuses it in
 * production.
 */
export function registerActivitySimulator(app: FastifyInstance, everyMs = SIMULATE_EVERY_MS) {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      simulateOnce(app.db)
        .then((done) => done && app.log.info(`Simulated activity: ${done}`))
        .catch((error: Error) => app.log.warn(`Simulated activity failed: ${error.message}`))
        .finally(() => (running = false));
    }, everyMs);
    timer.unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));
}

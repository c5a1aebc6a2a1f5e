import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { postJournal } from '../ledger/ledger.ts';
import { receiveIntoWallet, sendFromWallet } from '../treasury/holdings.ts';
import { assessWithdrawals } from '../money/withdrawalRisk.ts';
import { hasRows } from './bulk.ts';

type Tx = Pick<Db, 'query'>;
const DAY = 86_400_000;
/** The demo cases' deposits carry tx hashes starting so (tests tell them from the money seed's). */
export const RISK_CASE_TX_PREFIX = 'cafe0000';
/** The case whose destination is on the blocklist. */
export const BLOCKED_CASE = 'BlockedByOwnerReport';

/** ...and their journals' descriptions start so (the passbook says what they are). */
export const RISK_CASE_JOURNAL = 'Risk review demo';

/**
 * Demo data of the withdrawal risk review: security events for some users, and one seeded user per
 * risk flag with a withdrawal that shows it, sent to `TRiskCase<name>x` (the shared destination:
 * `TRiskCaseSharedx`), so a newcomer sees every flag on a fresh start. The users are the
 * population's own (picked in id order, never changed); every amount is a USDT deposit and
 * withdrawal booked in the ledger. Then the recent and open withdrawals are assessed in one statement.
 */
export async function seedRiskCases(db: Db, config: Config, now = Date.now()): Promise<void> {
  // SEED_LEDGER=0 (an untouched ledger) or no users: no demo money at all.
  if (config.seedLedger === 0 || !(await hasRows(db, 'users'))) return;
  if (await hasRows(db, 'withdrawals', `address LIKE 'TRiskCase%'`)) return;
  await db.transaction(async (tx) => {
    await seedSecurityEvents(tx);
    const at = (days: number) => new Date(now - days * DAY);
    const usdt = await tx.query<{ id: string }>(`SELECT id FROM assets WHERE symbol = 'USDT'`);
    if (!usdt.rows[0]) return;
    const c = new Cases(tx, usdt.rows[0].id);
    // Above the daily limit of KYC approved (and above the maker-checker threshold).
    const daily = await c.pick('approved');
    if (daily) {
      await c.deposit(daily, 130_000, at(3));
      await c.withdraw(daily, 120_000, 'pending', at(0.1), 'DailyLimit');
    }
    // Under the daily limit of KYC pending on each day, above its monthly one over 30 days.
    const monthly = await c.pick('pending');
    if (monthly) {
      await c.deposit(monthly, 30_000, at(29));
      for (const days of [25, 20, 15, 10, 5])
        await c.withdraw(monthly, 4_500, 'completed', at(days), 'MonthlyEarlier');
      await c.withdraw(monthly, 4_000, 'pending', at(0.2), 'MonthlyLimit');
    }
    const rejected = await c.pick('rejected');
    if (rejected) {
      await c.deposit(rejected, 800, at(2));
      await c.withdraw(rejected, 300, 'pending', at(0.3), 'KycRejected');
    }
    // A destination three other users sent to before.
    for (const n of [1, 2, 3]) {
      const ring = await c.pick('approved');
      if (!ring) continue;
      await c.deposit(ring, 1_000, at(20 + n));
      await c.withdraw(ring, 900, 'completed', at(10 + n), 'Shared');
    }
    const sharer = await c.pick('approved');
    if (sharer) {
      await c.deposit(sharer, 2_000, at(4));
      await c.withdraw(sharer, 1_500, 'pending', at(0.4), 'Shared');
    }
    // Security changes the day before the request.
    for (const [name, kind, detail] of [
      ['PasswordChanged', 'password_changed', null],
      ['TwoFactorChanged', 'two_factor_changed', null],
      ['NewCountry', 'new_sign_in_country', 'Nigeria'],
    ] as const) {
      const user = await c.pick('approved');
      if (!user) continue;
      await c.deposit(user, 5_000, at(6));
      await tx.query(
        `INSERT INTO user_security_events (user_id, kind, detail, created_at) VALUES ($1, $2, $3, $4)`,
        [user, kind, detail, at(1)],
      );
      await c.withdraw(user, 2_000, 'pending', at(0.5), name);
    }
    // Withdrawn two days after sign-up (long since completed: the population has no new account).
    const young = await c.pick('approved');
    if (young) {
      const joined = (
        await tx.query<{ t: Date }>('SELECT created_at AS t FROM users WHERE id = $1', [young])
      ).rows[0].t.getTime();
      await c.deposit(young, 1_200, new Date(joined + DAY));
      await c.withdraw(young, 1_000, 'completed', new Date(joined + 2 * DAY), 'NewAccount');
    }
    // Withdrawing funds deposited long ago: more out than in over 30 days.
    const old = await c.pick(
      'approved',
      `AND NOT EXISTS (SELECT 1 FROM deposits d WHERE d.user_id = u.id AND d.created_at > now() - interval '31 days')`,
    );
    if (old) {
      await c.deposit(old, 9_000, at(60));
      await c.withdraw(old, 6_000, 'pending', at(0.7), 'OldFunds');
    }
    // A destination on the blocklist (a stolen-funds report); long enough to be a valid entry.
    const victim = await c.pick('approved');
    if (victim) {
      await tx.query(
        `INSERT INTO blocked_addresses (address, network, reason) VALUES ($1, 'tron', $2)`,
        [`TRiskCase${BLOCKED_CASE}x`, 'Stolen funds reported by the owner'],
      );
      await c.deposit(victim, 3_000, at(3));
      await c.withdraw(victim, 2_500, 'pending', at(0.9), BLOCKED_CASE);
    }
    // Users with an open P2P dispute, and with an open ticket: a withdrawal each.
    for (const [name, sql] of [
      [
        'OpenDispute',
        `SELECT pt.seller_id AS id FROM p2p_disputes pd JOIN p2p_trades pt ON pt.id = pd.trade_id
          WHERE pd.status = 'open' ORDER BY pd.id LIMIT 1`,
      ],
      [
        'OpenTicket',
        `SELECT user_id AS id FROM support_tickets WHERE status <> 'closed' ORDER BY ticket_no LIMIT 1`,
      ],
    ]) {
      const found = await tx.query<{ id: string }>(sql);
      if (!found.rows[0]) continue;
      await c.deposit(found.rows[0].id, 700, at(2));
      await c.withdraw(found.rows[0].id, 500, 'pending', at(0.8), name);
    }
  });
  // The grid's Risk for what an admin still decides or looks back on: the open withdrawals and the
  // last 90 days, and the demo cases whatever their age (older history stays unranked: ranking 600 000 rows would take minutes at 100 000 users).
  await assessWithdrawals(
    db,
    `(w.status IN ('pending', 'approved', 'processing', 'failed') OR w.created_at > now() - interval '90 days'
      OR w.address LIKE 'TRiskCase%')`,
  );
}

/** Some users changed their password, their 2FA or signed in from a new country lately. */
async function seedSecurityEvents(tx: Tx): Promise<void> {
  await tx.query(
    `INSERT INTO user_security_events (user_id, kind, detail, created_at)
     SELECT u.id, (ARRAY['password_changed', 'two_factor_changed', 'new_sign_in_country'])[1 + h % 3],
            CASE WHEN h % 3 = 2 THEN (ARRAY['Brazil', 'Vietnam', 'Romania', 'Kenya'])[1 + h % 4] END,
            greatest(u.created_at, now() - interval '1 hour' * (h % 1440))
       FROM (SELECT id, created_at, ('x' || substr(md5(id::text), 1, 7))::bit(28)::int AS h FROM users) u
      WHERE u.h % 25 = 0`,
  );
}

class Cases {
  constructor(
    private readonly tx: Tx,
    private readonly usdt: string,
  ) {}

  private readonly used: string[] = [];
  /** Makes each seeded tx hash unique (one user may be two cases on the same day). */
  private hashes = 0;

  /** The next active user of that KYC status, signed up over 60 days ago, not used by a case yet. */
  async pick(kyc: string, also = ''): Promise<string | undefined> {
    const { rows } = await this.tx.query<{ id: string }>(
      `SELECT u.id::text FROM users u WHERE u.kyc_status = $1 AND u.status = 'active'
          AND u.created_at < now() - interval '60 days' AND NOT (u.id::text = ANY($2)) ${also}
        ORDER BY u.id LIMIT 1`,
      [kyc, this.used],
    );
    if (rows[0]) this.used.push(rows[0].id);
    return rows[0]?.id;
  }

  async deposit(user: string, amount: number, at: Date): Promise<void> {
    const { rows } = await this.tx.query<{ id: string }>(
      `INSERT INTO deposits (user_id, asset_id, network_id, amount, tx_hash, confirmations, required_confirmations,
                             status, created_at, credited_at)
       VALUES ($1, $2, 'tron', $3, '${RISK_CASE_TX_PREFIX}' || md5('risk-deposit' || $5) || left(md5($5), 24), 40, 19, 'credited', $4, $4)
       RETURNING id::text`,
      [user, this.usdt, amount, at, `${user}:${at.toISOString()}:${++this.hashes}`],
    );
    await postJournal(this.tx, {
      kind: 'deposit',
      reference: `deposit:${rows[0].id}`,
      description: `${RISK_CASE_JOURNAL}: deposit of ${amount} USDT on tron`,
      lines: [
        { kind: 'external', assetId: this.usdt, amount: `-${amount}` },
        { kind: 'user', owner: user, assetId: this.usdt, amount: String(amount) },
      ],
    });
    await receiveIntoWallet(this.tx, {
      assetId: this.usdt,
      networkId: 'tron',
      amount: String(amount),
      reason: `Deposit ${rows[0].id}`,
    });
  }

  async withdraw(
    user: string,
    amount: number,
    status: 'pending' | 'completed',
    at: Date,
    name: string,
  ) {
    const address = `TRiskCase${name}x`;
    const { rows } = await this.tx.query<{ id: string }>(
      `INSERT INTO withdrawals (user_id, asset_id, network_id, amount, fee, usd_value, address, status, tx_hash,
                                created_at, updated_at)
       SELECT $1, a.id, 'tron', $3, 1, $3::numeric * a.price_usd, $4, $5,
              CASE WHEN $5 = 'completed' THEN md5('risk-withdrawal' || $7) || md5($7) END, $6, $6
         FROM assets a WHERE a.id = $2 RETURNING id::text`,
      [
        user,
        this.usdt,
        amount,
        address,
        status,
        at,
        `${user}:${at.toISOString()}:${++this.hashes}`,
      ],
    );
    const reference = `withdrawal:${rows[0].id}`;
    const held = String(amount + 1);
    await postJournal(this.tx, {
      kind: 'withdrawal_hold',
      reference,
      description: `${RISK_CASE_JOURNAL}: withdrawal request of ${amount} USDT (+1 fee)`,
      lines: [
        { kind: 'user', owner: user, assetId: this.usdt, amount: `-${held}` },
        { kind: 'user_hold', owner: user, assetId: this.usdt, amount: held },
      ],
    });
    if (status === 'completed')
      await postJournal(this.tx, {
        kind: 'withdrawal_complete',
        reference,
        description: `${RISK_CASE_JOURNAL}: withdrawal of ${amount} USDT sent on tron`,
        lines: [
          { kind: 'user_hold', owner: user, assetId: this.usdt, amount: `-${held}` },
          { kind: 'external', assetId: this.usdt, amount: String(amount) },
          { kind: 'fees', assetId: this.usdt, amount: '1' },
        ],
      });
    if (status === 'completed')
      await sendFromWallet(this.tx, {
        assetId: this.usdt,
        networkId: 'tron',
        amount: String(amount),
        reason: `Withdrawal ${rows[0].id}`,
      });
  }
}

import type { Db } from '../db/index.ts';
import { notFound } from '../http/envelope.ts';
import {
  NEW_ACCOUNT_DAYS,
  RISK_FLAG_CODES,
  RISK_FLAGS,
  RISK_LEVELS,
  riskLevelOf,
  riskSentence,
  SECURITY_WINDOW_DAYS,
  type RiskFlagCode,
  type WithdrawalRiskFigures,
  type WithdrawalRiskReview,
} from '../../src/contracts/withdrawalRisk.ts';

type Tx = Pick<Db, 'query'>;

/**
 * The withdrawal risk review, set-based: one statement measures any set of withdrawals (one for
 * the record page, every open one when a limit changes, all of them in the seed) and decides its
 * flags; the sentences come from the contract. Windows end at the request, so an old withdrawal
 * keeps the figures it was requested with; open disputes and tickets are the account's now.
 */

/** Statuses whose amount still counts against the limits (a rejected one never left). */
const COUNTED = `o.status <> 'rejected'`;
/** Statuses that hold the amount and the fee (the balance before is the available + the hold). */
const HELD = `('pending', 'approved', 'processing', 'failed')`;

/** The figures and flag codes of the withdrawals `where` (on `w`) selects. */
function figuresSql(where: string): string {
  const within = (days: number, column: string) =>
    `${column} > w.created_at - interval '${days} days' AND ${column} <= w.created_at`;
  const securityAt = (kind: string) =>
    `(SELECT max(s.created_at) FROM user_security_events s WHERE s.user_id = w.user_id
        AND s.kind = '${kind}' AND ${within(SECURITY_WINDOW_DAYS, 's.created_at')})`;
  return `
    -- Open disputes are few (each waits for an admin): counted per party once per statement.
    WITH od AS MATERIALIZED (
      SELECT v.user_id, count(*)::int AS n FROM p2p_disputes pd JOIN p2p_trades pt ON pt.id = pd.trade_id
        CROSS JOIN LATERAL (VALUES (pt.buyer_id), (pt.seller_id)) v(user_id)
       WHERE pd.status = 'open' GROUP BY v.user_id),
    -- Materialized: the flags read each figure again, which would re-run its subquery.
    m AS MATERIALIZED (
      SELECT w.id, u.kyc_status, w.created_at, a.symbol AS asset,
             extract(epoch FROM w.created_at - u.created_at) / 86400 AS age_days,
             w.amount + w.fee AS total, lim.daily_usd, lim.monthly_usd,
             coalesce(hold.balance_after + w.amount + w.fee,
                      coalesce(av.balance, 0) + CASE WHEN w.status IN ${HELD} THEN w.amount + w.fee ELSE 0 END)
               AS balance_before,
             (SELECT coalesce(sum(o.usd_value), 0) FROM withdrawals o WHERE o.user_id = w.user_id
                 AND ${COUNTED} AND o.created_at > w.created_at - interval '24 hours' AND o.created_at <= w.created_at) AS w24,
             (SELECT coalesce(sum(o.usd_value), 0) FROM withdrawals o WHERE o.user_id = w.user_id
                 AND ${COUNTED} AND ${within(30, 'o.created_at')}) AS w30,
             (SELECT coalesce(sum(d.amount * da.price_usd), 0) FROM deposits d JOIN assets da ON da.id = d.asset_id
               WHERE d.user_id = w.user_id AND d.status = 'credited' AND ${within(30, 'd.created_at')}) AS d30,
             EXISTS (SELECT 1 FROM withdrawals o WHERE o.address = w.address AND o.user_id = w.user_id
                       AND (o.created_at, o.id) < (w.created_at, w.id)) AS used_before,
             (SELECT count(DISTINCT o.user_id)::int FROM withdrawals o
               WHERE o.address = w.address AND o.user_id <> w.user_id) AS other_users,
             (SELECT b.reason FROM blocked_addresses b
               WHERE b.address = w.address AND b.network = w.network_id) AS blocked,
             ${securityAt('password_changed')} AS password_at,
             ${securityAt('two_factor_changed')} AS two_factor_at,
             sc.detail AS sign_in_country, sc.created_at AS sign_in_at,
             coalesce(od.n, 0) AS disputes,
             (SELECT count(*)::int FROM support_tickets st
               WHERE st.user_id = w.user_id AND st.status <> 'closed') AS tickets
        FROM withdrawals w JOIN users u ON u.id = w.user_id JOIN assets a ON a.id = w.asset_id
        LEFT JOIN withdrawal_limits lim ON lim.kyc_status = u.kyc_status
        LEFT JOIN od ON od.user_id = w.user_id
        LEFT JOIN ledger_accounts av ON av.kind = 'user' AND av.owner = w.user_id::text AND av.asset_id = w.asset_id
        LEFT JOIN LATERAL (
          SELECT e.balance_after FROM ledger_journals j JOIN ledger_entries e ON e.journal_id = j.id
            JOIN ledger_accounts la ON la.id = e.account_id AND la.kind = 'user'
           WHERE j.reference = 'withdrawal:' || w.id AND j.kind = 'withdrawal_hold' LIMIT 1) hold ON true
        LEFT JOIN LATERAL (
          SELECT s.detail, s.created_at FROM user_security_events s WHERE s.user_id = w.user_id
             AND s.kind = 'new_sign_in_country' AND ${within(SECURITY_WINDOW_DAYS, 's.created_at')}
           ORDER BY s.created_at DESC LIMIT 1) sc ON true
       WHERE ${where})
    SELECT m.*, array_remove(ARRAY[
             CASE WHEN m.blocked IS NOT NULL THEN 'blocked_destination' END,
             CASE WHEN m.w24 > m.daily_usd THEN 'over_daily_limit' END,
             CASE WHEN m.w30 > m.monthly_usd THEN 'over_monthly_limit' END,
             CASE WHEN m.kyc_status <> 'approved' THEN 'kyc_not_approved' END,
             CASE WHEN m.other_users > 0 THEN 'shared_destination' END,
             CASE WHEN m.password_at IS NOT NULL THEN 'password_changed' END,
             CASE WHEN m.two_factor_at IS NOT NULL THEN 'two_factor_changed' END,
             CASE WHEN m.age_days < ${NEW_ACCOUNT_DAYS} THEN 'new_account' END,
             CASE WHEN m.sign_in_at IS NOT NULL THEN 'new_sign_in_country' END,
             CASE WHEN m.disputes > 0 THEN 'open_dispute' END,
             CASE WHEN m.w30 > m.d30 THEN 'withdrawals_exceed_deposits' END,
             CASE WHEN NOT m.used_before THEN 'new_destination' END,
             CASE WHEN m.tickets > 0 THEN 'open_ticket' END
           ], NULL) AS flags
      FROM m`;
}

/** The level of a flags array, in SQL, from the contract's severities (most severe first). */
function levelSql(flags: string): string {
  const whens = RISK_LEVELS.filter((level) => level !== 'none').map((level) => {
    const codes = RISK_FLAG_CODES.filter((code) => RISK_FLAGS[code] === level);
    return `WHEN ${flags} && ARRAY[${codes.map((c) => `'${c}'`).join(', ')}]::text[] THEN '${level}'`;
  });
  return `CASE ${whens.join(' ')} ELSE 'none' END`;
}

interface FiguresRow {
  id: string;
  kyc_status: string;
  asset: string;
  age_days: string;
  total: string;
  daily_usd: string | null;
  monthly_usd: string | null;
  balance_before: string;
  w24: string;
  w30: string;
  d30: string;
  used_before: boolean;
  other_users: number;
  blocked: string | null;
  password_at: Date | null;
  two_factor_at: Date | null;
  sign_in_country: string | null;
  sign_in_at: Date | null;
  disputes: number;
  tickets: number;
  flags: RiskFlagCode[];
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const money = (v: string | number) => String(Math.round(Number(v) * 100) / 100);

function reviewOf(row: FiguresRow): WithdrawalRiskReview {
  const figures: WithdrawalRiskFigures = {
    kycStatus: row.kyc_status,
    accountAgeDays: Math.floor(Number(row.age_days) * 10) / 10,
    asset: row.asset,
    balanceBefore: String(row.balance_before),
    balanceAfter: String(Number(row.balance_before) - Number(row.total)),
    withdrawn24hUsd: money(row.w24),
    withdrawn30dUsd: money(row.w30),
    dailyLimitUsd: row.daily_usd === null ? null : money(row.daily_usd),
    monthlyLimitUsd: row.monthly_usd === null ? null : money(row.monthly_usd),
    deposited30dUsd: money(row.d30),
    destinationUsedBefore: row.used_before,
    destinationOtherUsers: row.other_users,
    destinationBlocked: row.blocked,
    passwordChangedAt: iso(row.password_at),
    twoFactorChangedAt: iso(row.two_factor_at),
    newSignInCountry: row.sign_in_country,
    newSignInAt: iso(row.sign_in_at),
    openDisputes: row.disputes,
    openTickets: row.tickets,
  };
  const level = riskLevelOf(row.flags);
  return {
    withdrawalId: row.id,
    level,
    needsReview: level === 'review',
    flags: row.flags.map((code) => ({
      code,
      severity: RISK_FLAGS[code],
      sentence: riskSentence(code, figures),
    })),
    figures,
  };
}

/** One withdrawal's review, measured now; 404 when there is no such withdrawal. */
export async function reviewWithdrawal(db: Tx, id: string): Promise<WithdrawalRiskReview> {
  const { rows } = await db.query<FiguresRow>(figuresSql('w.id = $1'), [id]);
  if (!rows[0]) throw notFound('Withdrawal not found');
  return reviewOf(rows[0]);
}

/**
 * Measures the withdrawals `where` selects (on `w`, with `params`) and stores each one's level and
 * flags, in one statement: the grid's Risk column and filter read what this wrote.
 */
export async function assessWithdrawals(
  db: Tx,
  where: string,
  params: unknown[] = [],
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH r AS (${figuresSql(where)}),
     up AS (
       INSERT INTO withdrawal_risk (withdrawal_id, level, flags, assessed_at)
       SELECT r.id, ${levelSql('r.flags')}, r.flags, now() FROM r
       ON CONFLICT (withdrawal_id) DO UPDATE
         SET level = EXCLUDED.level, flags = EXCLUDED.flags, assessed_at = EXCLUDED.assessed_at
       RETURNING 1)
     SELECT count(*)::int AS n FROM up`,
    params,
  );
  return rows[0].n;
}

/** Withdrawals an admin can still approve: a limit change re-ranks these. */
export const OPEN_WITHDRAWALS = `w.status IN ('pending', 'failed')`;

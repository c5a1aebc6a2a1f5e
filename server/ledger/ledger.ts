import type { Db } from '../db/index.ts';
import { ApiError } from '../http/envelope.ts';

/**
 * The one way value moves: `postJournal` writes a journal whose lines sum to zero per asset and
 * updates each account's balance in the caller's transaction. Deposits, withdrawals, fees,
 * converts, trade fills, order cancels, stakes and P2P escrow all book through it, so a user's
 * balance is always the sum of their entries and the ledger sums to zero per asset.
 */

export type AccountKind =
  | 'user' // a user's available funds
  | 'user_hold' // held for a pending withdrawal
  | 'order_reserve' // reserved by an open order
  | 'escrow' // P2P escrow
  | 'staking' // locked in a stake
  | 'platform' // the platform's own funds (admin stakes, settlements)
  | 'fees' // fee income
  | 'rewards' // staking rewards paid out (may go below zero: it is an expense)
  | 'external'; // the outside world: deposits come from it, withdrawals go to it

export type JournalKind =
  | 'opening'
  | 'deposit'
  | 'withdrawal_hold'
  | 'withdrawal_release'
  | 'withdrawal_complete'
  | 'fee'
  | 'convert'
  | 'trade_fill'
  | 'order_hold' // funds an open order reserves (user or seeded opening -> order_reserve)
  | 'order_cancel'
  | 'stake_lock'
  | 'stake_unlock'
  | 'stake_reward'
  | 'p2p_escrow'
  | 'p2p_release'
  | 'p2p_refund';

export interface LedgerLine {
  kind: AccountKind;
  /** The user's id for user-owned kinds; omit for platform-wide accounts. */
  owner?: string;
  assetId: string;
  /** A decimal string (or integer), signed: positive credits the account, negative debits it. */
  amount: string | number;
}

export interface Journal {
  kind: JournalKind;
  /** What it books, e.g. `withdrawal:<id>`. */
  reference?: string;
  description?: string;
  adminId?: string | null;
  lines: LedgerLine[];
}

export interface PostedEntry {
  accountId: string;
  kind: AccountKind;
  owner: string;
  assetId: string;
  amount: string;
  balanceAfter: string;
}

/** A debit that would take an account below zero: answered 409, and the transaction rolls back. */
export class InsufficientBalance extends ApiError {
  constructor(message: string) {
    super(409, message);
  }
}

type Tx = Pick<Db, 'query'>;

const DECIMAL = /^-?\d{1,18}(\.\d{1,18})?$/;
const MAY_GO_NEGATIVE = new Set<AccountKind>(['external', 'rewards']);

/**
 * Posts one balanced journal inside the caller's transaction (call it from `db.transaction`).
 * Accounts are created on first use and locked in a fixed order, so concurrent journals touching
 * the same accounts cannot deadlock; a debit below zero throws InsufficientBalance.
 */
export async function postJournal(
  tx: Tx,
  journal: Journal,
): Promise<{ journalId: string; entries: PostedEntry[] }> {
  const lines = journal.lines
    .map((line) => ({ ...line, owner: line.owner ?? '', amount: String(line.amount).trim() }))
    .filter((line) => !/^-?0*(\.0*)?$/.test(line.amount));
  if (lines.length < 2)
    throw new Error(`Journal ${journal.kind} needs at least two non-zero lines`);
  for (const line of lines) {
    if (!DECIMAL.test(line.amount))
      throw new Error(`Journal ${journal.kind}: '${line.amount}' is not a decimal amount`);
  }
  const unbalanced = await tx.query<{ asset_id: string; total: string }>(
    `SELECT asset_id, sum(amount)::text AS total
       FROM unnest($1::uuid[], $2::numeric[]) AS l(asset_id, amount)
      GROUP BY asset_id HAVING sum(amount) <> 0`,
    [lines.map((l) => l.assetId), lines.map((l) => l.amount)],
  );
  if (unbalanced.rows.length > 0) {
    throw new Error(
      `Journal ${journal.kind} does not balance: ${unbalanced.rows.map((r) => `${r.asset_id} ${r.total}`).join(', ')}`,
    );
  }

  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO ledger_journals (kind, reference, description, admin_id) VALUES ($1, $2, $3, $4) RETURNING id::text`,
    [journal.kind, journal.reference ?? null, journal.description ?? null, journal.adminId ?? null],
  );
  const journalId = rows[0].id;

  const ordered = [...lines].sort((a, b) =>
    `${a.kind}|${a.owner}|${a.assetId}`.localeCompare(`${b.kind}|${b.owner}|${b.assetId}`),
  );
  const entries: PostedEntry[] = [];
  for (const line of ordered) {
    await tx.query(
      `INSERT INTO ledger_accounts (kind, owner, asset_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [line.kind, line.owner, line.assetId],
    );
    const updated = await tx.query<{ id: string; balance: string; symbol: string }>(
      `UPDATE ledger_accounts la SET balance = la.balance + $4::numeric
         FROM assets a
        WHERE la.kind = $1 AND la.owner = $2 AND la.asset_id = $3 AND a.id = la.asset_id
          AND (la.balance + $4::numeric >= 0 OR $5::boolean)
        RETURNING la.id::text, trim_scale(la.balance)::text AS balance, a.symbol`,
      [line.kind, line.owner, line.assetId, line.amount, MAY_GO_NEGATIVE.has(line.kind)],
    );
    const account = updated.rows[0];
    if (!account) throw await insufficient(tx, line);
    await tx.query(
      `INSERT INTO ledger_entries (journal_id, account_id, amount, balance_after) VALUES ($1, $2, $3, $4)`,
      [journalId, account.id, line.amount, account.balance],
    );
    entries.push({
      accountId: account.id,
      kind: line.kind,
      owner: line.owner,
      assetId: line.assetId,
      amount: line.amount,
      balanceAfter: account.balance,
    });
  }
  return { journalId, entries };
}

async function insufficient(tx: Tx, line: LedgerLine & { owner: string }) {
  const { rows } = await tx.query<{ balance: string | null; symbol: string }>(
    `SELECT trim_scale(la.balance)::text AS balance, a.symbol FROM assets a
       LEFT JOIN ledger_accounts la ON la.asset_id = a.id AND la.kind = $1 AND la.owner = $2
      WHERE a.id = $3`,
    [line.kind, line.owner, line.assetId],
  );
  const { balance = '0', symbol = 'the asset' } = rows[0] ?? {};
  const needed = String(line.amount).replace(/^-/, '');
  return new InsufficientBalance(
    `Insufficient balance: ${needed} ${symbol} needed, ${balance ?? '0'} ${symbol} available`,
  );
}

/** An account's balance as a decimal string ('0' when it was never used). */
export async function balanceOf(
  db: Tx,
  kind: AccountKind,
  assetId: string,
  owner = '',
): Promise<string> {
  const { rows } = await db.query<{ balance: string }>(
    `SELECT trim_scale(balance)::text AS balance FROM ledger_accounts WHERE kind = $1 AND owner = $2 AND asset_id = $3`,
    [kind, owner, assetId],
  );
  return rows[0]?.balance ?? '0';
}

/**
 * The ledger's invariants, for tests and health checks: assets whose entries do not sum to zero,
 * and accounts whose balance differs from the sum of their entries. Both lists are empty when sound.
 */
export async function ledgerDiscrepancies(db: Tx) {
  const unbalanced = await db.query<{ asset_id: string; total: string }>(
    `SELECT la.asset_id, sum(e.amount)::text AS total FROM ledger_entries e
       JOIN ledger_accounts la ON la.id = e.account_id GROUP BY la.asset_id HAVING sum(e.amount) <> 0`,
  );
  const drifted = await db.query<{ id: string; balance: string; sum: string }>(
    `SELECT la.id::text, la.balance::text, coalesce(s.total, 0)::text AS sum FROM ledger_accounts la
       LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_entries GROUP BY account_id) s
         ON s.account_id = la.id
      WHERE la.balance <> coalesce(s.total, 0)`,
  );
  return { unbalancedAssets: unbalanced.rows, driftedAccounts: drifted.rows };
}

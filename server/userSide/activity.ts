import { randomBytes } from 'node:crypto';
import type { Db } from '../db/index.ts';
import { postJournal } from '../ledger/ledger.ts';
import { receiveIntoWallet } from '../treasury/holdings.ts';
import { conflict, notFound } from '../http/envelope.ts';

/**
 * What the exchange's user side does that an admin then handles, each in one transaction with its
 * ledger entries where money moves: a credited deposit, a support ticket and a user's reply, a KYC
 * submission. The activity simulator (server/live/simulate.ts) and the tests call these; withdrawal
 * requests and disputes have theirs beside the admin's moves (money/withdrawals.ts, p2p/trades.ts).
 */

/** A deposit seen on chain with its confirmations: the row, credited, and its journal. */
export async function creditDeposit(
  db: Db,
  input: { userId: string; assetId: string; networkId: string; amount: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; symbol: string }>(
      `INSERT INTO deposits (user_id, asset_id, network_id, amount, tx_hash, confirmations,
                             required_confirmations, status, credited_at)
       SELECT $1, a.id, $3, $4::numeric, $5, 20, 19, 'credited', now() FROM assets a WHERE a.id = $2
       RETURNING id::text, (SELECT symbol FROM assets WHERE id = $2)`,
      [input.userId, input.assetId, input.networkId, input.amount, randomBytes(32).toString('hex')],
    );
    const deposit = rows[0];
    if (!deposit) throw notFound('Asset not found');
    await postJournal(tx, {
      kind: 'deposit',
      reference: `deposit:${deposit.id}`,
      description: `Deposit of ${input.amount} ${deposit.symbol} on ${input.networkId}`,
      lines: [
        { kind: 'external', assetId: input.assetId, amount: `-${input.amount}` },
        { kind: 'user', owner: input.userId, assetId: input.assetId, amount: input.amount },
      ],
    });
    await receiveIntoWallet(tx, { ...input, reason: `Deposit ${deposit.id}` });
    return deposit.id;
  });
}

/** A user opens a ticket: the ticket (open) and its first message. */
export async function openTicket(
  db: Db,
  input: {
    userId: string;
    categoryId: string;
    subject: string;
    priority: 'low' | 'medium' | 'high' | 'urgent';
    body: string;
  },
): Promise<string> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO support_tickets (ticket_no, user_id, category_id, subject, priority, status)
       VALUES ('#' || (SELECT coalesce(max(substr(ticket_no, 2)::bigint), 100000) + 1
                         FROM support_tickets WHERE ticket_no ~ '^#[0-9]+$'),
               $1, $2, $3, $4, 'open')
       RETURNING id::text`,
      [input.userId, input.categoryId, input.subject, input.priority],
    );
    await tx.query(
      `INSERT INTO support_messages (ticket_id, author, kind, body) VALUES ($1, 'user', 'reply', $2)`,
      [rows[0].id, input.body],
    );
    return rows[0].id;
  });
}

/** The user answers on a ticket that is not closed: it is the admins' turn again (open). */
export async function userReply(db: Db, ticketId: string, body: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: string }>(
      'SELECT status FROM support_tickets WHERE id = $1 FOR UPDATE',
      [ticketId],
    );
    if (!rows[0]) throw notFound('Ticket not found');
    if (rows[0].status === 'closed') throw conflict('The ticket is closed');
    await tx.query(
      `INSERT INTO support_messages (ticket_id, author, kind, body) VALUES ($1, 'user', 'reply', $2)`,
      [ticketId, body],
    );
    await tx.query(
      `UPDATE support_tickets SET status = 'open', last_reply_at = now(), last_reply_by = 'user',
              updated_at = now() WHERE id = $1`,
      [ticketId],
    );
  });
}

/** A user submits (or, after a rejection, resubmits) KYC: the record and the user are pending. */
export async function submitKyc(
  db: Db,
  input: { userId: string; fullName: string; nationality: string; documentNumber: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO kyc (id, user_id, full_name, date_of_birth, nationality, address, document_type,
                        document_number, status, submitted_at)
       VALUES (gen_random_uuid(), $1, $2, date '1990-04-12', $3, '1 Market Street', 'passport', $4,
               'pending', now())
       ON CONFLICT (user_id) DO UPDATE SET status = 'pending', reason = NULL, reviewed_at = NULL,
              reviewed_by = NULL, document_number = EXCLUDED.document_number, submitted_at = now()
       RETURNING id::text`,
      [input.userId, input.fullName, input.nationality, input.documentNumber],
    );
    await tx.query(`UPDATE users SET kyc_status = 'pending' WHERE id = $1`, [input.userId]);
    return rows[0].id;
  });
}

import type { Db } from '../db/index.ts';

type Tx = Pick<Db, 'query'>;

export const P2P_LINES = `CREATE TEMP TABLE p2p_lines (journal_id bigint, seq int, kind text, owner text,
  asset_id uuid, amount numeric, created_at timestamptz) ON COMMIT DROP`;

/** Journals of one kind for each trade `where` selects, staged as lines in one statement. */
async function stage(
  tx: Tx,
  where: string,
  journal: { kind: string; description: string; at: string },
  lines: string,
): Promise<void> {
  await tx.query(
    `WITH src AS (
       SELECT nextval('ledger_journals_id_seq') AS jid, t.*, a.symbol, b.email AS buyer_email, s.email AS seller_email
         FROM p2p_trades t JOIN assets a ON a.id = t.asset_id JOIN users b ON b.id = t.buyer_id
         JOIN users s ON s.id = t.seller_id WHERE ${where}),
     j AS (INSERT INTO ledger_journals (id, kind, reference, description, created_at)
           SELECT jid, '${journal.kind}', 'p2p:' || src.id, ${journal.description}, ${journal.at} FROM src)
     INSERT INTO p2p_lines (journal_id, seq, kind, owner, asset_id, amount, created_at)
     SELECT src.jid, v.seq, v.kind, v.owner, src.asset_id, v.amount, ${journal.at}
       FROM src CROSS JOIN LATERAL (VALUES ${lines}) AS v(seq, kind, owner, amount)
      WHERE v.amount <> 0`,
  );
}

/**
 * Books the seeded trades: every trade's escrow when it opened (seller → escrow of the trade);
 * released ones pay the buyer less the fee, cancelled ones refund the seller. Open, paid and
 * disputed trades keep their amount in escrow. Entries carry running balances per account.
 */
export async function bookP2pLines(tx: Tx): Promise<void> {
  const what = `src.order_no || ': ' || trim_scale(src.amount) || ' ' || src.symbol`;
  await stage(
    tx,
    'true',
    {
      kind: 'p2p_escrow',
      description: `'P2P trade ' || ${what} || ' held in escrow for ' || src.fiat`,
      at: 'src.created_at',
    },
    `(1, 'user', src.seller_id::text, -src.amount), (2, 'escrow', src.id::text, src.amount)`,
  );
  await stage(
    tx,
    `t.status = 'released'`,
    {
      kind: 'p2p_release',
      description: `'P2P trade ' || ${what} || ' released to ' || src.buyer_email`,
      at: 'src.closed_at',
    },
    `(1, 'escrow', src.id::text, -src.amount), (2, 'user', src.buyer_id::text, src.amount - src.fee),
     (3, 'fees', '', src.fee)`,
  );
  await stage(
    tx,
    `t.status = 'cancelled'`,
    {
      kind: 'p2p_refund',
      description: `'P2P trade ' || ${what} || ' cancelled: refunded to ' || src.seller_email`,
      at: 'src.closed_at',
    },
    `(1, 'escrow', src.id::text, -src.amount), (2, 'user', src.seller_id::text, src.amount)`,
  );
  await tx.query(
    `INSERT INTO ledger_accounts (kind, owner, asset_id)
     SELECT DISTINCT kind, owner, asset_id FROM p2p_lines ON CONFLICT DO NOTHING`,
  );
  await tx.query(
    `INSERT INTO ledger_entries (journal_id, account_id, amount, balance_after, created_at)
     SELECT l.journal_id, la.id, l.amount,
            trim_scale(la.balance + sum(l.amount) OVER (PARTITION BY la.id ORDER BY l.created_at, l.journal_id, l.seq)),
            l.created_at
       FROM p2p_lines l JOIN ledger_accounts la ON la.kind = l.kind AND la.owner = l.owner AND la.asset_id = l.asset_id`,
  );
  await tx.query(
    `UPDATE ledger_accounts la SET balance = la.balance + s.total
       FROM (SELECT la2.id, sum(l.amount) AS total FROM p2p_lines l
               JOIN ledger_accounts la2 ON la2.kind = l.kind AND la2.owner = l.owner AND la2.asset_id = l.asset_id
              GROUP BY la2.id) s
      WHERE la.id = s.id`,
  );
}

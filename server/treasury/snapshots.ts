import { randomBytes } from 'node:crypto';
import type { Querier } from '../db/index.ts';
import { logAction } from '../actionLog.ts';
import type { PublishedSnapshot } from './snapshotBuild.ts';
import { conflict, notFound } from '../http/envelope.ts';
import type { SnapshotPage, TreasurySnapshot } from '../../src/contracts/treasury.ts';

/** The words of a request or approval made while a build runs. */
export const SNAPSHOT_BUILDING =
  'A proof-of-reserves snapshot is being built: wait until it is published (or has failed) before asking for another';

/** Refuses (409) while a snapshot is building: one build at a time. */
export async function refuseWhileBuilding(tx: Querier): Promise<void> {
  const { rows } = await tx.query(`SELECT 1 FROM treasury_snapshots WHERE status = 'building'`);
  if (rows.length) throw conflict(SNAPSHOT_BUILDING);
}

/**
 * The approved snapshot's row (status building), inside the approval's transaction; its tree is
 * built after the commit (snapshotBuild.ts). The unique index on the building status settles two
 * approvals racing: the second one's insert fails and answers the same 409.
 */
export async function startSnapshot(
  tx: Querier,
  by: { requestedBy: string; approvedBy: string },
): Promise<string> {
  await refuseWhileBuilding(tx);
  try {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO treasury_snapshots (requested_by, approved_by, nonce_secret) VALUES ($1, $2, $3) RETURNING id::text`,
      [by.requestedBy, by.approvedBy, randomBytes(32).toString('hex')],
    );
    return rows[0].id;
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw conflict(SNAPSHOT_BUILDING);
    throw error;
  }
}

const SNAPSHOT_COLUMNS = `s.id::text, s.status, ra.email AS requested_by, aa.email AS approved_by, s.created_at,
  s.published_at, s.users, s.root_hash, s.totals, s.reconciliation
  FROM treasury_snapshots s LEFT JOIN admins ra ON ra.id = s.requested_by LEFT JOIN admins aa ON aa.id = s.approved_by`;

interface SnapshotRow {
  id: string;
  status: TreasurySnapshot['status'];
  requested_by: string | null;
  approved_by: string | null;
  created_at: Date;
  published_at: Date | null;
  users: number;
  root_hash: string | null;
  totals: Record<string, string>;
  reconciliation: TreasurySnapshot['reconciliation'];
}

const snapshotOf = (row: SnapshotRow): TreasurySnapshot => ({
  id: row.id,
  status: row.status,
  requestedBy: row.requested_by,
  approvedBy: row.approved_by,
  createdAt: new Date(row.created_at).toISOString(),
  publishedAt: row.published_at ? new Date(row.published_at).toISOString() : null,
  users: row.users,
  rootHash: row.root_hash,
  totals: row.totals,
  reconciliation: row.reconciliation,
});

/** A page of snapshots, newest first. */
export async function listSnapshots(
  db: Querier,
  { page = 1, limit = 25 }: { page?: number; limit?: number },
): Promise<SnapshotPage> {
  const { rows } = await db.query<SnapshotRow & { total: number }>(
    `SELECT ${SNAPSHOT_COLUMNS.replace('FROM', ', count(*) OVER ()::int AS total FROM')}
      ORDER BY s.created_at DESC, s.id DESC LIMIT $1 OFFSET $2`,
    [limit, (page - 1) * limit],
  );
  const total =
    rows[0]?.total ??
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM treasury_snapshots')).rows[0].n;
  return { items: rows.map(snapshotOf), total };
}

export async function getSnapshot(db: Querier, id: string): Promise<TreasurySnapshot> {
  const { rows } = await db.query<SnapshotRow>(`SELECT ${SNAPSHOT_COLUMNS} WHERE s.id = $1`, [id]);
  if (!rows[0]) throw notFound('Snapshot not found');
  return snapshotOf(rows[0]);
}

/** The bell's entry once a snapshot built after an approval is published. */
export async function logPublished(db: Querier, published: PublishedSnapshot, adminId: string) {
  const totals = Object.entries(published.totals).map(([symbol, total]) => `${total} ${symbol}`);
  await logAction(db, {
    description: `Proof of reserves ${published.id.slice(0, 8)} published: root ${published.rootHash ?? 'none'}, ${published.users} users, totals ${totals.join(', ')}`,
    adminId,
  });
}

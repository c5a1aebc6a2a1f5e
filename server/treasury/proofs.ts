import type { Querier } from '../db/index.ts';
import { conflict, notFound } from '../http/envelope.ts';
import type { ReservesProof } from '../../src/contracts/treasury.ts';
import {
  hexToBase64url,
  scalesOf,
  stepText,
  type ProofStep,
  type SumNode,
} from '../../src/contracts/proofOfReserves.ts';
import { BLOCK_LEAVES, BLOCK_LEVELS, blockLevels, blockStart, isStored } from './treeBlock.ts';
import { leafNonce } from './leafNonce.ts';

interface Snapshot {
  status: string;
  published_at: Date | null;
  assets: string[];
  level_sizes: number[];
  root_hash: string;
  totals: Record<string, string>;
  nonce_secret: string;
}

/**
 * One user's inclusion proof: their leaf (nonce, id, balances) and, per level, the sibling's side,
 * hash and sums as one short string (a million users' proof stays under 3 kB): the lowest ones
 * rebuilt from the leaf's block (treeBlock.ts), the others found by key (four indexed reads
 * whatever the size). A level where the user's node had no sibling (promoted
 * unchanged) adds no step. No other user's balance appears: a sibling is a subtree's sums, a
 * single user's only at the leaf level, where it is the neighbour's leaf sums.
 */
export async function proofOf(
  db: Querier,
  snapshotId: string,
  userId: string,
): Promise<ReservesProof> {
  const { rows: snaps } = await db.query<Snapshot>(
    `SELECT status, published_at, assets, level_sizes, root_hash, totals, nonce_secret
       FROM treasury_snapshots WHERE id = $1`,
    [snapshotId],
  );
  const snap = snaps[0];
  if (!snap) throw notFound('Snapshot not found');
  if (snap.status !== 'published')
    throw conflict(`This snapshot is ${snap.status}: proofs exist only once it is published`);
  const { rows: leaves } = await db.query<{ idx: number; sums: string[] }>(
    `SELECT idx, string_to_array(sums, ',') AS sums FROM treasury_snapshot_nodes
      WHERE snapshot_id = $1 AND level = 0 AND user_id = $2`,
    [snapshotId, userId],
  );
  const leaf = leaves[0];
  if (!leaf) throw notFound('This user has no balance in this snapshot: no proof to give');

  const start = blockStart(leaf.idx);
  const { rows: blockLeaves } = await db.query<{ hash: string; sums: string[] }>(
    `SELECT hash, string_to_array(sums, ',') AS sums FROM treasury_snapshot_nodes
      WHERE snapshot_id = $1 AND level = 0 AND idx >= $2 AND idx < $3 ORDER BY idx`,
    [snapshotId, start, start + BLOCK_LEAVES],
  );
  const block = blockLevels(blockLeaves, start, snap.level_sizes);

  const wanted: { level: number; idx: number; side: ProofStep['side'] }[] = [];
  let idx = leaf.idx;
  for (let level = 0; level < snap.level_sizes.length - 1; level++) {
    const sibling = idx ^ 1;
    if (sibling < snap.level_sizes[level])
      wanted.push({ level, idx: sibling, side: sibling < idx ? 'l' : 'r' });
    idx >>= 1;
  }
  const stored = wanted.filter((w) => isStored(w.level) && w.level > 0);
  const { rows: nodes } = await db.query<{ level: number; hash: string; sums: string[] }>(
    // LATERAL: one primary-key lookup per level, whatever the statistics of a fresh tree say.
    `SELECT n.level, n.hash, string_to_array(n.sums, ',') AS sums FROM unnest($2::int[], $3::int[]) AS w(level, idx)
       CROSS JOIN LATERAL (SELECT * FROM treasury_snapshot_nodes t
                            WHERE t.snapshot_id = $1 AND t.level = w.level AND t.idx = w.idx) n`,
    [snapshotId, stored.map((w) => w.level), stored.map((w) => w.idx)],
  );
  const byLevel = new Map<number, SumNode>(nodes.map((n) => [n.level, n]));
  const nodeAt = (w: { level: number; idx: number }) =>
    w.level < BLOCK_LEVELS ? block[w.level].get(w.idx)! : byLevel.get(w.level)!;
  const siblings = wanted.map(nodeAt);
  const scales = scalesOf(
    siblings.map((node) => node.sums),
    snap.assets.length,
  );
  return {
    version: 2,
    snapshotId,
    publishedAt: new Date(snap.published_at!).toISOString(),
    assets: snap.assets,
    rootHash: snap.root_hash,
    totals: snap.assets.map((symbol) => snap.totals[symbol]),
    leaf: {
      userId,
      nonce: hexToBase64url(leafNonce(snap.nonce_secret, userId)),
      balances: leaf.sums,
    },
    scales,
    path: siblings.map((node, i) => stepText(wanted[i].side, node.hash, node.sums, scales)),
  };
}

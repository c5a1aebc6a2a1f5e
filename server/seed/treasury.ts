import type { Config } from '../config.ts';
import type { Db, Querier } from '../db/index.ts';
import { readReconciliation } from '../treasury/reconciliation.ts';
import { startSnapshot } from '../treasury/snapshots.ts';
import { buildSnapshot } from '../treasury/snapshotBuild.ts';
import { amountOf, unitsOf } from '../treasury/units.ts';
import { OPS_ADMIN, SECOND_OWNER } from './devAdmins.ts';

/**
 * THE SEEDED DISCREPANCY: the ETH hot wallet lost a transfer, so ETH is short by exactly
 * 2.5 ETH (holdings − liabilities = −2.5 right after the seed). Every other asset is covered.
 * The treasury screen has something to find; the rest of the books reconcile.
 */
export const SHORT_ASSET = 'ETH';
export const SHORT_BY = '2.5';

/** Reserves above what users are owed, where the seeded history left a wallet short of it. */
const BUFFER_PERCENT = 2n;

/**
 * Outside production, once: the platform wallets cover what the seeded history owes users (each
 * asset short of it is topped up to its liabilities + 2 %, into its current wallet), then the
 * one documented loss, then one published proof of reserves, asked by the finance admin and
 * approved by the second owner, so the screens and a proof can be tried at once.
 */
export async function seedTreasury(db: Db, config: Config): Promise<void> {
  if (config.production) return;
  const { rows } = await db.query('SELECT 1 FROM treasury_snapshots LIMIT 1');
  if (rows.length) return;
  await db.transaction(async (tx) => {
    const books = await readReconciliation(tx);
    for (const asset of books.assets) {
      const owed = unitsOf(asset.liabilities.total);
      const held = unitsOf(asset.holdings.total);
      if (asset.asset === SHORT_ASSET) {
        // Exactly covered, then the loss: the shortfall is the lost amount, whatever the history
        // (a seed owing users less than that loses what it owes, and nothing when it owes nothing).
        await moveReserve(tx, asset.assetId, owed - held, 'Reserve aligned with the books');
        await loseFromHotWallet(tx, asset.assetId, min(unitsOf(SHORT_BY), owed));
      } else if (held < owed + (owed * BUFFER_PERCENT) / 100n) {
        await moveReserve(
          tx,
          asset.assetId,
          owed + (owed * BUFFER_PERCENT) / 100n - held,
          'Reserve top-up',
        );
      }
    }
  });
  await publishSeedSnapshot(db);
}

/**
 * Credits the asset's current wallet of its first network (the hot wallet users deposit to), or
 * debits its wallets from the coldest: a loss names the hot wallet, so the alignment before it
 * leaves the hot wallet's funds alone as long as the others hold enough.
 */
async function moveReserve(tx: Querier, assetId: string, units: bigint, reason: string) {
  if (units === 0n) return;
  const { rows: wallets } = await tx.query<{ id: string; balance: string }>(
    `SELECT w.id::text, trim_scale(w.balance)::text AS balance FROM platform_wallets w
       JOIN asset_networks an ON an.id = w.asset_network_id
      WHERE an.asset_id = $1 ORDER BY an.created_at, an.network_id, w.created_at DESC, w.id DESC`,
    [assetId],
  );
  let left = units;
  for (const wallet of units > 0n ? wallets : [...wallets].reverse()) {
    const move = left > 0n ? left : -min(-left, unitsOf(wallet.balance));
    if (move === 0n) continue;
    await tx.query('UPDATE platform_wallets SET balance = balance + $2::numeric WHERE id = $1', [
      wallet.id,
      amountOf(move),
    ]);
    await tx.query(
      'INSERT INTO wallet_ledger_entries (wallet_id, amount, reason) VALUES ($1, $2::numeric, $3)',
      [wallet.id, amountOf(move), reason],
    );
    left -= move;
    if (left === 0n) return;
  }
  throw new Error(`The seed could not move ${amountOf(units)} of asset ${assetId}: ${reason}`);
}

/** The seeded loss: only the hot wallet (the newest of the asset's first network) pays it. */
async function loseFromHotWallet(tx: Querier, assetId: string, lost: bigint) {
  if (lost === 0n) return;
  const { rows } = await tx.query<{ id: string }>(
    `UPDATE platform_wallets SET balance = balance - $2::numeric
      WHERE id = (SELECT w.id FROM platform_wallets w JOIN asset_networks an ON an.id = w.asset_network_id
                   WHERE an.asset_id = $1 ORDER BY an.created_at, an.network_id, w.created_at DESC, w.id DESC LIMIT 1)
        AND balance >= $2::numeric
      RETURNING id::text`,
    [assetId, amountOf(lost)],
  );
  if (!rows[0]) throw new Error(`The ${SHORT_ASSET} hot wallet cannot lose ${amountOf(lost)}`);
  await tx.query(
    'INSERT INTO wallet_ledger_entries (wallet_id, amount, reason) VALUES ($1, $2::numeric, $3)',
    [
      rows[0].id,
      amountOf(-lost),
      `Lost transfer: ${SHORT_BY} ${SHORT_ASSET} sent to an unknown address`,
    ],
  );
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);

async function publishSeedSnapshot(db: Db): Promise<void> {
  const id = await db.transaction(async (tx) => {
    const { rows: admins } = await tx.query<{ id: string; email: string }>(
      'SELECT id::text, email FROM admins WHERE email = ANY($1)',
      [[OPS_ADMIN.email, SECOND_OWNER.email]],
    );
    const requester = admins.find((a) => a.email === OPS_ADMIN.email);
    const approver = admins.find((a) => a.email === SECOND_OWNER.email);
    if (!requester || !approver) return null;
    await tx.query(
      `INSERT INTO admin_requests (kind, target, summary, payload, reason, status, requested_by, expires_at,
                                   decided_by, decided_at, decision_reason)
       VALUES ('treasury.snapshot', 'Proof of reserves', 'freeze the books and publish a Merkle-sum tree of every balance',
               '{}', 'Monthly proof of reserves', 'approved', $1, now() + interval '72 hours', $2, now(), 'Books checked')`,
      [requester.id, approver.id],
    );
    return startSnapshot(tx, { requestedBy: requester.id, approvedBy: approver.id });
  });
  if (id) await buildSnapshot(db, id);
}

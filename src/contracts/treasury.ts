/**
 * The treasury's answers, written once for both sides: what the exchange owes its users (the
 * ledger's user-owned accounts) against what it holds (the platform wallets), and the published
 * proof of reserves users can check. Amounts are decimal strings in the asset's own unit, never
 * floats. Plain TypeScript: no browser or Node imports.
 */

export const TREASURY_PATHS = {
  reconciliation: '/admin/treasury/reconciliation',
  snapshots: '/admin/treasury/snapshots',
  snapshot: '/admin/treasury/snapshots/:id',
  proof: '/admin/treasury/snapshots/:id/proof/:userId',
} as const;

/** The ledger account kinds a user owns: every one is a liability of the exchange. */
export const LIABILITY_KINDS = ['user', 'user_hold', 'order_reserve', 'escrow', 'staking'] as const;
export type LiabilityKind = (typeof LIABILITY_KINDS)[number];

export const LIABILITY_KIND_LABELS: Record<LiabilityKind, string> = {
  user: 'Available',
  user_hold: 'Held for withdrawals',
  order_reserve: 'Reserved by orders',
  escrow: 'P2P escrow',
  staking: 'Staked',
};

export type CoverageStatus = 'covered' | 'short';

export interface NetworkHoldings {
  /** The network's id, e.g. ERC20. */
  network: string;
  amount: string;
  wallets: number;
}

/** One asset's books, as of the reconciliation's single read. */
export interface AssetReconciliation {
  assetId: string;
  /** The asset's symbol, e.g. BTC. */
  asset: string;
  liabilities: { total: string; byKind: Record<LiabilityKind, string> };
  /** Withdrawals requested and not yet completed, rejected or failed (already inside `user_hold`). */
  pendingWithdrawals: string;
  holdings: { total: string; byNetwork: NetworkHoldings[] };
  /** holdings − liabilities: below zero the exchange is short. */
  difference: string;
  /** holdings ÷ liabilities; null when nothing is owed. */
  coverage: number | null;
  status: CoverageStatus;
}

export interface Reconciliation {
  /** When the consistent read was taken (ISO 8601). */
  asOf: string;
  assets: AssetReconciliation[];
  /** The newest published snapshot, from which "journals since" count. */
  lastSnapshot: { id: string; publishedAt: string; rootHash: string } | null;
}

export type SnapshotStatus = 'building' | 'published' | 'failed';

/** A published proof of reserves: frozen reconciliation, root hash and totals per asset. */
export interface TreasurySnapshot {
  id: string;
  status: SnapshotStatus;
  requestedBy: string | null;
  approvedBy: string | null;
  createdAt: string;
  publishedAt: string | null;
  /** How many users have a leaf. */
  users: number;
  rootHash: string | null;
  /** The root's sums, per asset symbol: they equal the liabilities frozen below. */
  totals: Record<string, string>;
  reconciliation: AssetReconciliation[];
}

/**
 * What one user downloads: their leaf and the siblings up to the root. It reveals no other user's
 * balance, only sums of subtrees. `assets` orders every `balances`, `totals` and sums list.
 * Version 2 is compact (a million users' proof is under 3 kB): each `path` step, leaf to root, is
 * one string `<side> <hash> <sums>`: `l` or `r` for the side the sibling sits on, its SHA-256 in
 * base64url, its sums comma-joined, each an integer of 10^-scales[i] units of assets[i] in base 36.
 * The nonce is base64url too; the root hash is hex, as the snapshot publishes it; balances and
 * totals are decimals in the asset's own unit.
 */
export interface ReservesProof {
  version: 2;
  snapshotId: string;
  publishedAt: string;
  assets: string[];
  rootHash: string;
  totals: string[];
  leaf: { userId: string; nonce: string; balances: string[] };
  scales: number[];
  path: string[];
}

/** `GET /admin/treasury/snapshots?page=1&limit=25` (limit ≤ 100): newest first. */
export interface SnapshotPage {
  items: TreasurySnapshot[];
  total: number;
}

/** `POST /admin/treasury/snapshots` asks; a second admin's approval builds and publishes it. */
export const SNAPSHOT_REQUESTED = 'Snapshot requested — waiting for a second admin';

import type {
  AssetReconciliation,
  Reconciliation,
  ReservesProof,
  TreasurySnapshot,
} from '../../../src/contracts/treasury';
import { BUILT_IN_ROLES, type BuiltInRole } from '../../../src/contracts/permissions';
import { buildAdminProfile, ok } from '../msw';

/**
 * Treasury answers shaped like the contract's (src/contracts/treasury.ts), built from overrides:
 * an asset's figures, a reconciliation, snapshots and a user's proof.
 */

export function buildAssetReconciliation(
  overrides: Partial<AssetReconciliation> = {},
): AssetReconciliation {
  const asset = overrides.asset ?? 'BTC';
  return {
    assetId: `asset-${asset}`,
    asset,
    liabilities: {
      total: '10',
      byKind: { user: '7', user_hold: '1.5', order_reserve: '1', escrow: '0.5', staking: '0' },
    },
    pendingWithdrawals: '1.5',
    holdings: {
      total: '12',
      byNetwork: [{ network: 'BTC', amount: '12', wallets: 2 }],
    },
    difference: '2',
    coverage: 1.2,
    status: 'covered',
    ...overrides,
  };
}

/** ETH owes 100 and holds 97.5: one short asset beside a covered BTC. */
export const shortEth = () =>
  buildAssetReconciliation({
    asset: 'ETH',
    liabilities: {
      total: '100',
      byKind: { user: '80', user_hold: '5', order_reserve: '10', escrow: '0', staking: '5' },
    },
    pendingWithdrawals: '5',
    holdings: {
      total: '97.5',
      byNetwork: [
        { network: 'ERC20', amount: '90', wallets: 3 },
        { network: 'ARBITRUM', amount: '7.5', wallets: 1 },
      ],
    },
    difference: '-2.5',
    coverage: 0.975,
    status: 'short',
  });

export const SNAPSHOT_AT = '2026-11-20T09:30:00.000Z';

export function buildReconciliation(overrides: Partial<Reconciliation> = {}): Reconciliation {
  return {
    asOf: '2026-11-28T15:00:00.000Z',
    assets: [buildAssetReconciliation(), shortEth()],
    lastSnapshot: { id: 'snap-2', publishedAt: SNAPSHOT_AT, rootHash: 'ab'.repeat(32) },
    ...overrides,
  };
}

export function buildSnapshot(overrides: Partial<TreasurySnapshot> = {}): TreasurySnapshot {
  return {
    id: 'snap-1',
    status: 'published',
    requestedBy: 'finance@exchange.test',
    approvedBy: 'owner@exchange.test',
    createdAt: '2026-11-10T09:00:00.000Z',
    publishedAt: '2026-11-10T09:05:00.000Z',
    users: 1234,
    rootHash: 'cd'.repeat(32),
    totals: { BTC: '10', ETH: '100' },
    reconciliation: [buildAssetReconciliation(), buildAssetReconciliation({ asset: 'ETH' })],
    ...overrides,
  };
}

export const snapshotPage = (items: TreasurySnapshot[], total = items.length) => ({
  items,
  total,
});

export function buildProof(snapshotId: string, userId: string): ReservesProof {
  return {
    version: 2,
    snapshotId,
    publishedAt: SNAPSHOT_AT,
    assets: ['BTC', 'ETH'],
    rootHash: 'ef'.repeat(32),
    totals: ['10', '100'],
    leaf: { userId, nonce: `${'Ab'.repeat(21)}A`, balances: ['0.5', '2'] },
    scales: [1, 0],
    path: [`l ${'Cd'.repeat(21)}E 2n,2q`], // 95 tenths of a BTC, 98 ETH
  };
}

/**
 * The admin's profile for a built-in role: the shell's menu and guards read its permissions.
 * Register it in a `server.use` of its own after the shell's handlers: the later call wins.
 */
export const profileOf = (
  role: BuiltInRole,
  overrides: Parameters<typeof buildAdminProfile>[0] = {},
) =>
  ok('get', '/admin/getAdminProfile', {
    ...buildAdminProfile(overrides),
    role,
    permissions: [...BUILT_IN_ROLES[role].permissions],
  });

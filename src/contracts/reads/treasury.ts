import { TREASURY_PATHS } from '../treasury';
import type { CommandInput } from '../commands/types';
import type { ReadDeclaration } from './types';

/** The treasury's reads: every finance, audit and owner admin may look (treasury:read). */
const treasury = { tag: 'Treasury', method: 'GET', permission: 'treasury:read' } as const;

const snapshotId: CommandInput = {
  key: 'id',
  label: 'Snapshot',
  type: 'id',
  rules: { required: true },
};

export const treasuryReconciliation: ReadDeclaration = {
  ...treasury,
  name: 'treasuryReconciliation',
  label: 'What the exchange owes its users against what its wallets hold, per asset',
  path: TREASURY_PATHS.reconciliation,
  inputs: [],
  notes:
    'One consistent read of maintained totals (never a scan of the accounts). result: Reconciliation { asOf, assets: [{ assetId, asset, liabilities: { total, byKind }, pendingWithdrawals, holdings: { total, byNetwork }, difference, coverage, status: covered|short }], lastSnapshot }',
};

export const treasurySnapshots: ReadDeclaration = {
  ...treasury,
  name: 'treasurySnapshots',
  label: 'Proof-of-reserves snapshots, newest first',
  path: TREASURY_PATHS.snapshots,
  inputs: [
    {
      key: 'page',
      label: 'Page',
      type: 'text',
      rules: {
        pattern: { source: '^[1-9][0-9]{0,5}$', message: 'Page must be a whole number from 1.' },
      },
    },
    {
      key: 'limit',
      label: 'Limit',
      type: 'text',
      rules: {
        pattern: { source: '^(100|[1-9][0-9]?)$', message: 'Limit must be from 1 to 100.' },
      },
    },
  ],
  notes:
    'page from 1, limit 1 to 100 (25). result: SnapshotPage { items: TreasurySnapshot[], total }',
};

export const treasurySnapshot: ReadDeclaration = {
  ...treasury,
  name: 'treasurySnapshot',
  label: 'One proof-of-reserves snapshot: status, root hash, totals and the frozen reconciliation',
  path: TREASURY_PATHS.snapshot,
  inputs: [snapshotId],
  notes: 'result: TreasurySnapshot; 404 for an unknown snapshot',
};

export const treasuryProof: ReadDeclaration = {
  ...treasury,
  name: 'treasuryProof',
  label: "One user's inclusion proof in a published snapshot (check it with npm run verify-proof)",
  path: TREASURY_PATHS.proof,
  inputs: [snapshotId, { key: 'userId', label: 'User', type: 'id', rules: { required: true } }],
  notes:
    "result: ReservesProof { version: 2, snapshotId, publishedAt, assets, scales, rootHash, totals, leaf: { userId, nonce, balances }, path: ['l|r <base64url hash> <base-36 unit sums>'] }: the user's leaf and the siblings up to the root. 404 for an unknown snapshot or a user without a leaf in it; 409 while it is building or when it failed",
};

export const TREASURY_READS = [
  treasuryReconciliation,
  treasurySnapshots,
  treasurySnapshot,
  treasuryProof,
] as const;

import { formatDateTime } from '../../resources/shared/format';
import type { Choice } from '../../resources/types';

/**
 * Wording of the Treasury page, in one place so components spell nothing themselves. The
 * liability kinds' names and the request's toast are the contract's (src/contracts/treasury.ts).
 */
export const treasuryLabels = {
  title: 'Treasury',
  subtitle: 'What the exchange owes its users against what it holds, per asset',
  asOf: (at: string) => `As of ${formatDateTime(at)} (your local time)`,
  lastSnapshot: (at: string) => `Last published snapshot: ${formatDateTime(at)}`,
  noSnapshotYet: 'No snapshot published yet',
  refresh: 'Refresh',
  refreshing: 'Refreshing…',
  loading: 'Loading the reconciliation',
  loadFailed: 'Could not load the reconciliation',
  noAssets: 'No asset to reconcile',
  noAssetsHint: 'Assets appear here once users hold them or the platform has wallets for them.',
  alarm: {
    title: (count: number) => (count === 1 ? 'One asset is short' : `${count} assets are short`),
    intro: 'The platform wallets hold less than the exchange owes its users:',
    line: (asset: string, by: string, coverage: string) =>
      `${asset} is short by ${by} ${asset} (coverage ${coverage})`,
  },
  table: {
    caption: 'Reconciliation per asset',
    asset: 'Asset',
    liabilities: 'Liabilities',
    pending: 'Pending withdrawals',
    holdings: 'Holdings',
    difference: 'Difference',
    coverage: 'Coverage',
    status: 'Status',
    details: 'Details',
    expand: (asset: string) => `Show ${asset} details`,
    collapse: (asset: string) => `Hide ${asset} details`,
    nothingOwed: 'Nothing owed',
  },
  breakdown: {
    liabilities: (asset: string) => `${asset} liabilities by kind`,
    holdings: (asset: string) => `${asset} holdings by network`,
    network: 'Network',
    wallets: 'Wallets',
    amount: 'Amount',
    total: 'Total',
    noHoldings: 'No platform wallet holds this asset.',
    platformWallets: (asset: string) => `Open the ${asset} platform wallets`,
    journals: 'Journals since the last snapshot',
    journalsLink: (asset: string, since: string) =>
      `${asset} passbook entries since ${formatDateTime(since)}`,
    journalsAll: (asset: string) => `All ${asset} passbook entries (no snapshot published yet)`,
  },
  chart: {
    title: 'Coverage over time',
    intro: 'Holdings ÷ liabilities per asset, as each published snapshot froze them.',
    guide: 'Full coverage (100 %)',
    empty: 'No published snapshot yet',
    loading: 'Loading the coverage history',
    loadFailed: 'Could not load the coverage history',
    describe: (count: number, from: string, to: string, lines: string[]) =>
      `Coverage per asset over ${count} published snapshots, ${from} to ${to}. ${lines.join(' ')}`,
    describeLine: (asset: string, latest: string, lowest: string) =>
      `${asset}: latest ${latest}, lowest ${lowest}.`,
  },
  snapshots: {
    title: 'Proof-of-reserves snapshots',
    caption: 'Snapshots, newest first',
    published: 'Published',
    status: 'Status',
    users: 'Users',
    rootHash: 'Root hash',
    totals: 'Totals',
    notYet: (created: string) => `Requested ${formatDateTime(created)}`,
    copyRoot: 'Copy root hash',
    rootCopied: 'Root hash copied',
    loading: 'Loading the snapshots',
    loadFailed: 'Could not load the snapshots',
    empty: 'No snapshot yet',
    emptyHint:
      'A snapshot freezes the balances of every user into a Merkle tree whose root hash is published, so each user can check their own balance is counted.',
  },
  request: {
    button: 'Request snapshot',
    title: 'Request a proof-of-reserves snapshot?',
    body: 'This records a request: a second admin must approve it in Approvals. The approval freezes every user’s balance, builds the Merkle tree and publishes its root hash, and users can then download their proof.',
    confirm: 'Request',
    purpose: 'request a proof-of-reserves snapshot',
  },
} as const;

export const coverageChoices: Choice[] = [
  { id: 'covered', name: 'Covered', color: 'success' },
  { id: 'short', name: 'Short', color: 'error' },
];

export const snapshotStatusChoices: Choice[] = [
  { id: 'building', name: 'Building', color: 'info' },
  { id: 'published', name: 'Published', color: 'success' },
  { id: 'failed', name: 'Failed', color: 'error' },
];

import type { AssetReconciliation, TreasurySnapshot } from '../../contracts/treasury';
import { formatUnits } from '../../contracts/money';
import { formatRatio } from '../../resources/shared/format';
import { treasuryLabels as labels } from './labels';

/**
 * The reconciliation's readings, free of React: which assets are short and by how much, and the
 * coverage history the chart draws. Amounts stay decimal strings; only coverage, a ratio, is a number.
 */

export const shortAssets = (assets: readonly AssetReconciliation[]) =>
  assets.filter((asset) => asset.status === 'short');

/** A shortfall as an amount owed beyond what is held: the difference without its sign. */
export const shortfallOf = (asset: AssetReconciliation): string =>
  formatUnits(asset.difference.replace(/^-/, ''));

export const alarmLine = (asset: AssetReconciliation): string =>
  labels.alarm.line(asset.asset, shortfallOf(asset), formatRatio(asset.coverage));

/** Published snapshots, oldest first: the chart's time runs left to right. */
export const publishedInOrder = (snapshots: readonly TreasurySnapshot[]) =>
  snapshots
    .filter((snapshot) => snapshot.status === 'published' && snapshot.publishedAt)
    .sort((a, b) => Date.parse(a.publishedAt ?? '') - Date.parse(b.publishedAt ?? ''));

/** Every asset any snapshot froze, in the order first seen. */
export const assetsOf = (snapshots: readonly TreasurySnapshot[]) => [
  ...new Set(snapshots.flatMap((snapshot) => snapshot.reconciliation.map((a) => a.asset))),
];

/**
 * One asset's coverage in each snapshot, as a percentage; NaN where the snapshot owed nothing of
 * it or did not hold it (no point: the chart's line breaks there).
 */
export const coverageSeries = (snapshots: readonly TreasurySnapshot[], asset: string) =>
  snapshots.map((snapshot) => {
    const coverage = snapshot.reconciliation.find((a) => a.asset === asset)?.coverage;
    return typeof coverage === 'number' ? coverage * 100 : Number.NaN;
  });

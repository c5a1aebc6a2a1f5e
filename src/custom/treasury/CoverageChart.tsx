import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ExchangeDataProvider } from '../../dataProvider';
import type { TreasurySnapshot } from '../../contracts/treasury';
import { SNAPSHOT_PAGE_MAX } from '../../resources/shared/treasury';
import { formatDayMonthTime, formatRatio } from '../../resources/shared/format';
import { SeriesChart } from '../../resources/shared/figures/SeriesChart';
import type { ChartPanel } from '../../resources/shared/figures/figuresPageSchema';
import { snapshotsQuery } from './treasuryQueries';
import { LoadingRows } from '../../resources/shared/LoadingRows';
import { ErrorState } from '../../resources/shared/ErrorState';
import { assetsOf, coverageSeries, publishedInOrder } from './coverage';
import { treasuryLabels as labels } from './labels';

/** Series colours for each theme, taken in turn: lighter lines on the dark background. */
const PALETTE = [
  { light: '#2563eb', dark: '#60a5fa' },
  { light: '#d97706', dark: '#fbbf24' },
  { light: '#16a34a', dark: '#4ade80' },
  { light: '#7c3aed', dark: '#a78bfa' },
  { light: '#db2777', dark: '#f472b6' },
  { light: '#0891b2', dark: '#22d3ee' },
];

const percent = (value: number) => formatRatio(value / 100);

/**
 * Each asset's coverage as the newest snapshots froze it (one page, at most the server's 100),
 * drawn by the figures' chart: the line, a dashed 100 % guide, and the same figures as a table
 * and a sentence for screen readers.
 */
export function CoverageChart() {
  const dataProvider = useDataProvider<ExchangeDataProvider>();
  const query = useQuery(snapshotsQuery(dataProvider, 1, SNAPSHOT_PAGE_MAX));
  const snapshots = useMemo(() => publishedInOrder(query.data?.items ?? []), [query.data]);
  const chart = useMemo(() => coverageChart(assetsOf(snapshots)), [snapshots]);
  if (query.isPending) return <LoadingRows label={labels.chart.loading} rows={4} />;
  if (!query.data)
    return (
      <ErrorState
        title={labels.chart.loadFailed}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  // The card's heading names it.
  return <SeriesChart chart={chart} answer={snapshots} headed />;
}

function coverageChart(assets: string[]): ChartPanel<TreasurySnapshot[]> {
  return {
    kind: 'chart',
    title: labels.chart.title,
    chart: 'line',
    // Across the page: wide and low, so a glance takes in every snapshot.
    width: 1280,
    dates: (snapshots) => snapshots.map((s) => s.publishedAt ?? s.createdAt),
    dateLabel: formatDayMonthTime,
    series: assets.map((asset, i) => ({
      label: asset,
      color: PALETTE[i % PALETTE.length],
      values: (snapshots) => coverageSeries(snapshots, asset),
    })),
    guide: { value: 100, label: labels.chart.guide },
    format: percent,
    formatAxis: (value) => `${value}%`,
    emptyText: labels.chart.empty,
    describe: (snapshots) => describe(snapshots, assets),
  };
}

/** The chart in words: the period, and each asset's latest and lowest coverage. */
function describe(snapshots: TreasurySnapshot[], assets: string[]): string {
  if (snapshots.length === 0) return labels.chart.empty;
  const at = (s: TreasurySnapshot) => formatDayMonthTime(s.publishedAt ?? s.createdAt);
  const lines = assets.map((asset) => {
    const values = coverageSeries(snapshots, asset).filter(Number.isFinite);
    if (values.length === 0) return '';
    return labels.chart.describeLine(
      asset,
      percent(values[values.length - 1]),
      percent(Math.min(...values)),
    );
  });
  return labels.chart.describe(
    snapshots.length,
    at(snapshots[0]),
    at(snapshots[snapshots.length - 1]),
    lines.filter(Boolean),
  );
}

import { describe, expect, it } from 'vitest';
import {
  alarmLine,
  assetsOf,
  coverageSeries,
  publishedInOrder,
  shortAssets,
} from '../../../src/custom/treasury/coverage';
import { linePath } from '../../../src/resources/shared/figures/seriesDrawing';
import { buildAssetReconciliation, buildSnapshot, shortEth } from './treasuryFixtures';

describe('the reconciliation’s readings', () => {
  it('names each short asset with its shortfall, exact to the last digit', () => {
    const tiny = { ...shortEth(), difference: '-0.000000000000000001', coverage: 0.99999 };
    expect(shortAssets([buildAssetReconciliation(), tiny]).map(alarmLine)).toEqual([
      'ETH is short by 0.000000000000000001 ETH (coverage 100.00%)',
    ]);
  });

  it('orders published snapshots oldest first and reads each asset’s coverage, none where nothing was owed', () => {
    const newer = buildSnapshot({ id: 'b', publishedAt: '2026-11-20T00:00:00.000Z' });
    const older = buildSnapshot({
      id: 'a',
      publishedAt: '2026-11-10T00:00:00.000Z',
      reconciliation: [buildAssetReconciliation({ coverage: null })],
    });
    const failed = buildSnapshot({ id: 'c', status: 'failed', publishedAt: null });
    const ordered = publishedInOrder([newer, failed, older]);
    expect(ordered.map((s) => s.id)).toEqual(['a', 'b']);
    expect(assetsOf(ordered)).toEqual(['BTC', 'ETH']);
    expect(coverageSeries(ordered, 'BTC')).toEqual([Number.NaN, 120]);
    expect(coverageSeries(ordered, 'ETH')).toEqual([Number.NaN, 120]);
  });

  it('draws a line that lifts the pen over a missing point', () => {
    const x = (i: number) => i * 10;
    const y = (v: number) => v;
    expect(linePath([1, 2, Number.NaN, 4, 5], x, y)).toBe('M0.0,1.0 L10.0,2.0 M30.0,4.0 L40.0,5.0');
  });
});

import { formatDayMonth } from '../format';

/** The chart's drawing and words as plain functions: the line's path, a cell, the summary. */

/** A line through the finite values; a gap (no value) lifts the pen. */
export function linePath(
  values: number[],
  x: (i: number) => number,
  y: (v: number) => number,
): string {
  let pen = 'M';
  const parts: string[] = [];
  values.forEach((v, i) => {
    if (!Number.isFinite(v)) {
      pen = 'M';
      return;
    }
    parts.push(`${pen}${x(i).toFixed(1)},${y(v).toFixed(1)}`);
    pen = 'L';
  });
  return parts.join(' ');
}

export const cellOf = (value: number, format: (v: number) => string) =>
  Number.isFinite(value) ? format(value) : '—';

type Drawn = { label: string; values: number[] };

export function summary(series: Drawn[], dates: string[], format: (v: number) => string): string {
  if (dates.length === 0) return 'No data for this period.';
  const range = `${formatDayMonth(dates[0])} to ${formatDayMonth(dates[dates.length - 1])}`;
  return series
    .map((s) => {
      const total = s.values.reduce((a, b) => a + b, 0);
      const peak = Math.max(...s.values);
      const peakDay = dates[s.values.indexOf(peak)];
      return `${s.label}, ${range}: total ${format(total)}, highest ${format(peak)} on ${formatDayMonth(peakDay)}.`;
    })
    .join(' ');
}

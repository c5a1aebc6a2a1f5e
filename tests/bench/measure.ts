import { performance } from 'node:perf_hooks';

/** One printed line of a bench section. */
export interface BenchRow {
  measure: string;
  /** The figure, already formatted with its unit (e.g. '3.2 ms', '68.4 kB gzip'). */
  value: string;
  /** The same figure for the plain react-admin peer app, when the section compares. */
  peer?: string;
  /** How much faster (or smaller) ours is than the peer: peer / ours. */
  ratio?: string;
  /** The budget for it, if any (e.g. '≤ 100 ms'). */
  budget?: string;
  note?: string;
}

/** One area measured by `npm run bench`; add a new one to `sections` in run.ts. */
export interface BenchSection {
  title: string;
  run: () => Promise<BenchRow[]> | BenchRow[];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The nearest-rank percentile (p in 0..100). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(0)} ms`;
export const kB = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${(bytes / 1024).toFixed(1)} kB`;
/** "2.4× faster" when ours is quicker, "0.6× (slower)" when not. */
export const ratio = (ours: number, peer: number) =>
  ours <= 0 ? '—' : `${(peer / ours).toFixed(1)}×${peer >= ours ? ' faster' : ' (slower)'}`;

/** Median of `runs` timings of `fn`, each after its own untimed `setup` (Node-side sections). */
export function medianMs<S>(runs: number, setup: () => S, fn: (state: S) => unknown): number {
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const state = setup();
    const t0 = performance.now();
    fn(state);
    times.push(performance.now() - t0);
  }
  return median(times);
}

import { performance } from 'node:perf_hooks';

/** One printed line of a bench section. */
export interface BenchRow {
  measure: string;
  /** The figure, already formatted with its unit (e.g. '3.2 ms', '68.4 kB gzip'). */
  value: string;
  /** The budget for it, if any (e.g. '≤ 100 ms'). */
  budget?: string;
  note?: string;
}

/** One area measured by `npm run bench`; add a new one to `sections` in run.ts. */
export interface BenchSection {
  title: string;
  run: () => Promise<BenchRow[]> | BenchRow[];
}

/** Median of `runs` timings of `fn`, each after its own untimed `setup`. */
export function medianMs<S>(runs: number, setup: () => S, fn: (state: S) => unknown): number {
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const state = setup();
    const t0 = performance.now();
    fn(state);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

export const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;

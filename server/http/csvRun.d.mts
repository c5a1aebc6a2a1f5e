import type { ZlibOptions } from 'node:zlib';

/** The export's gzip options (level and flush; see csvRun.mjs). */
export const csvGzipOptions: ZlibOptions;

/** One batch of an export: its lines, how many, and the last row's sort key and tiebreak. */
export interface CsvBatch {
  text: string | null;
  n: number;
  k: string | null;
  tb: string;
}

/** An export's statements: per phase (keyed rows, then rows without a key), its first and next batch. */
export interface CsvPlan {
  params: unknown[];
  batchSize: number;
  phases: { first: string; next: string; keyed: boolean }[];
}

export function runCsvBatches(
  query: (sql: string, params: unknown[]) => Promise<CsvBatch>,
  plan: CsvPlan,
): AsyncGenerator<string>;

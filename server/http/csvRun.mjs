// Plain JavaScript: the export's thread (csvWorker.mjs) runs it without the server's TypeScript
// loader, which costs a worker thread ~60 MB. Types: csvRun.d.mts.
import { constants } from 'node:zlib';

/**
 * An export's gzip, flushed after every batch. Left to @fastify/compress, Chromium's `br` holds
 * the bytes, and so the headers, until megabytes have gathered: ~17 s on the passbook, past the
 * admin's 20 s wait for an answer. A gzip member flushed per batch sends the header line at once;
 * the plugin leaves an encoded reply alone. The fastest level: a million users' CSV in 7.4-7.9 s
 * instead of 8.4-8.6 s (the server's CPU, shared with every other admin's calls), for 12 % more
 * bytes (54 MB instead of 48 MB).
 */
export const csvGzipOptions = { level: constants.Z_BEST_SPEED, flush: constants.Z_SYNC_FLUSH };

/**
 * The CSV text of every batch of an export's plan (csvExport.ts, `csvPlan`): each phase's first
 * batch, then the batch after the last key seen, until a batch comes back short. The next batch
 * is asked for as soon as this one's last key is known, so the database reads it while this one
 * is written out.
 */
export async function* runCsvBatches(query, plan) {
  for (const phase of plan.phases) {
    let pending = query(phase.first, plan.params);
    while (pending) {
      const batch = await pending;
      pending =
        batch.n < plan.batchSize
          ? null
          : query(phase.next, [
              ...plan.params,
              ...(phase.keyed ? [batch.k, batch.tb] : [batch.tb]),
            ]);
      // A reader that stops here leaves the next batch unread: its failure is nobody's.
      pending?.catch(() => undefined);
      if (batch.text) yield batch.text;
    }
  }
}

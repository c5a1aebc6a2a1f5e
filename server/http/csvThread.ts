import { Readable } from 'node:stream';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CsvPlan } from './csvRun.mjs';

/**
 * A PostgreSQL server's CSV export runs in a thread of its own (csvWorker.mjs), on a connection of
 * its own, and hands the server its compressed bytes. Why: each batch comes back as one large text
 * (2 000 rows), which V8 keeps until a full collection; read on the server's own thread, a million
 * users' export grew the process by 137-175 MB before V8 collected. The thread's heap is bounded
 * (THREAD_HEAP), so it collects as it goes, and the server's thread only forwards compressed
 * chunks. PGlite runs inside the server's thread: its exports stay there.
 */

export interface CsvJob {
  /** The PostgreSQL server, for the thread's own connection, and its sessions' settings. */
  url: string;
  options: string;
  /** The BOM and the header line. */
  header: string;
  plan: CsvPlan;
  gzip: boolean;
}

/** The server's messages to the thread: the plan, and its reader full (pause) or not (resume). */
export type ThreadControl = { plan: CsvPlan } | 'pause' | 'resume';
/**
 * The thread's messages: a chunk of the reply (its bytes as latin1: csvWorker.mjs, `send`), its
 * end, or why it stopped.
 */
type ThreadMessage = { latin1: string } | { end: true } | { error: string };

/**
 * A path beside this module's, not `new URL(…, import.meta.url)`: under Vite (a test's DOM
 * environment) that pattern becomes an asset's web address, which Node's Worker cannot open.
 */
const THREAD_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'csvWorker.mjs');
/** The thread's heap (MB): a batch's text is ~0.3 MB, and the thread loads little besides `pg`. */
const THREAD_HEAP = { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4 };

/**
 * The export's bytes as a stream. The thread starts at once and sends the header line (so the
 * reply's headers go), then reads the batches once `plan` is known: the plan's query runs on the
 * server's connections. Destroying the stream (the download stopped) stops the thread.
 */
export function csvFromThread(job: Omit<CsvJob, 'plan'> & { plan: Promise<CsvPlan> }): Readable {
  const { plan, ...start } = job;
  const worker = new Worker(THREAD_FILE, {
    workerData: start,
    resourceLimits: THREAD_HEAP,
    // Not the server's own flags: a worker inherits them, and tsx's `--import` loader alone cost
    // each export ~10 MB (a million users' export grew a fresh server by 57-67 MB, now 33-56).
    execArgv: [],
  });
  const control = (message: ThreadControl) => worker.postMessage(message);
  // The reader full: the thread waits (pause) until the reader asks for more (resume).
  let paused = false;
  const stream = new Readable({
    read() {
      if (!paused) return;
      paused = false;
      control('resume');
    },
    destroy(error, callback) {
      void worker.terminate();
      callback(error);
    },
  });
  plan.then(
    (known) => control({ plan: known }),
    (error: Error) => stream.destroy(error),
  );
  worker.on('message', (message: ThreadMessage) => {
    if ('latin1' in message) {
      if (!stream.push(Buffer.from(message.latin1, 'latin1')) && !paused) {
        paused = true;
        control('pause');
      }
    } else if ('end' in message) stream.push(null);
    else stream.destroy(new Error(message.error));
  });
  worker.on('error', (error) => stream.destroy(error));
  worker.on('exit', (code) => {
    if (code !== 0 && !stream.destroyed)
      stream.destroy(new Error(`The CSV export's thread stopped (exit code ${code})`));
  });
  return stream;
}

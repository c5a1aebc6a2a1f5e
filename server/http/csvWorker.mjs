// The export's thread (csvThread.ts), in plain JavaScript and started without the server's
// TypeScript loader, which would cost it ~60 MB as TypeScript and ~10 MB even as plain JS. Reads
// the plan's batches on a connection of its own, compresses them, and hands the server the chunks
// as its reader asks for them.
import { once } from 'node:events';
import { parentPort, workerData } from 'node:worker_threads';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { csvGzipOptions, runCsvBatches } from './csvRun.mjs';

const { url, options, header, gzip } = workerData;

// The server's messages (csvThread.ts, ThreadControl): the plan, once its query has answered;
// pause and resume as the download's reader fills and empties.
let planned;
const plan = new Promise((resolve) => (planned = resolve));
let paused = false;
let resumed;
parentPort.on('message', (message) => {
  if (typeof message === 'object') return planned(message.plan);
  paused = message === 'pause';
  if (!paused) resumed?.();
});
const readerReady = () =>
  paused ? new Promise((resolve) => (resumed = resolve)) : Promise.resolve();

/** zlib's own chunk size. */
const SEND_BYTES = 16 * 1024;

/**
 * The bytes as a one-byte (latin1) string, which the server's thread turns back into the same
 * bytes (csvThread.ts). Not a moved ArrayBuffer: its memory lies outside V8's heap, so the server's
 * thread, which allocates little else while it forwards them, freed none until ~35 MB had gathered
 * (a million users' export grew the server 56-58 MB, now 37-38). A string is allocated on its heap
 * and drives its young collections, which free the bytes already sent.
 */
const send = (bytes) => {
  // In pieces of SEND_BYTES: a larger string (a batch's text sent uncompressed) would be
  // allocated outside the young generation, where only a full collection frees it.
  for (let at = 0; at < bytes.length; at += SEND_BYTES)
    parentPort.postMessage({ latin1: bytes.toString('latin1', at, at + SEND_BYTES) });
};

async function run() {
  const out = gzip ? createGzip(csvGzipOptions) : null;
  out?.on('data', send);
  write(out, header);
  const client = new pg.Client({
    connectionString: url,
    options, // the server's own sessions' settings (db/postgres.ts)
    application_name: 'exchange-admin export',
  });
  await client.connect();
  try {
    // Each statement is parsed once on this connection, and planned for each batch's keys.
    const names = new Map();
    const query = async (text, values) => {
      if (!names.has(text)) names.set(text, `csv${names.size}`);
      const { rows } = await client.query({ name: names.get(text), text, values });
      return rows[0];
    };
    for await (const text of runCsvBatches(query, await plan)) {
      await readerReady();
      if (!write(out, text)) await once(out, 'drain');
    }
    if (out) {
      out.end();
      await once(out, 'end');
    }
    parentPort.postMessage({ end: true });
  } finally {
    await client.end();
  }
}

/** Writes into gzip (false: wait for it to drain), or sends the text as it is. */
function write(out, text) {
  if (out) return out.write(text);
  send(Buffer.from(text));
  return true;
}

run().catch((error) =>
  parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) }),
);

import { performance } from 'node:perf_hooks';
import { residentMemory, type AppServer } from './appServer';

export interface CsvFigures {
  /** Which export was measured (the users' when the server has one). */
  list: string;
  rows: number;
  seconds: number;
  /** The server's resident memory at its highest during the download, over its level before. */
  rssGrowth: number;
  /** Why the users' own export could not be measured, when it could not. */
  note?: string;
}

/** CSV exports tried in order: the users' list, else the passbook (the biggest server list). */
const EXPORTS = [
  {
    list: 'users (POST /admin/getAllUserData, format csv)',
    method: 'POST',
    path: '/api/admin/getAllUserData',
    body: JSON.stringify({ format: 'csv' }),
  },
  {
    list: 'passbook (GET /admin/getPassbookHistory?format=csv)',
    method: 'GET',
    path: '/api/admin/getPassbookHistory?format=csv',
    body: undefined,
  },
];

/**
 * Downloads a CSV export as a browser would (gzip), counting rows up to `limit`, while the
 * server's resident memory is sampled every 50 ms: rows per second and memory growth.
 */
export async function measureCsvExport(
  server: AppServer,
  token: string,
  limit: number,
): Promise<CsvFigures | null> {
  const notes: string[] = [];
  for (const candidate of EXPORTS) {
    const before = (await residentMemory(server.pid)).rss;
    let highest = before;
    const sampler = setInterval(() => {
      residentMemory(server.pid)
        .then(({ rss }) => (highest = Math.max(highest, rss)))
        .catch(() => undefined);
    }, 50);
    const controller = new AbortController();
    try {
      const started = performance.now();
      const response = await fetch(`${server.baseURL}${candidate.path}`, {
        method: candidate.method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(candidate.body ? { 'content-type': 'application/json' } : {}),
        },
        body: candidate.body,
        signal: controller.signal,
      });
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !type.startsWith('text/csv')) {
        notes.push(`${candidate.list}: answers ${response.status} ${type.split(';')[0]}, no CSV`);
        controller.abort();
        continue;
      }
      let rows = -1; // the header line
      const reader = response.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        for (let at = value.indexOf(10); at >= 0; at = value.indexOf(10, at + 1)) rows++;
        if (rows >= limit) break;
      }
      const seconds = (performance.now() - started) / 1000;
      controller.abort();
      return {
        list: candidate.list,
        rows: Math.min(rows, limit),
        seconds,
        rssGrowth: highest - before,
        note: notes.join('; ') || undefined,
      };
    } finally {
      clearInterval(sampler);
    }
  }
  console.log(`(no CSV export measured: ${notes.join('; ')})`);
  return null;
}

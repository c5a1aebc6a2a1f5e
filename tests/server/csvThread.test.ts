import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from './helpers.ts';

/**
 * On a PostgreSQL server an export is read in a thread of its own, on a connection of its own
 * (server/http/csvThread.ts): it answers the same CSV as the pages, and a download that stops
 * stops its thread and closes its connection. PGlite's exports stay on the server's thread, so
 * this needs TEST_DATABASE_URL.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.warn(
    'csvThread.test.ts SKIPPED: set TEST_DATABASE_URL (e.g. scripts/throwaway-postgres.sh start)',
  );
}

describe.skipIf(!serverUrl)('a CSV export in its own thread on PostgreSQL', () => {
  let server: TestServer;
  let base: string;
  let authorization: string;
  // Seeding 100 000 entries takes ~40 s on an idle 2-core machine, and over a minute beside the
  // second test worker (the default hook limit failed a CI run).
  const SEED_LIMIT_MS = 240_000;
  beforeAll(async () => {
    // A passbook of 100 000 entries: its CSV outgrows every buffer between the thread and the reader.
    // No trade orders: the export reads the passbook only.
    server = await startTestServer({ SEED_USERS: '1500', SEED_LEDGER: '100000', SEED_TRADES: '0' });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    ({ authorization } = await signIn(server));
  }, SEED_LIMIT_MS);
  afterAll(async () => {
    server.app.server.closeAllConnections();
    await server.close();
  });

  const exportConnections = async () => {
    const { rows } = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE application_name = 'exchange-admin export' AND datname = current_database()`,
    );
    return rows[0].n;
  };

  it('answers every row, gzipped, in the order of the pages', async () => {
    const res = await fetch(`${base}/api/admin/getAllUserData`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ format: 'csv', sort: { email: 1 } }),
    });
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFName,Email,Phone,Country,Status,KYC status,Referral code,Created,Last login',
    );
    const page = await server.app.inject({
      method: 'POST',
      url: '/api/admin/getAllUserData',
      headers: { authorization },
      payload: { page: 1, limit: 100, sort: { email: 1 } },
    });
    const { data, total } = page.json<{
      result: { data: { name: string; email: string }[]; total: number };
    }>().result;
    expect(lines).toHaveLength(total + 1);
    expect(lines.slice(1, 101).map((line) => line.split(',')[1])).toEqual(data.map((u) => u.email));
    // Names written with accents (Sofía, Müller) come through byte for byte.
    expect(data.some((u) => /[^\x20-\x7e]/.test(u.name))).toBe(true);
    expect(lines.slice(1, 101).map((line) => line.split(',')[0])).toEqual(data.map((u) => u.name));
    // The same bytes whether the thread gzips them or not.
    const gzipped = await server.app.inject({
      method: 'POST',
      url: '/api/admin/getAllUserData',
      headers: { authorization, 'accept-encoding': 'gzip' },
      payload: { format: 'csv', sort: { email: 1 } },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString().trimEnd().split('\r\n')).toEqual(lines);
    const plain = await server.app.inject({
      method: 'POST',
      url: '/api/admin/getAllUserData',
      headers: { authorization, 'accept-encoding': 'identity' },
      payload: { format: 'csv', sort: { email: 1 } },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(gunzipSync(gzipped.rawPayload))).toBe(true);
  });

  it('stops its thread and closes its connection when the download stops', async () => {
    const controller = new AbortController();
    const res = await fetch(`${base}/api/admin/getPassbookHistory?format=csv`, {
      headers: { authorization, 'accept-encoding': 'identity' },
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    await reader.read(); // the first bytes came; the rest wait, unread, for the reader
    await expect.poll(exportConnections).toBe(1);
    controller.abort();
    await expect.poll(exportConnections, { timeout: 5_000 }).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../server/db/index.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { createScratchDatabase } from './helpers.ts';
import { call, startServerProcess, type ServerProcess } from './multiProcessSupport.ts';
import { SseClient } from './liveSupport.ts';
import { LIVE_READY } from '../../src/contracts/liveEvents.ts';

/**
 * Live events across processes (issue #26): an admin streaming from process A sees a change made
 * through process B, fanned out by PostgreSQL LISTEN/NOTIFY; a ticket taken on one process opens
 * a stream on the other (tickets are rows). PGlite cannot be shared: needs TEST_DATABASE_URL.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.warn(
    'multiProcessLive.test.ts SKIPPED: set TEST_DATABASE_URL (e.g. scripts/throwaway-postgres.sh start)',
  );
}

const PORTS = [5332, 5333];

describe.skipIf(!serverUrl)('live events across two server processes on one PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;
  let db: Db;
  let headers: Record<string, string>;
  const streams: SseClient[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!);
    [a, b] = await Promise.all(PORTS.map((port) => startServerProcess(scratch.url, port)));
    db = await openDb({ databaseUrl: scratch.url, poolMax: 2 });
    const { rows } = await db.query<{ id: string }>(
      'SELECT id FROM admins ORDER BY created_at LIMIT 1',
    );
    headers = { authorization: `Bearer ${await createSession(db, rows[0].id)}` };
  }, 180_000);

  afterAll(async () => {
    await Promise.all(streams.map((s) => s.close()));
    await db?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await scratch?.drop();
  });

  const open = async (ticketFrom: ServerProcess, streamFrom: ServerProcess) => {
    const ticket = await call(ticketFrom.base, 'POST', '/admin/events/ticket', { headers });
    expect(ticket.status).toBe(200);
    const { ticket: value } = ticket.body.result as { ticket: string };
    const stream = await SseClient.open(`${streamFrom.base}/admin/events?ticket=${value}`);
    streams.push(stream);
    expect(stream.status, stream.body).toBe(200);
    await stream.next((m) => m.event === LIVE_READY);
    return stream;
  };

  it('a change made through process B reaches a stream on process A, and on B', async () => {
    const onA = await open(b, a); // ticket taken on B, redeemed on A
    const onB = await open(a, b);
    const { rows } = await db.query<{ id: string }>(
      `SELECT id::text FROM users WHERE status = 'active' ORDER BY created_at LIMIT 1`,
    );
    const userId = rows[0].id;
    const res = await call(b.base, 'POST', '/admin/updateUser', {
      headers,
      body: { _id: userId, status: 'blocked' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const stream of [onA, onB]) {
      const event = await stream.event('user.status', userId);
      expect(event).toMatchObject({
        resource: 'user',
        status: 'blocked',
        actor: 'admin@exchange.local',
      });
    }
    expect(onA.events.find((e) => e.type === 'user.status')?.seq).toBe(
      onB.events.find((e) => e.type === 'user.status')?.seq,
    );
  });

  it('a change written straight to the database (another service) reaches both', async () => {
    const onA = await open(a, a);
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO admin_action_log (description) VALUES ('Written by another service') RETURNING id::text`,
    );
    await onA.event('actionlog.added', rows[0].id);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { startTestServer, type TestServer } from './helpers.ts';
import {
  adminSession,
  assetId,
  fundedUser,
  move,
  newWithdrawal,
  SECRET,
  useTestClock,
} from './moneyHelpers.ts';
import { newTrade, resolve } from './p2pHelpers.ts';
import { SseClient } from './liveSupport.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { SUPPORT_ADMIN } from '../../server/seed/devAdmins.ts';
import { creditDeposit, openTicket, submitKyc, userReply } from '../../server/userSide/activity.ts';
import { pruneLiveEvents } from '../../server/live/store.ts';
import { LIVE_RESYNC, LIVE_READY } from '../../src/contracts/liveEvents.ts';

/**
 * The live stream over real HTTP: each event type arrives for a real change (user side through
 * the domain functions, admin side through the API), a reconnect resumes after Last-Event-ID, a
 * gap no longer kept says so, admins get only what their role reads, tickets work once.
 */
let server: TestServer;
let base: string;
let owner: Record<string, string>;
let support: Record<string, string>;
const clock = useTestClock();
const streams: SseClient[] = [];

async function ticket(headers: Record<string, string>): Promise<string> {
  const res = await fetch(`${base}/admin/events/ticket`, { method: 'POST', headers });
  expect(res.status).toBe(200);
  return ((await res.json()) as { result: { ticket: string } }).result.ticket;
}

async function stream(headers: Record<string, string>, query = '', extra = {}): Promise<SseClient> {
  const client = await SseClient.open(
    `${base}/admin/events?ticket=${await ticket(headers)}${query}`,
    extra,
  );
  streams.push(client);
  expect(client.status, client.body).toBe(200);
  await client.next((m) => m.event === LIVE_READY);
  return client;
}

const api = (headers: Record<string, string>, method: string, url: string, payload?: object) =>
  server.app.inject({ method: method as 'POST', url: `/api${url}`, headers, payload });

beforeAll(async () => {
  server = await startTestServer({ ADMIN_TOTP_SECRET: SECRET });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api`;
  owner = await adminSession(server, server.config.adminEmail, SECRET, clock.next);
  const { rows } = await server.db.query<{ id: string }>('SELECT id FROM admins WHERE email = $1', [
    SUPPORT_ADMIN.email,
  ]);
  support = { authorization: `Bearer ${await createSession(server.db, rows[0].id)}` };
}, 60_000);
afterEach(async () => {
  await Promise.all(streams.splice(0).map((s) => s.close()));
});
afterAll(async () => {
  clock.restore();
  await server?.close();
});

describe('GET /admin/events', () => {
  it('sends each event type for a real change, with type, resource, record id and seq', async () => {
    const live = await stream(owner);
    const usdt = await assetId(server, 'USDT');
    const userId = await fundedUser(server, '10');

    const withdrawal = await newWithdrawal(server, '5');
    await live.event('withdrawal.created', withdrawal);
    const rejected = await move(server, owner, {
      _id: withdrawal,
      status: 'rejected',
      reason: 'Address flagged',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const updated = await live.event('withdrawal.updated', withdrawal);
    expect(updated).toMatchObject({
      resource: 'withdraw',
      status: 'rejected',
      actor: server.config.adminEmail,
    });
    await live.event('actionlog.added');

    const deposit = await creditDeposit(server.db, {
      userId,
      assetId: usdt,
      networkId: 'tron',
      amount: '3',
    });
    expect(await live.event('deposit.credited', deposit)).toMatchObject({
      resource: 'deposit',
      actor: null,
    });

    const { rows: categories } = await server.db.query<{ id: string }>(
      "SELECT id FROM support_categories WHERE status = 'active' LIMIT 1",
    );
    const ticketId = await openTicket(server.db, {
      userId,
      categoryId: categories[0].id,
      subject: 'Deposit not credited',
      priority: 'urgent',
      body: 'I sent 3 USDT an hour ago.',
    });
    await live.event('ticket.created', ticketId);
    await userReply(server.db, ticketId, 'Any news?');
    await live.event('ticket.replied', ticketId);
    expect((await api(owner, 'POST', '/admin/closeByAdmin', { _id: ticketId })).statusCode).toBe(
      200,
    );
    await live.event('ticket.closed', ticketId);

    const trade = await newTrade(server, { disputed: true });
    await live.event('dispute.raised', trade.disputeId!);
    const resolved = await resolve(server, owner, {
      disputeId: trade.disputeId,
      outcome: 'refund',
      reason: 'The buyer never paid',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    await live.event('dispute.resolved', trade.disputeId!);

    const kycId = await submitKyc(server.db, {
      userId,
      fullName: 'Test User',
      nationality: 'Germany',
      documentNumber: 'P1234567',
    });
    await live.event('kyc.submitted', kycId);
    const verdict = await api(owner, 'POST', '/admin/verifyKyc', {
      _id: kycId,
      status: 'rejected',
      reason: 'Document has expired',
    });
    expect(verdict.statusCode, verdict.body).toBe(200);
    expect(await live.event('kyc.decided', kycId)).toMatchObject({
      resource: 'kyc',
      status: 'rejected',
    });

    const blocked = await api(owner, 'POST', '/admin/updateUser', {
      _id: userId,
      status: 'blocked',
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(await live.event('user.status', userId)).toMatchObject({
      resource: 'user',
      status: 'blocked',
    });

    const seqs = live.events.map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
    for (const message of live.messages.filter((m) => m.event === 'message'))
      expect(Number(message.id)).toBe(JSON.parse(message.data).seq);
  });

  it('resumes after Last-Event-ID (header or query) with what was missed, in order, once', async () => {
    const first = await stream(owner);
    const before = await newWithdrawal(server, '2');
    const seen = await first.event('withdrawal.created', before);
    await first.close();
    const missed = [await newWithdrawal(server, '2'), await newWithdrawal(server, '2')];

    for (const resume of [{ query: `&lastEventId=${seen.seq}` }, { header: String(seen.seq) }]) {
      const again = await stream(
        owner,
        resume.query ?? '',
        resume.header ? { 'last-event-id': resume.header } : {},
      );
      for (const id of missed) await again.event('withdrawal.created', id);
      const created = again.events.filter((e) => e.type === 'withdrawal.created').map((e) => e.id);
      expect(created).toEqual(missed);
      expect(again.messages.some((m) => m.event === LIVE_RESYNC)).toBe(false);
    }
  });

  it('says so when the events since Last-Event-ID are no longer kept', async () => {
    const first = await stream(owner);
    const id = await newWithdrawal(server, '2');
    const seen = await first.event('withdrawal.created', id);
    await first.close();
    await newWithdrawal(server, '2');
    await pruneLiveEvents(server.db, 0);
    const again = await stream(owner, `&lastEventId=${seen.seq - 1}`);
    const resync = await again.next((m) => m.event === LIVE_RESYNC);
    expect(JSON.parse(resync.data).message).toMatch(/no longer kept/);
    // Live again from there.
    const next = await newWithdrawal(server, '2');
    await again.event('withdrawal.created', next);
  });

  it('sends an admin only the events their role may read', async () => {
    const ownerStream = await stream(owner);
    const supportStream = await stream(support);
    const userId = await fundedUser(server, '5');
    const withdrawal = await newWithdrawal(server, '2');
    const { rows } = await server.db.query<{ id: string }>(
      "SELECT id FROM support_categories WHERE status = 'active' LIMIT 1",
    );
    const ticketId = await openTicket(server.db, {
      userId,
      categoryId: rows[0].id,
      subject: 'Cannot sign in',
      priority: 'high',
      body: 'Help',
    });
    await ownerStream.event('withdrawal.created', withdrawal);
    await ownerStream.event('ticket.created', ticketId);
    // The support admin's stream got the ticket (after the withdrawal) but not the withdrawal.
    await supportStream.event('ticket.created', ticketId);
    expect(supportStream.events.map((e) => e.type)).not.toContain('withdrawal.created');
    expect(supportStream.events.every((e) => e.resource === 'support/Support')).toBe(true);
  });

  it('takes a ticket once, only before it expires, and never a session token', async () => {
    const used = await ticket(owner);
    const ok = await SseClient.open(`${base}/admin/events?ticket=${used}`);
    streams.push(ok);
    expect(ok.status).toBe(200);
    const again = await SseClient.open(`${base}/admin/events?ticket=${used}`);
    expect(again.status).toBe(401);
    expect(JSON.parse(again.body)).toMatchObject({
      success: false,
      message: expect.stringMatching(/ticket/),
    });

    const late = await ticket(owner);
    await server.db.query(
      `UPDATE live_stream_tickets SET expires_at = now() - interval '1 second'`,
    );
    expect((await SseClient.open(`${base}/admin/events?ticket=${late}`)).status).toBe(401);

    const token = owner.authorization.replace('Bearer ', '');
    expect((await SseClient.open(`${base}/admin/events?ticket=${token}`)).status).toBe(401);
    expect((await SseClient.open(`${base}/admin/events`)).status).toBe(400);
    const badResume = await SseClient.open(`${base}/admin/events?ticket=${await ticket(owner)}`, {
      'last-event-id': 'abc',
    });
    expect(badResume.status).toBe(400);
    // The ticket route itself needs a signed-in admin.
    expect((await fetch(`${base}/admin/events/ticket`, { method: 'POST' })).status).toBe(401);
  });

  it('ends the stream when its session is signed out', async () => {
    const headers = {
      authorization: `Bearer ${await createSession(server.db, (await adminId()).id)}`,
    };
    const live = await stream(headers);
    expect((await api(headers, 'POST', '/admin/logout', {})).statusCode).toBe(200);
    await endsWithin(live, 1_000);
  });

  it('ends the stream within a second of the admin being disabled', async () => {
    const { id } = await oneMoreOwner('disabled.live@exchange.example');
    const live = await stream({ authorization: `Bearer ${await createSession(server.db, id)}` });
    await server.db.query(`UPDATE admins SET status = 'disabled' WHERE id = $1`, [id]);
    await endsWithin(live, 1_000);
  });

  it('reads a role cut before any event committed after it', async () => {
    const { id } = await oneMoreOwner('lowered.live@exchange.example');
    const live = await stream({ authorization: `Bearer ${await createSession(server.db, id)}` });
    const ownerStream = await stream(owner);
    await server.db.query(`UPDATE admins SET role = 'support' WHERE id = $1`, [id]);
    const withdrawal = await newWithdrawal(server, '2');
    await ownerStream.event('withdrawal.created', withdrawal);
    // Give the lowered stream its chance to (wrongly) send it.
    await new Promise((r) => setTimeout(r, 300));
    expect(live.ended).toBe(false);
    expect(live.events.map((e) => e.id)).not.toContain(withdrawal);
  });

  it('ends open streams when the app closes', async () => {
    const other = await startTestServer();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}/api`;
    const { rows } = await other.db.query<{ id: string }>('SELECT id FROM admins LIMIT 1');
    const headers = { authorization: `Bearer ${await createSession(other.db, rows[0].id)}` };
    const res = await fetch(`${url}/admin/events/ticket`, { method: 'POST', headers });
    const { result } = (await res.json()) as { result: { ticket: string } };
    const live = await SseClient.open(`${url}/admin/events?ticket=${result.ticket}`);
    await live.next((m) => m.event === LIVE_READY);
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(2_500);
    await live.close();
  });
});

async function endsWithin(live: SseClient, ms: number) {
  const deadline = Date.now() + ms;
  while (!live.ended && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  expect(live.ended).toBe(true);
}

/** An active admin with the seeded owner's role, for a test that changes them. */
async function oneMoreOwner(email: string) {
  const { rows } = await server.db.query<{ id: string }>(
    `INSERT INTO admins (email, password_hash, role, status, vouched)
     SELECT $1, 'not-a-hash', role, 'active', true FROM admins WHERE email = $2 RETURNING id`,
    [email, server.config.adminEmail],
  );
  return rows[0];
}

async function adminId() {
  const { rows } = await server.db.query<{ id: string }>('SELECT id FROM admins WHERE email = $1', [
    server.config.adminEmail,
  ]);
  return rows[0];
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let auth: { authorization: string };

beforeAll(async () => {
  server = await startTestServer();
  auth = await signIn(server);
});
afterAll(async () => {
  await server?.close();
});

interface Ticket {
  _id: string;
  ticketNo: string;
  user: string;
  category: string;
  subject: string;
  priority: string;
  status: string;
  createdAt: string;
  lastReplyAt: string;
  messageCount: number;
}
interface Message {
  author: 'user' | 'admin';
  authorEmail: string;
  kind: string;
  body: string;
  createdAt: string;
  attachments: { _id: string; url: string }[];
}

const get = (url: string, headers: Record<string, string> = auth) =>
  server.app.inject({ method: 'GET', url: `/api${url}`, headers });
const send = (
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
  headers: Record<string, string> = {},
) => server.app.inject({ method, url: `/api${url}`, headers: { ...auth, ...headers }, payload });
const tickets = async (filter: Record<string, unknown>, extra = '') =>
  (
    await get(`/admin/ticketList?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`)
  ).json().result as { data: Ticket[]; total: number };
const thread = async (id: string) =>
  (await get(`/admin/ticketMessage/${id}`)).json().result as {
    ticket: Ticket;
    messages: Message[];
  };
const count = async (sql: string, params: unknown[] = []) =>
  (await server.db.query<{ n: number }>(sql, params)).rows[0].n;
const anOpenTicket = async () => (await tickets({ status: 'open' })).data[0];

describe('the support API is behind the admin guard', () => {
  it('answers 401 without a token on /support/* and the ticket routes', async () => {
    const id = (await anOpenTicket())._id;
    for (const [method, url] of [
      ['GET', '/api/support/getallticket'],
      ['POST', '/api/support/updateticket'],
      ['GET', '/api/admin/ticketList'],
      ['GET', `/api/admin/ticketMessage/${id}`],
      ['PUT', '/api/admin/ticketreply'],
      ['POST', '/api/admin/closeByAdmin'],
      ['GET', '/api/admin/supportCategory'],
    ] as const) {
      const res = await server.app.inject({ method, url, payload: { _id: id, message: 'x' } });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().success, url).toBe(false);
    }
  });
});

describe('ticket lists', () => {
  it('the seed holds tickets in every state, each thread agreeing with its status', async () => {
    const { rows } = await server.db.query<{ status: string; n: number; last: string }>(
      `SELECT t.status, count(*)::int AS n,
              string_agg(DISTINCT (SELECT m.author || ':' || m.kind FROM support_messages m WHERE m.ticket_id = t.id
                                    ORDER BY m.created_at DESC, m.id DESC LIMIT 1), ',') AS last
         FROM support_tickets t GROUP BY t.status`,
    );
    const by = Object.fromEntries(rows.map((r) => [r.status, r]));
    for (const status of ['open', 'answered', 'waiting_on_user', 'closed'])
      expect(by[status]?.n, status).toBeGreaterThan(20);
    expect(by.open.last).toBe('user:reply');
    expect(by.answered.last).toBe('admin:reply');
    expect(by.waiting_on_user.last).toBe('admin:message');
    expect(await count('SELECT count(*)::int AS n FROM support_attachments')).toBeGreaterThan(0);
  });

  it('GET /admin/ticketList pages on the server and filters by status, category, user and date', async () => {
    const first = (await get('/admin/ticketList?page=1&limit=20')).json().result;
    expect(first.data).toHaveLength(20);
    expect(first.total).toBe(await count('SELECT count(*)::int AS n FROM support_tickets'));
    const sample = first.data[0] as Ticket;
    expect(Object.keys(sample)).toEqual(
      expect.arrayContaining([
        '_id',
        'ticketNo',
        'user',
        'category',
        'subject',
        'priority',
        'status',
        'createdAt',
        'lastReplyAt',
      ]),
    );
    const waiting = await tickets({ status: 'waiting_on_user' });
    expect(waiting.data.every((t) => t.status === 'waiting_on_user')).toBe(true);
    const byCategory = await tickets({ category: sample.category });
    expect(byCategory.data.every((t) => t.category === sample.category)).toBe(true);
    const byUser = await tickets({ user: sample.user });
    expect(byUser.total).toBeGreaterThan(0);
    expect(byUser.data.every((t) => t.user === sample.user)).toBe(true);
    const day = sample.createdAt.slice(0, 10);
    const byDay = await tickets({ createdAt_gte: day, createdAt_lte: day });
    expect(byDay.data.every((t) => t.createdAt.startsWith(day))).toBe(true);
    expect(byDay.total).toBeGreaterThan(0);
    const oldest = await tickets({}, `&sort=${encodeURIComponent('{"lastReplyAt":1}')}`);
    const times = oldest.data.map((t) => Date.parse(t.lastReplyAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect((await get('/admin/ticketList?filter=%7B%22secret%22%3A1%7D')).statusCode).toBe(400);
  });

  it("GET /support/getallticket answers every ticket at once, or one user's", async () => {
    const all = (await get('/support/getallticket')).json().result as Ticket[];
    expect(all).toHaveLength(await count('SELECT count(*)::int AS n FROM support_tickets'));
    const userId = (all[0] as unknown as { userId: string }).userId;
    const mine = (await get(`/support/getallticket?userId=${userId}`)).json().result as Ticket[];
    expect(mine.length).toBe(
      await count('SELECT count(*)::int AS n FROM support_tickets WHERE user_id = $1', [userId]),
    );
    expect((await get('/support/getallticket?userId=nope')).statusCode).toBe(400);
  });

  it('GET /admin/ticketMessage/{id} answers the thread oldest first with authors, and attachments as PNG', async () => {
    const { rows } = await server.db.query<{ ticket_id: string; id: string }>(
      `SELECT m.ticket_id, a.id FROM support_attachments a JOIN support_messages m ON m.id = a.message_id LIMIT 1`,
    );
    const { ticket, messages } = await thread(rows[0].ticket_id);
    expect(ticket._id).toBe(rows[0].ticket_id);
    expect(messages.length).toBe(ticket.messageCount);
    const times = messages.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(messages[0].author).toBe('user');
    expect(messages[0].authorEmail).toBe(ticket.user);
    const withImage = messages.find((m) => m.attachments.length > 0);
    expect(withImage?.attachments[0].url).toBe(`/admin/ticketAttachment/${rows[0].id}`);
    const image = await get(`/admin/ticketAttachment/${rows[0].id}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await get(`/admin/ticketAttachment/${rows[0].id}`, {})).statusCode).toBe(401);
    expect(
      (await get('/admin/ticketMessage/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });
});

describe('replying, messaging and closing', () => {
  it('a reply is added last to the thread, the ticket becomes answered, and it is logged', async () => {
    const ticket = await anOpenTicket();
    const res = await send('PUT', '/admin/ticketreply', {
      _id: ticket._id,
      message: '  We credited your deposit.  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ _id: ticket._id, status: 'answered' });
    const { messages } = await thread(ticket._id);
    expect(messages.at(-1)).toMatchObject({
      author: 'admin',
      authorEmail: server.config.adminEmail,
      kind: 'reply',
      body: 'We credited your deposit.',
    });
    expect(
      await count(`SELECT count(*)::int AS n FROM admin_action_log WHERE description = $1`, [
        `Ticket ${ticket.ticketNo} answered by ${server.config.adminEmail}`,
      ]),
    ).toBe(1);
  });

  it('an admin message (updateticket) leaves the ticket waiting on the user', async () => {
    const ticket = await anOpenTicket();
    const res = await send('POST', '/support/updateticket', {
      _id: ticket._id,
      message: 'Please send the transaction hash.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.status).toBe('waiting_on_user');
    expect((await thread(ticket._id)).messages.at(-1)).toMatchObject({
      author: 'admin',
      kind: 'message',
    });
  });

  it('with an Idempotency-Key a repeated reply is posted once', async () => {
    const ticket = await anOpenTicket();
    const payload = { _id: ticket._id, message: 'Done on our side.' };
    const headers = { 'idempotency-key': `reply-${ticket._id}` };
    expect((await send('PUT', '/admin/ticketreply', payload, headers)).statusCode).toBe(200);
    expect((await send('PUT', '/admin/ticketreply', payload, headers)).statusCode).toBe(200);
    const { messages } = await thread(ticket._id);
    expect(messages.filter((m) => m.body === 'Done on our side.')).toHaveLength(1);
  });

  it('closing is idempotent: a second close says it is already closed and logs nothing more', async () => {
    const ticket = await anOpenTicket();
    const first = await send('POST', '/admin/closeByAdmin', { _id: ticket._id });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: `Ticket ${ticket.ticketNo} closed`,
      result: { status: 'closed', closedBy: server.config.adminEmail },
    });
    const second = await send('POST', '/admin/closeByAdmin', { _id: ticket._id });
    expect(second.statusCode).toBe(200);
    expect(second.json().message).toBe(`Ticket ${ticket.ticketNo} is already closed`);
    expect(
      await count(`SELECT count(*)::int AS n FROM admin_action_log WHERE description LIKE $1`, [
        `Ticket ${ticket.ticketNo} closed by %`,
      ]),
    ).toBe(1);
  });

  it('replying to or messaging a closed ticket is refused with a clear 409 and changes nothing', async () => {
    const ticket = (await tickets({ status: 'closed' })).data[0];
    const before = (await thread(ticket._id)).messages.length;
    for (const [method, url] of [
      ['PUT', '/admin/ticketreply'],
      ['POST', '/support/updateticket'],
    ] as const) {
      const res = await send(method, url, { _id: ticket._id, message: 'Hello again' });
      expect(res.statusCode, url).toBe(409);
      expect(res.json().message).toBe(
        `Ticket ${ticket.ticketNo} is closed: it cannot be replied to. The user can open a new ticket.`,
      );
    }
    const after = await thread(ticket._id);
    expect(after.messages.length).toBe(before);
    expect(after.ticket.status).toBe('closed');
  });

  it('refuses blank, missing, unknown and malformed input with a 400, an unknown ticket with a 404', async () => {
    const ticket = await anOpenTicket();
    for (const [method, url, payload, message] of [
      [
        'PUT',
        '/admin/ticketreply',
        { _id: ticket._id, message: '   ' },
        /Message is required|Enter a message/,
      ],
      ['PUT', '/admin/ticketreply', { _id: ticket._id }, /'message' is required/],
      ['PUT', '/admin/ticketreply', { _id: 'x', message: 'hi' }, /_id/],
      [
        'PUT',
        '/admin/ticketreply',
        { _id: ticket._id, message: 'hi', status: 'closed' },
        /status|additional/,
      ],
      ['POST', '/support/updateticket', { _id: ticket._id, message: 'x'.repeat(5100) }, /message/i],
      ['POST', '/admin/closeByAdmin', {}, /'_id' is required/],
    ] as const) {
      const res = await send(method, url, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const nobody = '00000000-0000-4000-8000-000000000000';
    expect((await send('POST', '/admin/closeByAdmin', { _id: nobody })).statusCode).toBe(404);
    expect(
      (await send('PUT', '/admin/ticketreply', { _id: nobody, message: 'hi' })).statusCode,
    ).toBe(404);
    expect((await thread(ticket._id)).ticket.status).toBe('open');
  });
});

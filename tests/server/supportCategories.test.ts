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

interface Category {
  _id: string;
  name: string;
  description: string;
  status: string;
  ticketCount: number;
  createdAt: string;
}
interface Page {
  data: Category[];
  total: number;
  page: number;
  limit: number;
}

const list = async (query: string) => {
  const res = await server.app.inject({
    method: 'GET',
    url: `/api/admin/supportCategory${query}`,
    headers: auth,
  });
  return { status: res.statusCode, body: res.json() as { result: Page; message?: string } };
};
const write = (method: 'POST' | 'PUT', payload: object) =>
  server.app.inject({ method, url: '/api/admin/supportCategory', headers: auth, payload });
const logCount = async (like: string) =>
  (
    await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM admin_action_log WHERE description LIKE $1',
      [like],
    )
  ).rows[0].n;
const spec = `?page=1&limit=20&filter=${encodeURIComponent('{}')}&sort=${encodeURIComponent('{"createdAt":-1}')}`;

describe('GET /admin/supportCategory (the spec: page 1, limit 20, filter {}, createdAt descending)', () => {
  it("answers the spec's first call with 20 categories, newest first, and the total", async () => {
    const { status, body } = await list(spec);
    expect(status).toBe(200);
    const page = body.result;
    expect(page.page).toBe(1);
    expect(page.limit).toBe(20);
    expect(page.data).toHaveLength(20);
    const total = (
      await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM support_categories')
    ).rows[0].n;
    expect(total).toBeGreaterThan(20);
    expect(page.total).toBe(total);
    const times = page.data.map((c) => Date.parse(c.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Object.keys(page.data[0]).sort()).toEqual(
      ['_id', 'createdAt', 'description', 'name', 'status', 'ticketCount', 'updatedAt'].sort(),
    );
  });

  it('pages 20 at a time by default, without overlap, and page 2 holds the rest', async () => {
    const first = (await list('')).body.result;
    expect(first.limit).toBe(20);
    const second = (await list(`?page=2&limit=20&sort=${encodeURIComponent('{"createdAt":-1}')}`))
      .body.result;
    expect(second.data.length).toBe(first.total - 20);
    const ids = new Set(first.data.map((c) => c._id));
    expect(second.data.some((c) => ids.has(c._id))).toBe(false);
  });

  it('filters by status and free text, and sorts by name on the server', async () => {
    const inactive = (await list(`?filter=${encodeURIComponent('{"status":"inactive"}')}`)).body
      .result;
    expect(inactive.total).toBeGreaterThan(0);
    expect(inactive.data.every((c) => c.status === 'inactive')).toBe(true);
    const searched = (await list(`?filter=${encodeURIComponent('{"q":"withdraw"}')}`)).body.result;
    expect(searched.data.map((c) => c.name)).toContain('Withdrawals');
    const byName = (await list(`?limit=100&sort=${encodeURIComponent('{"name":1}')}`)).body.result;
    const names = byName.data.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
  });

  it('refuses a bad page, limit, filter or sort with a clear 400', async () => {
    for (const [query, message] of [
      ['?limit=101', /limit/],
      ['?page=0', /page/],
      [`?sort=${encodeURIComponent('{"ticketCount":1}')}`, /cannot be sorted/],
      [`?filter=${encodeURIComponent('{"secret":1}')}`, /not a filter/],
      ['?filter=nope', /not JSON/],
      ['?extra=1', /extra|additional/],
    ] as const) {
      const { status, body } = await list(query);
      expect(status, query).toBe(400);
      expect(body.message, query).toMatch(message);
    }
  });
});

describe('POST and PUT /admin/supportCategory', () => {
  it('creates a category with a trimmed name, logs it, and refuses the same name in any case (409)', async () => {
    const created = await write('POST', {
      name: '  Margin trading  ',
      description: 'Loans, liquidations',
      status: 'active',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().result).toMatchObject({ name: 'Margin trading', status: 'active' });
    expect(await logCount(`Support category 'Margin trading' created by %`)).toBe(1);
    // The newest is first on the spec's first call.
    expect((await list(spec)).body.result.data[0].name).toBe('Margin trading');

    const again = await write('POST', { name: 'MARGIN TRADING' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      message: "A support category named 'Margin trading' already exists",
      errors: { name: "A support category named 'Margin trading' already exists" },
    });
    expect(await logCount(`Support category 'MARGIN TRADING'%`)).toBe(0);
  });

  it('updates the fields given; renaming onto another name is a 409, a case change of its own is fine', async () => {
    const created = (await write('POST', { name: 'Futures', status: 'inactive' })).json().result;
    const taken = await write('PUT', { _id: created._id, name: 'deposits' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("A support category named 'Deposits' already exists");
    const renamed = await write('PUT', {
      _id: created._id,
      name: 'FUTURES',
      description: 'Perpetuals',
      status: 'active',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().result).toMatchObject({
      name: 'FUTURES',
      description: 'Perpetuals',
      status: 'active',
    });
    expect(await logCount(`Support category 'Futures' updated by %`)).toBe(1);
  });

  it('refuses blank, missing, too long, unknown and malformed input with a clear 400', async () => {
    const existing = (await list('')).body.result.data[0];
    for (const [method, payload, message] of [
      ['POST', { name: '   ' }, /Enter a name of 2 to 60 characters/],
      ['POST', {}, /Enter a name of 2 to 60 characters/],
      ['POST', { name: 'x'.repeat(200) }, /name/i],
      ['POST', { name: 'A', status: 'active' }, /Enter a name of 2 to 60 characters/],
      ['POST', { name: 'Valid name', status: 'archived' }, /status/],
      ['POST', { name: 'Valid name', color: 'red' }, /color|additional/],
      ['PUT', { name: 'No id' }, /_id/],
      ['PUT', { _id: 'not-a-uuid', name: 'Valid name' }, /_id/],
      ['PUT', { _id: existing._id }, /Nothing to update/],
    ] as const) {
      const res = await write(method, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toMatch(message);
    }
    const missing = await write('PUT', {
      _id: '00000000-0000-4000-8000-000000000000',
      name: 'Nobody',
    });
    expect(missing.statusCode).toBe(404);
  });
});

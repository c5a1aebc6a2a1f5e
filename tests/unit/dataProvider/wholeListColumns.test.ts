import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { buildDataProvider } from '../../../src/dataProvider/schemaProvider';
import { WholeListHost } from '../../../src/dataProvider/wholeListHost';
import { WholeList, type EngineField } from '../../../src/dataProvider/wholeList';
import type { ResourceSchema } from '../../../src/resources/types';
import { api, buildUsers, envelope, server } from '../msw';

const Icon = () => null;

/** A users list whose endpoint answers the columnar form, like the reference API. */
const schema: ResourceSchema = {
  name: 'user',
  label: 'Users',
  menu: { label: 'Users', order: 1, icon: Icon },
  list: {
    method: 'POST',
    path: '/admin/getAllUserData',
    mode: 'whole',
    format: 'columns',
    errorMessage: 'get users Details failed!',
  },
  fields: [
    { source: 'name', label: 'Name', type: 'text', views: ['list'], searchable: true },
    { source: 'email', label: 'Email', type: 'email', views: ['list'], searchable: true },
    { source: 'status', label: 'Status', type: 'status', views: ['list'], filter: 'select' },
    {
      source: 'createdAt',
      label: 'Created',
      type: 'datetime',
      views: ['list'],
      filter: 'dateRange',
    },
  ],
  defaultSort: { field: 'createdAt', order: 'DESC' },
};
const fields: EngineField[] = schema.fields;

// Newest first, as the server orders the list.
const users = buildUsers(30, (i) => ({
  status: i % 3 === 0 ? 'blocked' : 'active',
  createdAt: new Date(Date.UTC(2025, 5, 30) - i * 86_400_000).toISOString(),
})).map((u) => ({ ...u }));

function columnar(rows: Record<string, unknown>[], total = rows.length) {
  const names = Object.keys(users[0]);
  return {
    total,
    epochMs: ['createdAt'],
    columns: Object.fromEntries(
      names.map((name) => [
        name,
        rows.map((r) => (name === 'createdAt' ? Date.parse(r[name] as string) : r[name])),
      ]),
    ),
  };
}

/** Answers `?format=columns[&limit=N]`; records each call's query string. */
function serveColumns() {
  const calls: URLSearchParams[] = [];
  server.use(
    http.post(api('/admin/getAllUserData'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      calls.push(query);
      const limit = Number(query.get('limit') ?? users.length);
      return HttpResponse.json(envelope(columnar(users.slice(0, limit), users.length)));
    }),
  );
  return calls;
}

const setup = () =>
  buildDataProvider([schema], {
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    warmUp: false,
  });
const params = (page: number, extra: object = {}) => ({
  pagination: { page, perPage: 10 },
  sort: { field: 'createdAt', order: 'DESC' as const },
  filter: {},
  ...extra,
});

describe('whole lists in the columnar form', () => {
  it('shows the first page from a small request, then reads everything from the whole list', async () => {
    const calls = serveColumns();
    const dp = setup();
    const first = await dp.getList('user', params(1));
    expect(calls[0].get('format')).toBe('columns');
    expect(calls[0].get('limit')).toBe('10');
    expect(first.total).toBe(30);
    expect(first.data).toEqual(users.slice(0, 10).map((u) => ({ ...u, id: u._id })));

    const second = await dp.getList('user', params(2));
    const byName = await dp.getList('user', params(1, { sort: { field: 'name', order: 'ASC' } }));
    const blocked = await dp.getList('user', params(1, { filter: { status: 'blocked' } }));
    expect(calls.map((q) => q.get('limit'))).toEqual(['10', null]);
    expect(second.data.map((u) => u.id)).toEqual(users.slice(10, 20).map((u) => u._id));
    const names = new WholeList(
      users.map((u) => ({ ...u, id: u._id })),
      fields,
    ).query({ sort: { field: 'name', order: 'ASC' } });
    expect(byName.data.map((u) => u.name)).toEqual(names.data.slice(0, 10).map((u) => u.name));
    expect(blocked.total).toBe(10);
    // Records carry ISO times again, as the record form does.
    expect(blocked.data[0].createdAt).toBe(users[0].createdAt);
    expect((await dp.getOne('user', { id: users[7]._id })).data).toEqual({
      ...users[7],
      id: users[7]._id,
    });
  });

  it('a filtered or re-sorted first read waits for the whole list (no limit request)', async () => {
    const calls = serveColumns();
    const dp = setup();
    const page = await dp.getList('user', params(1, { filter: { q: users[4].email } }));
    expect(page.data.map((u) => u.id)).toEqual([users[4]._id]);
    expect(calls.map((q) => q.get('limit'))).toEqual([null]);
  });

  it('a first page that fails falls back to the whole list', async () => {
    const calls: (string | null)[] = [];
    server.use(
      http.post(api('/admin/getAllUserData'), ({ request }) => {
        const limit = new URL(request.url).searchParams.get('limit');
        calls.push(limit);
        if (limit) return HttpResponse.json({ success: false, message: 'busy' }, { status: 503 });
        return HttpResponse.json(envelope(columnar(users)));
      }),
    );
    const page = await setup().getList('user', params(1));
    expect(page.data).toHaveLength(10);
    expect(calls).toEqual(['10', null]);
  });
});

describe('the worker side of whole lists (WholeListHost)', () => {
  const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).buffer;
  const host = () => new WholeListHost(() => undefined);

  it('answers pages, sorts, filters, lookups and exports like the engine on records', () => {
    const h = host();
    const load = h.handle({
      kind: 'load',
      listId: 1,
      body: bytes(envelope(columnar(users))),
      fields,
    });
    expect(load).toEqual({ ok: true, value: { size: 30 } });
    const engine = new WholeList(
      users.map((u) => ({ ...u, id: u._id })),
      fields,
    );
    for (const query of [
      { sort: { field: 'email', order: 'DESC' as const }, page: 2, perPage: 5 },
      {
        filter: { q: 'example', status: 'active' },
        sort: { field: 'createdAt', order: 'ASC' as const },
      },
      { filter: { createdAt_gte: '2025-06-20', createdAt_lte: '2025-06-25' } },
    ]) {
      expect(h.handle({ kind: 'query', listId: 1, query })).toEqual({
        ok: true,
        value: engine.query(query),
      });
    }
    expect(h.handle({ kind: 'getById', listId: 1, id: users[3]._id })).toEqual({
      ok: true,
      value: { ...users[3], id: users[3]._id },
    });
    const all = h.handle({ kind: 'all', listId: 1, filter: { status: 'blocked' } });
    expect(all.ok && (all.value as unknown[]).length).toBe(10);
  });

  it('reads the spec array form too', () => {
    const h = host();
    h.handle({ kind: 'load', listId: 2, body: bytes(envelope(users)), fields });
    const page = h.handle({ kind: 'query', listId: 2, query: { perPage: 3 } });
    expect(page.ok && page.value).toEqual({
      data: users.slice(0, 3).map((u) => ({ ...u, id: u._id })),
      total: 30,
    });
  });

  it("fails a load with the server's message, or none when the body is not an envelope", () => {
    const h = host();
    expect(
      h.handle({
        kind: 'load',
        listId: 3,
        body: bytes({ success: false, message: 'No!' }),
        fields,
      }),
    ).toMatchObject({ ok: false, failure: { message: 'No!' } });
    expect(
      h.handle({
        kind: 'load',
        listId: 4,
        body: new TextEncoder().encode('<html>').buffer,
        fields,
      }),
    ).toMatchObject({ ok: false, failure: { message: null, body: { raw: '<html>' } } });
    expect(
      h.handle({ kind: 'load', listId: 5, body: bytes(envelope({ nope: 1 })), fields }),
    ).toMatchObject({ ok: false, failure: { message: null } });
  });

  it('a dropped list answers no more reads; its index building stops', () => {
    const steps: (() => void)[] = [];
    const h = new WholeListHost((fn) => steps.push(fn));
    h.handle({ kind: 'load', listId: 6, body: bytes(envelope(columnar(users))), fields });
    expect(steps).toHaveLength(1);
    h.handle({ kind: 'drop', listId: 6 });
    expect(h.handle({ kind: 'query', listId: 6, query: {} })).toMatchObject({ ok: false });
    // The queued steps run as no-ops and the queue drains.
    while (steps.length) steps.shift()!();
  });
});

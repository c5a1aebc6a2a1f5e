import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { buildDataProvider } from '../../../src/dataProvider/schemaProvider';
import { wholeListKey } from '../../../src/dataProvider/wholeListCache';
import type { ResourceSchema } from '../../../src/resources/types';
import { api, buildUsers, envelope, fail, recorder, server } from '../msw';

const Icon = () => null;

const usersSchema: ResourceSchema = {
  name: 'user',
  label: 'Users',
  menu: { label: 'Users', order: 1, icon: Icon },
  list: {
    method: 'POST',
    path: '/admin/getAllUserData',
    mode: 'whole',
    errorMessage: 'get users Details failed!',
  },
  update: {
    method: 'POST',
    path: '/admin/updateUser',
    body: ({ id, data }) => ({ _id: id, status: data.status }),
    errorMessage: 'Update user failed!',
  },
  fields: [
    { source: 'name', label: 'Name', type: 'text', views: ['list'], searchable: true },
    { source: 'email', label: 'Email', type: 'email', views: ['list'], searchable: true },
    { source: 'status', label: 'Status', type: 'status', views: ['list'], filter: 'select' },
    { source: 'createdAt', label: 'Created', type: 'datetime', views: ['list'] },
  ],
};

const categoriesSchema: ResourceSchema = {
  name: 'support-category',
  label: 'Support categories',
  list: {
    method: 'GET',
    path: '/admin/supportCategory',
    mode: 'server',
    errorMessage: 'Get categories failed',
  },
  fields: [{ source: 'name', label: 'Name', type: 'text', views: ['list'] }],
};

const logSchema: ResourceSchema = {
  name: 'notification',
  label: 'Notifications',
  list: {
    method: 'POST',
    path: '/admin/getAdminActionHistory',
    mode: 'server',
    csvExport: 'format',
    errorMessage: 'Get Admin Action History failed!',
  },
  fields: [{ source: 'description', label: 'Description', type: 'text', views: ['list'] }],
};

const users = buildUsers(30, (i) => ({ status: i % 3 === 0 ? 'blocked' : 'active' }));

function serveUsers(rows = users) {
  const rec = recorder('post', '/admin/getAllUserData', () =>
    envelope(rows.map((r) => ({ ...r }))),
  );
  server.use(rec.handler);
  return rec;
}

/** The provider and the query client it caches whole lists in (as in the admin). */
function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const dp = buildDataProvider([usersSchema, categoriesSchema, logSchema], {
    queryClient,
    warmUp: false,
  });
  return { dp, queryClient };
}
const provider = () => setup().dp;
afterEach(() => {
  vi.useRealTimers();
});
const listParams = (page: number, extra: object = {}) => ({
  pagination: { page, perPage: 10 },
  sort: { field: 'createdAt', order: 'DESC' as const },
  filter: {},
  ...extra,
});

describe('schema data provider: whole lists', () => {
  it('fetches the whole list once and pages, sorts and filters it without refetching', async () => {
    const rec = serveUsers();
    const dp = provider();
    const page1 = await dp.getList('user', listParams(1));
    const page2 = await dp.getList('user', listParams(2));
    const blocked = await dp.getList('user', listParams(1, { filter: { status: 'blocked' } }));
    expect(rec.calls).toHaveLength(1);
    expect(page1.total).toBe(30);
    expect(page1.data).toHaveLength(10);
    expect(page2.data[0].id).not.toBe(page1.data[0].id);
    expect(blocked.total).toBe(10);
    expect(blocked.data.every((u) => u.status === 'blocked')).toBe(true);
  });

  it('exposes _id as id', async () => {
    serveUsers();
    const { data } = await provider().getList('user', listParams(1));
    expect(data[0].id).toBe(data[0]._id);
  });

  it('concurrent reads share one download', async () => {
    const rec = serveUsers();
    const dp = provider();
    await Promise.all([
      dp.getList('user', listParams(1)),
      dp.getList('user', listParams(2)),
      dp.getOne('user', { id: users[3]._id }),
    ]);
    expect(rec.calls).toHaveLength(1);
  });

  it('keeps the whole list in the query client and refetches once it is older than 30 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 0, 1));
    const rec = serveUsers();
    const { dp, queryClient } = setup();
    await dp.getList('user', listParams(1));
    expect(queryClient.getQueryData(wholeListKey('user'))).toBeDefined();
    vi.setSystemTime(Date.UTC(2026, 0, 1) + 29_000);
    await dp.getList('user', listParams(2, { sort: { field: 'name', order: 'ASC' } }));
    expect(rec.calls).toHaveLength(1);
    vi.setSystemTime(Date.UTC(2026, 0, 1) + 31_000);
    await dp.getList('user', listParams(1));
    expect(rec.calls).toHaveLength(2);
  });

  it("invalidating the resource's queries drops its whole list: react-query owns the cache", async () => {
    const rec = serveUsers();
    const { dp, queryClient } = setup();
    await dp.getList('user', listParams(1));
    await queryClient.invalidateQueries({ queryKey: ['support-category'] });
    await dp.getList('user', listParams(1));
    expect(rec.calls).toHaveLength(1);
    await queryClient.invalidateQueries({ queryKey: ['user'] });
    await dp.getList('user', listParams(1));
    expect(rec.calls).toHaveLength(2);
    queryClient.clear();
    await dp.getList('user', listParams(1));
    expect(rec.calls).toHaveLength(3);
  });

  it('getOne without a getOne endpoint reads the record from the cached list', async () => {
    const rec = serveUsers();
    const dp = provider();
    const { data } = await dp.getOne('user', { id: users[5]._id });
    expect(data).toMatchObject({ id: users[5]._id, email: users[5].email });
    await dp.getMany('user', { ids: [users[1]._id, users[2]._id] });
    expect(rec.calls).toHaveLength(1);
  });

  it('getOne of an unknown id answers a 404 with a clear message', async () => {
    serveUsers();
    await expect(provider().getOne('user', { id: 'missing' })).rejects.toMatchObject({
      status: 404,
      message: expect.stringContaining('missing'),
    });
  });

  it('an update sends the declared body and invalidates the cached list', async () => {
    const rec = serveUsers();
    const update = recorder('post', '/admin/updateUser', () =>
      envelope({ ...users[0], status: 'blocked' }),
    );
    server.use(update.handler);
    const dp = provider();
    await dp.getList('user', listParams(1));
    const { data } = await dp.update('user', {
      id: users[0]._id,
      data: { status: 'blocked' },
      previousData: { ...users[0], id: users[0]._id },
    });
    expect(update.calls[0].body).toEqual({ _id: users[0]._id, status: 'blocked' });
    expect(data).toMatchObject({ id: users[0]._id, status: 'blocked' });
    await dp.getList('user', listParams(1));
    expect(rec.calls).toHaveLength(2);
  });

  it('an update without a record in the answer returns the previous data merged with the change', async () => {
    serveUsers();
    server.use(
      http.post(api('/admin/updateUser'), () =>
        HttpResponse.json({ success: true, message: 'Updated' }),
      ),
    );
    const { data } = await provider().update('user', {
      id: 'u1',
      data: { status: 'blocked' },
      previousData: { id: 'u1', name: 'A', status: 'active' },
    });
    expect(data).toEqual({ id: 'u1', name: 'A', status: 'blocked' });
  });

  it('a failed list load is not cached: the next read tries again', async () => {
    server.use(fail('post', '/admin/getAllUserData', 500, 'Internal server error'));
    const dp = provider();
    await expect(dp.getList('user', listParams(1))).rejects.toMatchObject({
      status: 500,
      message: 'Internal server error',
    });
    serveUsers();
    await expect(dp.getList('user', listParams(1))).resolves.toMatchObject({ total: 30 });
  });

  it('getCsv builds every filtered row in order from the cached list, not only a page', async () => {
    const rec = serveUsers();
    const dp = provider();
    await dp.getList('user', listParams(1));
    const { blob, filename } = await dp.getCsv('user', {
      filter: { status: 'active' },
      sort: { field: 'name', order: 'ASC' },
    });
    expect(rec.calls).toHaveLength(1);
    expect(filename).toMatch(/^user-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await blob.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Name,Email,Status,Created');
    expect(lines).toHaveLength(21);
    const names = lines.slice(1).map((line) => line.split(',')[0]);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(lines.slice(1).every((line) => line.split(',')[2] === 'active')).toBe(true);
  });

  it('refuses what the schema does not declare, with a clear message', async () => {
    const dp = provider();
    await expect(dp.create('user', { data: {} })).rejects.toMatchObject({
      message: 'Users: creating is not supported.',
    });
    await expect(dp.updateMany('user', { ids: ['a'], data: {} })).rejects.toMatchObject({
      status: 405,
    });
    await expect(dp.getList('nope', listParams(1))).rejects.toThrow(/Unknown resource "nope"/);
  });
});

describe('schema data provider: server-paged lists', () => {
  it('passes page, limit, filter and sort and reads the total', async () => {
    const rec = recorder('get', '/admin/supportCategory', () => ({
      success: true,
      result: { data: [{ _id: 'c1', name: 'Deposits' }], total: 41 },
    }));
    server.use(rec.handler);
    const { data, total } = await provider().getList('support-category', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    const query = rec.calls[0].url.searchParams;
    expect(Object.fromEntries(query)).toEqual({
      page: '1',
      limit: '20',
      filter: '{}',
      sort: '{"createdAt":-1}',
    });
    expect(data).toEqual([{ _id: 'c1', id: 'c1', name: 'Deposits' }]);
    expect(total).toBe(41);
  });
});

describe('schema data provider: server-paged POST lists and their CSV', () => {
  it('sends page, limit, filter and sort in the body and reads the total', async () => {
    const rec = recorder('post', '/admin/getAdminActionHistory', () => ({
      success: true,
      result: { data: [{ _id: '9', description: 'User a@b.c blocked' }], total: 1207 },
    }));
    server.use(rec.handler);
    const { data, total } = await provider().getList('notification', {
      pagination: { page: 3, perPage: 50 },
      sort: { field: 'description', order: 'ASC' },
      filter: { q: 'blocked', user_id: '' },
    });
    expect(rec.calls[0].body).toEqual({
      page: 3,
      limit: 50,
      filter: { q: 'blocked' },
      sort: { description: 1 },
    });
    expect(data).toEqual([{ _id: '9', id: '9', description: 'User a@b.c blocked' }]);
    expect(total).toBe(1207);
  });

  it('getCsv downloads the server stream with the filter and sort, never a page of all rows', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(api('/admin/getAdminActionHistory'), async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse('\uFEFFDescription\r\nUser a@b.c blocked\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="notification-2026-11-23.csv"',
          },
        });
      }),
    );
    const { blob, filename } = await provider().getCsv('notification', {
      filter: { q: 'blocked' },
      sort: { field: 'date', order: 'DESC' },
    });
    expect(bodies).toEqual([{ format: 'csv', filter: { q: 'blocked' }, sort: { date: -1 } }]);
    expect(filename).toBe('notification-2026-11-23.csv');
    expect(await blob.text()).toContain('User a@b.c blocked');
  });

  it('getCsv of a server list without a declared export refuses clearly', async () => {
    await expect(provider().getCsv('support-category', {})).rejects.toMatchObject({
      status: 405,
      message: 'Support categories: export is not supported.',
    });
  });
});

describe('schema data provider: custom calls', () => {
  it('call() answers the result, callEnvelope() the message, and invalidates the named resources', async () => {
    const rec = serveUsers();
    const verify = recorder('post', '/admin/verifyKyc', (body) =>
      envelope({ ok: true, body }, 'KYC approved'),
    );
    server.use(verify.handler);
    const dp = provider();
    await dp.getList('user', listParams(1));
    const endpoint = {
      method: 'POST' as const,
      path: '/admin/verifyKyc',
      body: (p: { id: string }) => ({ _id: p.id, status: 'approved' }),
      errorMessage: 'Kyc Update Details failed!',
    };
    await expect(dp.call(endpoint, { id: 'k1' }, { invalidates: ['user'] })).resolves.toEqual({
      ok: true,
      body: { _id: 'k1', status: 'approved' },
    });
    await expect(dp.callEnvelope(endpoint, { id: 'k1' })).resolves.toMatchObject({
      message: 'KYC approved',
    });
    await dp.getList('user', listParams(1));
    expect(rec.calls).toHaveLength(2);
  });

  it('call() rejects with the spec default when the server gives no message', async () => {
    server.use(http.post(api('/admin/verifyKyc'), () => HttpResponse.json({ success: false })));
    const endpoint = {
      method: 'POST' as const,
      path: '/admin/verifyKyc',
      errorMessage: 'Kyc Update Details failed!',
    };
    await expect(provider().call(endpoint, {})).rejects.toMatchObject({
      message: 'Kyc Update Details failed!',
    });
  });
});

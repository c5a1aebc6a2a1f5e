import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { buildDataProvider } from '../../../src/dataProvider/schemaProvider';
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

const users = buildUsers(30, (i) => ({ status: i % 3 === 0 ? 'blocked' : 'active' }));

function serveUsers(rows = users) {
  const rec = recorder('post', '/admin/getAllUserData', () =>
    envelope(rows.map((r) => ({ ...r }))),
  );
  server.use(rec.handler);
  return rec;
}

const provider = (now = () => 0) =>
  buildDataProvider([usersSchema, categoriesSchema], { now, warmUp: false });
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

  it('refetches once the cached copy is older than the TTL', async () => {
    const rec = serveUsers();
    let clock = 0;
    const dp = provider(() => clock);
    await dp.getList('user', listParams(1));
    clock = 29_000;
    await dp.getList('user', listParams(1));
    expect(rec.calls).toHaveLength(1);
    clock = 31_000;
    await dp.getList('user', listParams(1));
    expect(rec.calls).toHaveLength(2);
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

  it('getAllFiltered answers every filtered row in order, not only a page', async () => {
    serveUsers();
    const all = await provider().getAllFiltered('user', {
      filter: { status: 'active' },
      sort: { field: 'createdAt', order: 'DESC' },
    });
    expect(all).toHaveLength(20);
    expect(all.map((u) => u.createdAt)).toEqual([...all.map((u) => u.createdAt)].sort().reverse());
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

describe('schema data provider: exporting a server-paged list', () => {
  it('reads every row page by page at the server limit, in order, until the total', async () => {
    const rows = Array.from({ length: 1203 }, (_, i) => ({ _id: `c${i}`, name: `Category ${i}` }));
    const rec = recorder('get', '/admin/supportCategory', () => {
      const url = rec.calls[rec.calls.length - 1].url;
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      return {
        success: true,
        result: { data: rows.slice((page - 1) * limit, page * limit), total: rows.length },
      };
    });
    server.use(rec.handler);
    const { data, total } = await provider().getList('support-category', {
      pagination: { page: 1, perPage: 10_000_000 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: 'Category' },
    });
    expect(rec.calls.map((c) => c.url.searchParams.get('page'))).toEqual(['1', '2', '3']);
    expect(rec.calls.every((c) => c.url.searchParams.get('limit') === '500')).toBe(true);
    expect(rec.calls[0].url.searchParams.get('filter')).toBe('{"q":"Category"}');
    expect(total).toBe(1203);
    expect(data.map((r) => r.id)).toEqual(rows.map((r) => r._id));
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

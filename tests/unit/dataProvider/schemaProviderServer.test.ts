import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { api, envelope, recorder, server } from '../msw';
import { listParams, provider, serveUsers } from './schemaProviderFixtures';

afterEach(() => {
  vi.useRealTimers();
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

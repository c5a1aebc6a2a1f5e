import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { queryKeys } from '../../../src/dataProvider/queryKeys';
import { api, envelope, fail, recorder, server } from '../msw';
import { listParams, provider, serveUsers, setup, users } from './schemaProviderFixtures';

afterEach(() => {
  vi.useRealTimers();
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
    expect(queryClient.getQueryData(queryKeys.wholeList('user'))).toBeDefined();
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

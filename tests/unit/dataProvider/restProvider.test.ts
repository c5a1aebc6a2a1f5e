import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { DataProvider } from 'react-admin';
import { restProvider, withRestResources } from '../../../src/dataProvider/restProvider';
import type { ExchangeDataProvider } from '../../../src/dataProvider/schemaProvider';
import { getToken, setToken } from '../../../src/authProvider/tokenStore';
import { peekSignOutReason } from '../../../src/authProvider/signOutReason';
import { api, fail, html, server } from '../msw';

const params = {
  pagination: { page: 2, perPage: 2 },
  sort: { field: 'lastSeenAt', order: 'DESC' as const },
  filter: { current: false },
};

describe('plain REST resources through the shared http client', () => {
  it("reads simple-rest's list: bare array and Content-Range, with the bearer and the Range", async () => {
    setToken('tok-rest');
    let seen: Request | undefined;
    server.use(
      http.get(api('/rest/sessions'), ({ request }) => {
        seen = request;
        return HttpResponse.json([{ id: 's3' }], {
          headers: { 'Content-Range': 'sessions 2-2/3' },
        });
      }),
    );
    const answer = await restProvider.getList('sessions', params);
    expect(answer).toEqual({ data: [{ id: 's3' }], total: 3 });
    const url = new URL(seen!.url);
    expect(url.searchParams.get('range')).toBe('[2,3]');
    expect(url.searchParams.get('filter')).toBe('{"current":false}');
    expect(seen!.headers.get('authorization')).toBe('Bearer tok-rest');
    expect(seen!.headers.get('range')).toBe('sessions=2-3');
  });

  it('treats a 200 HTML page as a failure, never as an empty list', async () => {
    server.use(html('get', '/rest/sessions'));
    await expect(restProvider.getList('sessions', params)).rejects.toMatchObject({
      message: 'Could not load the active sessions.',
    });
  });

  it("fails with the envelope's message, and a 401 signs out with the reason kept", async () => {
    setToken('tok-revoked');
    server.use(fail('delete', '/rest/sessions/s1', 404, 'Session not found'));
    await expect(restProvider.delete('sessions', { id: 's1' })).rejects.toMatchObject({
      status: 404,
      message: 'Session not found',
    });
    expect(getToken()).toBe('tok-revoked');
    server.use(fail('get', '/rest/sessions', 401, 'This session was signed out. Sign in again.'));
    await expect(restProvider.getList('sessions', params)).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(peekSignOutReason()).toBe('This session was signed out. Sign in again.');
  });
});

describe('withRestResources', () => {
  it('routes the REST resources to simple-rest and keeps the schema provider for the rest', async () => {
    const schemaGetList = vi.fn(async () => ({ data: [], total: 0 }));
    const call = vi.fn(async () => 'called');
    const schemaProvider = { getList: schemaGetList, call } as unknown as ExchangeDataProvider;
    const restGetList = vi.fn(async () => ({ data: [{ id: 'x' }], total: 1 }));
    const rest = { getList: restGetList } as unknown as DataProvider;
    const combined = withRestResources(schemaProvider, rest, ['sessions']);

    await combined.getList('sessions', params);
    await combined.getList('user', params);
    expect(restGetList).toHaveBeenCalledWith('sessions', params);
    expect(schemaGetList).toHaveBeenCalledWith('user', params);
    // Custom methods do not take a resource first: they stay the schema provider's own.
    await expect(combined.call({} as never, {})).resolves.toBe('called');
  });

  it("exports a REST resource from the rows simple-rest reads, under the grid's filter and sort", async () => {
    const file = { blob: new Blob(['csv']), filename: 'sessions.csv' };
    const getCsv = vi.fn(async () => file);
    const schemaProvider = { getCsv } as unknown as ExchangeDataProvider;
    const rows = [{ id: 'a' }, { id: 'b' }];
    const restGetList = vi.fn(async () => ({ data: rows, total: 2 }));
    const combined = withRestResources(schemaProvider, { getList: restGetList } as never, [
      'sessions',
    ]);
    const sort = { field: 'lastSeenAt', order: 'DESC' as const };

    await expect(combined.getCsv('sessions', { filter: {}, sort })).resolves.toBe(file);
    expect(restGetList).toHaveBeenCalledWith('sessions', {
      pagination: { page: 1, perPage: 1000 },
      sort,
      filter: {},
    });
    expect(getCsv).toHaveBeenCalledWith('sessions', { filter: {}, sort, rows });
    // Any other resource's export is the schema provider's own.
    await combined.getCsv('user', { sort });
    expect(getCsv).toHaveBeenLastCalledWith('user', { sort });
    expect(restGetList).toHaveBeenCalledTimes(1);
  });
});

import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootRoute } from '../../../src/resources/bootRoute';
import { schemas } from '../../../src/resources/registry';
import { lazyScreen } from '../../../src/resources/lazyScreen';
import { buildDataProvider } from '../../../src/dataProvider/schemaProvider';
import { forgetBootHandoff } from '../../../src/boot/firstPageRequest';
import { getListQuery } from '../../../src/dataProvider/getListQuery';
import { createQueryClient } from '../../../src/dataProvider/queryClient';
import { setToken } from '../../../src/authProvider/tokenStore';
import { usersSchema } from '../../../src/resources/users/schema';
import { api, buildUsers, columnarUsers, server } from '../msw';

const users = buildUsers(30);

/** The reference API's columnar answer, first `limit` users (all without one); records each query. */
function serveUsers({ failFirstPage = false } = {}) {
  const limits: (string | null)[] = [];
  server.use(
    http.post(api('/admin/getAllUserData'), ({ request }) => {
      const limit = new URL(request.url).searchParams.get('limit');
      limits.push(limit);
      if (limit && failFirstPage)
        return HttpResponse.json({ success: false, message: 'busy' }, { status: 503 });
      return HttpResponse.json(columnarUsers(users, limit));
    }),
  );
  return limits;
}

/** The admin's query cache (with its own staleTime) and provider, fresh for each case. */
function freshAdmin() {
  const queryClient = createQueryClient();
  return { queryClient, dataProvider: buildDataProvider(schemas, { queryClient, warmUp: false }) };
}

/** The users grid's own query when it opens (SchemaList's defaults, react-admin's key). */
const firstPage = (admin: ReturnType<typeof freshAdmin>) =>
  getListQuery(admin.dataProvider, 'user', {
    pagination: { page: 1, perPage: 25 },
    sort: usersSchema.defaultSort!,
    filter: {},
    meta: undefined,
  });

const tick = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => forgetBootHandoff());

describe('boot prefetch of the opened list URL, into the query cache', () => {
  it("requests the users grid's first page at boot, under the grid's own key; the grid reads it from there", async () => {
    setToken('test-admin-token');
    const limits = serveUsers();
    const admin = freshAdmin();
    const booted = bootRoute('/admin/user', '', admin);
    expect(limits).toEqual([]); // sent, not answered yet: the handler has not run
    await booted;
    expect(limits[0]).toBe('25');

    const getList = vi.spyOn(admin.dataProvider, 'getList');
    const page = await admin.queryClient.fetchQuery(firstPage(admin));
    expect(getList).not.toHaveBeenCalled();
    expect(page.data.map((u) => u.id)).toEqual(users.slice(0, 25).map((u) => u._id));
    expect(page.total).toBe(30);
    // One first-page request (the boot's), then the whole list.
    await tick();
    expect(limits).toEqual(['25', null]);
  });

  it('prefetches nothing for a URL carrying list parameters, or a path that is no list', async () => {
    const limits = serveUsers();
    const admin = freshAdmin();
    await bootRoute('/admin/user', '?filter=%7B%22q%22%3A%22ann%22%7D', admin);
    await bootRoute('/admin/user-details/42', '', admin);
    await bootRoute('/admin/dashboard', '', admin);
    await tick();
    expect(limits).toEqual([]);
    expect(admin.queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('a grid opening while the request is under way joins it: one getList, one first-page request', async () => {
    const limits = serveUsers();
    const admin = freshAdmin();
    const getList = vi.spyOn(admin.dataProvider, 'getList');
    const booted = bootRoute('/admin/user', '', admin);
    await vi.waitFor(() => expect(getList).toHaveBeenCalled());
    const page = await admin.queryClient.fetchQuery(firstPage(admin));
    await booted;
    expect(page.data).toHaveLength(25);
    expect(getList).toHaveBeenCalledTimes(1);
    await tick();
    expect(limits).toEqual(['25', null]);
  });

  it('one expiry rule: once stale by the query client, the page is read again, from the whole list', async () => {
    const limits = serveUsers();
    const admin = freshAdmin();
    await bootRoute('/admin/user', '', admin);
    await tick();
    const getList = vi.spyOn(admin.dataProvider, 'getList');
    await admin.queryClient.invalidateQueries({ queryKey: ['user'] });
    const page = await admin.queryClient.fetchQuery(firstPage(admin));
    expect(getList).toHaveBeenCalledTimes(1);
    expect(page.data).toHaveLength(25);
    expect(limits.filter((limit) => limit === '25')).toHaveLength(1);
  });

  it('a prefetched first page that failed falls back to the whole list', async () => {
    const limits = serveUsers({ failFirstPage: true });
    const admin = freshAdmin();
    await bootRoute('/admin/user', '', admin);
    const page = admin.queryClient.getQueryData<{ data: unknown[] }>(firstPage(admin).queryKey);
    expect(page?.data).toHaveLength(25);
    expect(limits).toEqual(['25', null]);
  });

  it('a refused prefetch is not kept: a grid waiting on its access check shows no error', async () => {
    server.use(
      http.post(api('/admin/getAllUserData'), () =>
        HttpResponse.json({ success: false, message: 'Not allowed' }, { status: 403 }),
      ),
    );
    const admin = freshAdmin();
    await bootRoute('/admin/user', '', admin);
    const state = admin.queryClient.getQueryState(firstPage(admin).queryKey);
    expect(state?.status).toBe('pending');
    expect(state?.error).toBeNull();
  });
});

describe('preloaded lazy screens', () => {
  it('render at once, without showing the loading fallback', async () => {
    const Screen = lazyScreen(async () => () => <h1>Users</h1>);
    await Screen.preload();
    render(
      <Suspense fallback={<p role="status">Loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Users' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a failed load reaches the error boundary, as React.lazy does', async () => {
    const Screen = lazyScreen<object>(() => Promise.reject(new Error('chunk missing')));
    await expect(Screen.preload()).rejects.toThrow('chunk missing');
  });
});

import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { Admin, Resource, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootRoute } from '../../../src/resources/bootRoute';
import { resolveScreens } from '../../../src/resources/shared/screens';
import { usersSchema } from '../../../src/resources/users/schema';
import { buildDataProvider } from '../../../src/dataProvider/schemaProvider';
import { createQueryClient } from '../../../src/dataProvider/queryClient';
import { forgetBootHandoff } from '../../../src/boot/firstPageRequest';
import { setToken } from '../../../src/authProvider/tokenStore';
import { api, buildUsers, columnarUsers, server } from '../msw';

/*
 * The boot route caches the first page under the key react-admin's list (ra-core useGetList)
 * builds for it. If either side drifts (a new param, another shape, another default), the real
 * grid would miss the entry and ask the server again: these cases render the real users grid
 * and fail then.
 */

const users = buildUsers(30);

/** The reference API's columnar answer (the first `limit` users); records each request's limit. */
function serveUsers() {
  const limits: (string | null)[] = [];
  server.use(
    http.post(api('/admin/getAllUserData'), ({ request }) => {
      const limit = new URL(request.url).searchParams.get('limit');
      limits.push(limit);
      return HttpResponse.json(columnarUsers(users, limit));
    }),
  );
  return limits;
}

/** The admin's cache and provider, and the users grid mounted as AdminApp mounts it. */
function adminAt(path: string) {
  const queryClient = createQueryClient();
  const dataProvider = buildDataProvider([usersSchema], { queryClient, warmUp: false });
  const { list } = resolveScreens({ schema: usersSchema });
  const open = () =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/admin/*"
            element={
              <Admin
                basename="/admin"
                dataProvider={dataProvider}
                queryClient={queryClient}
                store={memoryStore()}
                disableTelemetry
              >
                <Resource name="user" list={list} />
              </Admin>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
  return { queryClient, dataProvider, open };
}

/** The keys of the users lists a screen reads (observed queries), page 1 only. */
const observedFirstPageKeys = (queryClient: ReturnType<typeof createQueryClient>) =>
  queryClient
    .getQueryCache()
    .findAll({ queryKey: ['user', 'getList'] })
    .filter((query) => query.getObserversCount() > 0)
    .map((query) => query.queryKey)
    .filter((key) => (key[2] as { pagination: { page: number } }).pagination.page === 1);

afterEach(() => forgetBootHandoff());

describe("the boot route's first page and react-admin's list query", () => {
  it("are one cache entry: the key the grid reads is the boot route's, exactly", async () => {
    setToken('test-admin-token');
    const limits = serveUsers();
    const admin = adminAt('/admin/user');
    await bootRoute('/admin/user', '', admin);
    const cached = admin.queryClient.getQueryCache().findAll({ queryKey: ['user', 'getList'] });
    expect(cached).toHaveLength(1);
    const getList = vi.spyOn(admin.dataProvider, 'getList');

    admin.open();
    expect(await screen.findByText(users[0].email)).toBeTruthy();
    expect(observedFirstPageKeys(admin.queryClient)).toStrictEqual([cached[0].queryKey]);
    // The grid asked the provider for no first page of its own order (prefetches of the next
    // page and of the other orders may follow).
    const { sort } = cached[0].queryKey[2] as { sort: { field: string; order: string } };
    const sameFirstPage = getList.mock.calls.filter(
      ([, params]) =>
        params.pagination?.page === 1 &&
        params.sort?.field === sort.field &&
        params.sort?.order === sort.order,
    );
    expect(sort.field).toBeTruthy();
    expect(sameFirstPage).toEqual([]);
    expect(limits.filter((limit) => limit === '25')).toHaveLength(1);
  });

  it('without the boot route, the grid builds the same key for its default page', async () => {
    setToken('test-admin-token');
    serveUsers();
    const booted = adminAt('/admin/user');
    await bootRoute('/admin/user', '', booted);
    const [bootKey] = booted.queryClient
      .getQueryCache()
      .findAll({ queryKey: ['user', 'getList'] })
      .map((query) => query.queryKey);

    const plain = adminAt('/admin/user');
    plain.open();
    expect(await screen.findByText(users[0].email)).toBeTruthy();
    expect(observedFirstPageKeys(plain.queryClient)).toStrictEqual([bootKey]);
  });
});

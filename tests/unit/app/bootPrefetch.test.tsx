import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { bootRoute } from '../../../src/resources/bootRoute';
import { schemas } from '../../../src/resources/registry';
import { lazyScreen } from '../../../src/resources/lazyScreen';
import { buildDataProvider } from '../../../src/dataProvider/schemaProvider';
import { clearPrefetched } from '../../../src/dataProvider/bootPrefetch';
import { setToken } from '../../../src/authProvider/tokenStore';
import { usersSchema } from '../../../src/resources/users/schema';
import { api, buildUsers, envelope, server } from '../msw';

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
      const rows = users.slice(0, limit ? Number(limit) : users.length);
      const names = Object.keys(users[0]) as (keyof (typeof users)[number])[];
      return HttpResponse.json(
        envelope({
          total: users.length,
          epochMs: [],
          columns: Object.fromEntries(names.map((name) => [name, rows.map((r) => r[name])])),
        }),
      );
    }),
  );
  return limits;
}

const provider = () =>
  buildDataProvider(schemas, {
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    warmUp: false,
  });

/** What the users grid asks for when it opens (SchemaList's defaults). */
const firstPage = {
  pagination: { page: 1, perPage: 25 },
  sort: usersSchema.defaultSort!,
  filter: {},
};

afterEach(() => clearPrefetched());

describe('boot prefetch of the opened list URL', () => {
  it("requests the users grid's first page at boot; the grid takes that answer instead of asking again", async () => {
    setToken('test-admin-token');
    const limits = serveUsers();
    bootRoute('/admin/user', '');
    expect(limits).toEqual([]); // sent, not answered yet: the handler has not run
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(limits).toEqual(['25']);

    const page = await provider().getList('user', firstPage);
    expect(page.data.map((u) => u.id)).toEqual(users.slice(0, 25).map((u) => u._id));
    expect(page.total).toBe(30);
    // One first-page request (the boot's), then the whole list.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(limits).toEqual(['25', null]);
  });

  it('prefetches nothing for a URL carrying list parameters, or a path that is no list', async () => {
    const limits = serveUsers();
    bootRoute('/admin/user', '?filter=%7B%22q%22%3A%22ann%22%7D');
    bootRoute('/admin/user-details/42', '');
    bootRoute('/admin/dashboard', '');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(limits).toEqual([]);
  });

  it('a prefetched answer is taken once: the next first-page read asks the server', async () => {
    const limits = serveUsers();
    await bootRoute('/admin/user', '');
    await provider().getList('user', firstPage);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await provider().getList('user', firstPage);
    expect(limits.filter((limit) => limit === '25')).toHaveLength(2);
  });

  it('a prefetched first page that failed falls back to the whole list', async () => {
    const limits = serveUsers({ failFirstPage: true });
    // The resource's schema loads first: the prefetch is under way once bootRoute resolves.
    await bootRoute('/admin/user', '');
    const page = await provider().getList('user', firstPage);
    expect(page.data).toHaveLength(25);
    expect(limits).toEqual(['25', null]);
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

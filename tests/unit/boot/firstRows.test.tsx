import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootFirstRows } from '../../../src/boot/firstRows';
import { forgetBootHandoff } from '../../../src/boot/firstPageRequest';
import { firstPages } from '../../../src/boot/firstPageManifest';
import { bootRoute } from '../../../src/resources/bootRoute';
import { schemas } from '../../../src/resources/registry';
import { usersSchema } from '../../../src/resources/users/schema';
import { cellFor } from '../../../src/resources/shared/cellFor';
import { buildDataProvider } from '../../../src/dataProvider/schemaProvider';
import { getListQuery } from '../../../src/dataProvider/getListQuery';
import { createQueryClient } from '../../../src/dataProvider/queryClient';
import { recordsOf } from '../../../src/dataProvider/columnar';
import { getToken, setToken } from '../../../src/authProvider/tokenStore';
import { api, buildUsers, envelope, server } from '../msw';

const TIMES = ['createdAt', 'lastLoginAt'] as const;
// A user who never signed in and one whose KYC status is unknown: the cells' dashes are painted too.
const users = buildUsers(30, (i) =>
  i === 1 ? { lastLoginAt: null as unknown as string, kycStatus: 'expired' as 'pending' } : {},
);

/** The reference API's columnar answer (times as epoch ms); records the `limit` of each request. */
function serveUsers(status = 200) {
  const limits: (string | null)[] = [];
  server.use(
    http.post(api('/admin/getAllUserData'), ({ request }) => {
      const limit = new URL(request.url).searchParams.get('limit');
      limits.push(limit);
      if (status !== 200)
        return HttpResponse.json({ success: false, message: 'Session expired' }, { status });
      return HttpResponse.json(envelope(columnar(users.slice(0, limit ? Number(limit) : 30))));
    }),
  );
  return limits;
}

function columnar(rows: typeof users) {
  const names = Object.keys(users[0]) as (keyof (typeof users)[number])[];
  const value = (name: PropertyKey, v: unknown) =>
    (TIMES as readonly PropertyKey[]).includes(name) && typeof v === 'string' ? Date.parse(v) : v;
  return {
    total: users.length,
    epochMs: [...TIMES],
    columns: Object.fromEntries(names.map((n) => [n, rows.map((r) => value(n, r[n]))])),
  };
}

const painted = () => document.getElementById('first-rows');
const texts = (row: Element) => Array.from(row.children, (cell) => cell.textContent);
const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

/** The admin's query cache (its own options: staleTime) and provider, fresh for each case. */
function freshAdmin() {
  const queryClient = createQueryClient();
  return { queryClient, dataProvider: buildDataProvider(schemas, { queryClient, warmUp: false }) };
}

/** The users grid's own query for its default page (the key react-admin's list reads). */
const firstPageQuery = (admin: ReturnType<typeof freshAdmin>) =>
  getListQuery(admin.dataProvider, 'user', {
    pagination: { page: 1, perPage: 25 },
    sort: usersSchema.defaultSort!,
    filter: {},
    meta: undefined,
  });

beforeEach(() => {
  setToken('test-admin-token');
  window.history.pushState({}, '', '/admin/user');
  document.body.innerHTML = '<div id="root"></div>';
});
afterEach(() => {
  forgetBootHandoff();
  document.documentElement.classList.remove('dark');
  window.localStorage.clear();
});

describe('the boot script paints the default first page of a list', () => {
  it("paints the users grid's columns and the first 25 rows with the texts the grid's cells show", async () => {
    serveUsers();
    await bootFirstRows();
    const table = painted()!.querySelector('table')!;
    const labels = usersSchema.fields.filter((f) => f.views.includes('list')).map((f) => f.label);
    expect(texts(table.querySelector('thead tr')!)).toEqual(['', ...labels]);

    // Each painted cell against the grid's own cell (cellFor.tsx) for the same record.
    const records = recordsOf(columnar(users.slice(0, 25)))!;
    const fields = usersSchema.fields.filter((f) => f.views.includes('list'));
    const rows = table.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(25);
    rows.forEach((row, i) => {
      const grid = fields.map((field) => {
        const { container, unmount } = render(<>{cellFor(field)!(records[i])}</>);
        const text = container.textContent;
        unmount();
        return text;
      });
      expect(texts(row)).toEqual(['', ...grid]);
    });
    expect(texts(rows[1])).toContain('—'); // no last sign-in
    expect(texts(rows[1])).toContain('expired'); // a status without a choice shows its value
    expect(painted()!.querySelector('style')!.textContent).toContain('#f4f6f8'); // light
  });

  it("in the dark theme, with the dark palette's colours", async () => {
    document.documentElement.classList.add('dark');
    serveUsers();
    await bootFirstRows();
    expect(painted()!.querySelector('style')!.textContent).toContain('#0f1419');
  });

  it('leaves when the real grid shows its rows (the observer runs before the browser paints)', async () => {
    serveUsers();
    await bootFirstRows();
    document.getElementById('root')!.innerHTML =
      '<table><tbody><tr><td>a</td></tr></tbody></table>';
    await tick();
    expect(painted()).toBeNull();
  });

  it('leaves when the admin goes elsewhere before the grid came', async () => {
    serveUsers();
    await bootFirstRows();
    window.history.pushState({}, '', '/admin/dashboard');
    document.getElementById('root')!.append(document.createElement('main'));
    await tick();
    expect(painted()).toBeNull();
  });

  it("the boot answer is cached under the grid's key: one first-page request, then the whole list", async () => {
    const limits = serveUsers();
    await bootFirstRows();
    const admin = freshAdmin();
    await bootRoute('/admin/user', '', admin);
    const getList = vi.spyOn(admin.dataProvider, 'getList');
    // What the grid reads when it renders: the cached page, no call to the provider.
    const page = await admin.queryClient.fetchQuery(firstPageQuery(admin));
    expect(getList).not.toHaveBeenCalled();
    expect(page.data.map((u) => u.id)).toEqual(users.slice(0, 25).map((u) => u._id));
    await tick(50);
    expect(limits).toEqual(['25', null]);
  });

  it('a grid that asks before the boot route has cached the page adopts the boot request; the boot route joins it', async () => {
    const limits = serveUsers();
    await bootFirstRows();
    const admin = freshAdmin();
    const getList = vi.spyOn(admin.dataProvider, 'getList');
    const grid = admin.queryClient.fetchQuery(firstPageQuery(admin));
    await bootRoute('/admin/user', '', admin);
    const page = await grid;
    expect(page.data).toHaveLength(25);
    expect(getList).toHaveBeenCalledTimes(1);
    await tick(50);
    expect(limits).toEqual(['25', null]);
  });

  it('paints nothing on a 401; the admin reads the answer and ends the session as before', async () => {
    const limits = serveUsers(401);
    await bootFirstRows();
    expect(painted()).toBeNull();
    expect(getToken()).toBe('test-admin-token'); // the boot script signs nobody out
    const admin = freshAdmin();
    await bootRoute('/admin/user', '', admin);
    expect(getToken()).toBeNull();
    expect(limits[0]).toBe('25');
    expect(limits.filter((limit) => limit === '25')).toHaveLength(1);
    // The failure is not kept as the grid's answer: the grid would ask for itself.
    expect(admin.queryClient.getQueryState(firstPageQuery(admin).queryKey)?.status).toBe('pending');
  });

  it('asks nothing for a list URL with parameters, another page, no token, changed grid preferences or a narrow window', async () => {
    const limits = serveUsers();
    window.history.pushState({}, '', '/admin/user?sort=name&order=ASC');
    await bootFirstRows();
    window.history.pushState({}, '', '/admin/dashboard');
    await bootFirstRows();
    window.history.pushState({}, '', '/admin/user');
    window.localStorage.setItem('RaStore.admin(a%40x.io).user.datatable', '["email"]');
    await bootFirstRows();
    window.localStorage.clear();
    await bootFirstRows(); // signed out: no token
    setToken('test-admin-token');
    const width = window.innerWidth;
    window.innerWidth = 800; // the sidebar is a drawer: not the painted layout
    await bootFirstRows();
    window.innerWidth = width;
    expect(limits).toEqual([]);
    expect(painted()).toBeNull();
  });

  it('knows the lists it may paint from the manifest: users among them', () => {
    expect(Object.keys(firstPages)).toContain('user');
  });
});

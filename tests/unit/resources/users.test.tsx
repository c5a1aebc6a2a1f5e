import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import {
  api,
  buildUser,
  buildUsers,
  fail,
  ok,
  pagedAnswer,
  recorder,
  resetFactories,
  server,
} from '../msw';
import { usersContract } from '../../../src/contracts/resources/users';
import { renderApp, resetAdminCaches, shellHandlers } from '../app/renderApp';

/** The browser's download, observed: the file handed to an object URL and the link clicked. */
function captureDownloads() {
  const files: { blob: Blob; filename: string }[] = [];
  let pending: Blob | null = null;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    pending = blob;
    return 'blob:csv';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (pending) files.push({ blob: pending, filename: this.download });
    pending = null;
  });
  return files;
}

// The whole app renders here; on a loaded 2-core machine the first screen can take a while.
const T = { timeout: 30_000 };
vi.setConfig({ testTimeout: 60_000 });
const dataRows = () => screen.getAllByRole('row').slice(1);
/** The list's error state (a toast may repeat the message). */
const errorPanel = async () =>
  (await screen.findByRole('heading', { name: 'Could not load the list' }, T)).closest(
    '[role="alert"]',
  ) as HTMLElement;
/** The Name column's cells (the grid starts with the bulk-selection checkboxes). */
const firstColumn = () => {
  const index = screen.getAllByRole('columnheader').findIndex((h) => h.textContent === 'Name');
  return dataRows().map((row) => within(row).getAllByRole('cell')[index].textContent);
};

/** The columns the server searches with `q` (server/routes/users.ts, from the contract). */
const SEARCHED = usersContract.fields.filter((f) => f.searchable).map((f) => f.key);

/** POST /admin/getAllUserData paging `rows` as the server does, every call recorded. */
function usersBackend(rows: Record<string, unknown>[]) {
  const list = recorder('post', '/admin/getAllUserData', (body) =>
    pagedAnswer(rows, body, SEARCHED),
  );
  server.use(list.handler);
  return list;
}

describe('Users list (/admin/user)', () => {
  beforeEach(() => {
    resetFactories();
    server.use(...shellHandlers());
  });
  afterEach(() => {
    resetAdminCaches();
    vi.restoreAllMocks();
  });

  it('renders the users from POST /admin/getAllUserData, newest first', async () => {
    const users = [
      buildUser({ name: 'Old Olga', createdAt: '2024-01-01T00:00:00.000Z' }),
      buildUser({ name: 'New Nina', createdAt: '2025-01-01T00:00:00.000Z' }),
    ];
    const list = usersBackend(users);
    renderApp('/admin/user');
    expect(await screen.findByText('New Nina', {}, T)).toBeInTheDocument();
    expect(firstColumn()).toEqual(['New Nina', 'Old Olga']);
    // One page, newest first, asked of the server (never the spec's whole-list empty body).
    expect(list.calls.map((call) => call.body)).toEqual([
      { page: 1, limit: 25, filter: {}, sort: { createdAt: -1 } },
    ]);
    expect(screen.getByText('1-2 of 2')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      expect.arrayContaining([
        'Name',
        'Email',
        'Phone',
        'Country',
        'Status',
        'KYC status',
        'Referral code',
        'Created',
        'Last login',
      ]),
    );
  });

  it('opened from the menu, asks for its first page when the entry is pressed, and only once', async () => {
    const user = userEvent.setup();
    const list = usersBackend([buildUser({ name: 'Menu Mia' })]);
    renderApp('/admin/profile');
    const entry = await screen.findByRole('link', { name: 'Users' }, T);
    // Pressed: the page is asked for before the click has rendered anything.
    await user.pointer({ keys: '[MouseLeft>]', target: entry });
    await waitFor(() => expect(list.calls).toHaveLength(1), T);
    await user.pointer({ keys: '[/MouseLeft]', target: entry });
    expect(await screen.findByText('Menu Mia', {}, T)).toBeInTheDocument();
    // The grid read that answer (react-admin's own key): no second request for the same page.
    expect(list.calls.map((call) => call.body)).toEqual([
      { page: 1, limit: 25, filter: {}, sort: { createdAt: -1 } },
    ]);
  });

  it('opens on the filter and sort of its URL (links, reload) and writes changes back', async () => {
    const user = userEvent.setup();
    const list = usersBackend([
      buildUser({ name: 'Carla Blocked', status: 'blocked' }),
      buildUser({ name: 'Anna Active' }),
      buildUser({ name: 'Bea Blocked', status: 'blocked' }),
    ]);
    renderApp(
      `/admin/user?filter=${encodeURIComponent('{"status":"blocked"}')}&sort=name&order=ASC`,
    );
    await waitFor(() => expect(firstColumn()).toEqual(['Bea Blocked', 'Carla Blocked']), T);
    expect(list.calls.map((call) => call.body)).toEqual([
      { page: 1, limit: 25, filter: { status: 'blocked' }, sort: { name: 1 } },
    ]);
    await user.click(screen.getByRole('button', { name: /sort by name/i }));
    await waitFor(() => expect(firstColumn()).toEqual(['Carla Blocked', 'Bea Blocked']), T);
    expect(list.calls.at(-1)?.body).toEqual({
      page: 1,
      limit: 25,
      filter: { status: 'blocked' },
      sort: { name: -1 },
    });
    await waitFor(() => expect(window.location.search).toContain('order=DESC'), T);
    expect(new URLSearchParams(window.location.search).get('filter')).toBe('{"status":"blocked"}');
  });

  it('asks the server to search, filter by status and sort by a column, and shows its answer', async () => {
    const user = userEvent.setup();
    const list = usersBackend([
      buildUser({ name: 'Carla Blocked', status: 'blocked', email: 'carla@x.io' }),
      buildUser({ name: 'Anna Active', email: 'anna@x.io' }),
      buildUser({ name: 'Bert Active', email: 'bert@x.io', referralCode: 'FINDME' }),
    ]);
    const lastBody = () => list.calls.at(-1)?.body;
    renderApp('/admin/user');
    await screen.findByText('Anna Active', {}, T);
    expect(firstColumn()).toEqual(['Carla Blocked', 'Anna Active', 'Bert Active']);

    await user.click(screen.getByRole('button', { name: /sort by name/i }));
    await waitFor(
      () => expect(firstColumn()).toEqual(['Anna Active', 'Bert Active', 'Carla Blocked']),
      T,
    );
    expect(lastBody()).toEqual({ page: 1, limit: 25, filter: {}, sort: { name: 1 } });

    await user.click(screen.getByRole('textbox', { name: /search/i }));
    await user.paste('findme');
    await waitFor(() => expect(firstColumn()).toEqual(['Bert Active']), T);
    expect(lastBody()).toEqual({ page: 1, limit: 25, filter: { q: 'findme' }, sort: { name: 1 } });
    await user.clear(screen.getByRole('textbox', { name: /search/i }));
    // Back to the query asked a moment ago: its page shows again (react-query's fresh cache).
    await waitFor(
      () => expect(firstColumn()).toEqual(['Anna Active', 'Bert Active', 'Carla Blocked']),
      T,
    );

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Blocked' }));
    await waitFor(() => expect(firstColumn()).toEqual(['Carla Blocked']), T);
    expect(lastBody()).toEqual({
      page: 1,
      limit: 25,
      filter: { status: 'blocked' },
      sort: { name: 1 },
    });
  });

  it('searches as the admin types: the first letter at once, then the whole word, not a call per key', async () => {
    const user = userEvent.setup();
    const list = usersBackend([
      buildUser({ name: 'Anna Walker' }),
      buildUser({ name: 'Bert Active' }),
    ]);
    renderApp('/admin/user');
    await screen.findByText('Bert Active', {}, T);
    await user.type(screen.getByRole('textbox', { name: /search/i }), 'walker');
    const searched = () =>
      list.calls
        .map((call) => (call.body as { filter?: { q?: string } }).filter?.q)
        .filter(Boolean);
    await waitFor(() => expect(searched().at(-1)).toBe('walker'), T);
    expect(firstColumn()).toEqual(['Anna Walker']);
    expect(searched()[0]).toBe('w');
    expect(searched().length).toBeLessThan('walker'.length);
  });

  it('exports every filtered row: the server streams the CSV of the filter and sort, not a page', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    const rows = buildUsers(60, (i) => ({ status: i % 2 ? 'blocked' : 'active' }));
    const csv = '\uFEFFName,Email,Status\r\nAmara Okafor,amara@example.com,Blocked\r\n';
    const pages: unknown[] = [];
    const exports: unknown[] = [];
    server.use(
      http.post(api('/admin/getAllUserData'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        if (body.format !== 'csv') {
          pages.push(body);
          return HttpResponse.json(pagedAnswer(rows, body, SEARCHED));
        }
        exports.push(body);
        return new HttpResponse(csv, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="user-2025-06-01.csv"',
          },
        });
      }),
    );
    renderApp('/admin/user?filter=%7B%22status%22%3A%22blocked%22%7D');
    await waitFor(() => expect(dataRows()).toHaveLength(25), T);
    expect(screen.getByText('1-25 of 30')).toBeInTheDocument();
    expect(pages).toEqual([
      { page: 1, limit: 25, filter: { status: 'blocked' }, sort: { createdAt: -1 } },
    ]);
    await user.click(screen.getByRole('button', { name: /export/i }));
    await waitFor(() => expect(downloads).toHaveLength(1), T);
    // One call with the grid's filter and sort and no page: the server writes every matching row.
    expect(exports).toEqual([
      { format: 'csv', filter: { status: 'blocked' }, sort: { createdAt: -1 } },
    ]);
    const [{ blob, filename }] = downloads;
    expect(filename).toBe('user-2025-06-01.csv');
    expect((await blob.text()).replace(/^\uFEFF/, '')).toBe(csv.slice(1));
    expect(pages).toHaveLength(1);
  });

  it('opens the details (with KYC and balances) on row click', async () => {
    const user = userEvent.setup();
    const target = buildUser({ name: 'Click Me' });
    const balances = [{ asset: 'ETH', name: 'Ethereum', amount: '2', usdValue: '6000' }];
    usersBackend([target]);
    server.use(ok('post', '/admin/adminUserData', { user: target, kyc: null, balances }));
    renderApp('/admin/user');
    await user.click(await screen.findByText('Click Me', {}, T));
    await waitFor(() => expect(window.location.pathname).toBe(`/admin/user-details/${target._id}`));
    // The details come from POST /admin/adminUserData, not from the row the list cached.
    const table = await screen.findByRole('table', { name: 'Balances' }, T);
    expect(within(table).getByText('Ethereum')).toBeInTheDocument();
  });

  it('shows the server message and a Retry button when the list fails, and retries', async () => {
    const user = userEvent.setup();
    server.use(fail('post', '/admin/getAllUserData', 400, 'Users are unavailable right now'));
    renderApp('/admin/user');
    expect(await errorPanel()).toHaveTextContent('Users are unavailable right now');
    const list = usersBackend([buildUser({ name: 'Back Again' })]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back Again', {}, T)).toBeInTheDocument();
    expect(list.calls[0].body).toEqual({ page: 1, limit: 25, filter: {}, sort: { createdAt: -1 } });
  });

  it('falls back to the spec default message when the server gives none', async () => {
    server.use(fail('post', '/admin/getAllUserData', 400));
    renderApp('/admin/user');
    expect(await errorPanel()).toHaveTextContent('get users Details failed!');
  });
});

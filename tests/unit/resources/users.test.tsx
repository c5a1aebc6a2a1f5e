import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, buildUsers, ok, recorder, resetFactories, server, fail } from '../msw';
import { usersSchema } from '../../../src/resources/users/schema';
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

const T = { timeout: 8000 };
vi.setConfig({ testTimeout: 30_000 });
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
    const list = recorder('post', '/admin/getAllUserData', () => ({
      success: true,
      result: users,
    }));
    server.use(list.handler);
    renderApp('/admin/user');
    expect(await screen.findByText('New Nina', {}, T)).toBeInTheDocument();
    expect(firstColumn()).toEqual(['New Nina', 'Old Olga']);
    expect(list.calls[0].body).toEqual({});
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

  it('opens on the filter and sort of its URL (links, reload) and writes changes back', async () => {
    const user = userEvent.setup();
    server.use(
      ok('post', '/admin/getAllUserData', [
        buildUser({ name: 'Carla Blocked', status: 'blocked' }),
        buildUser({ name: 'Anna Active' }),
        buildUser({ name: 'Bea Blocked', status: 'blocked' }),
      ]),
    );
    renderApp(
      `/admin/user?filter=${encodeURIComponent('{"status":"blocked"}')}&sort=name&order=ASC`,
    );
    await waitFor(() => expect(firstColumn()).toEqual(['Bea Blocked', 'Carla Blocked']), T);
    await user.click(screen.getByRole('button', { name: /sort by name/i }));
    await waitFor(() => expect(firstColumn()).toEqual(['Carla Blocked', 'Bea Blocked']), T);
    await waitFor(() => expect(window.location.search).toContain('order=DESC'), T);
    expect(new URLSearchParams(window.location.search).get('filter')).toBe('{"status":"blocked"}');
  });

  it('filters by search and by status, and sorts by a column', async () => {
    const user = userEvent.setup();
    server.use(
      ok('post', '/admin/getAllUserData', [
        buildUser({ name: 'Carla Blocked', status: 'blocked', email: 'carla@x.io' }),
        buildUser({ name: 'Anna Active', email: 'anna@x.io' }),
        buildUser({ name: 'Bert Active', email: 'bert@x.io', referralCode: 'FINDME' }),
      ]),
    );
    renderApp('/admin/user');
    await screen.findByText('Anna Active', {}, T);

    await user.click(screen.getByRole('button', { name: /sort by name/i }));
    await waitFor(
      () => expect(firstColumn()).toEqual(['Anna Active', 'Bert Active', 'Carla Blocked']),
      T,
    );

    await user.click(screen.getByRole('textbox', { name: /search/i }));
    await user.paste('findme');
    await waitFor(() => expect(firstColumn()).toEqual(['Bert Active']), T);
    await user.clear(screen.getByRole('textbox', { name: /search/i }));
    await waitFor(() => expect(dataRows()).toHaveLength(3), T);

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Blocked' }));
    await waitFor(() => expect(firstColumn()).toEqual(['Carla Blocked']), T);
  });

  it('exports every filtered row, not only the page', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    server.use(
      ok(
        'post',
        '/admin/getAllUserData',
        buildUsers(60, (i) => ({ status: i % 2 ? 'blocked' : 'active' })),
      ),
    );
    renderApp('/admin/user?filter=%7B%22status%22%3A%22blocked%22%7D');
    await waitFor(() => expect(dataRows()).toHaveLength(25), T);
    await user.click(screen.getByRole('button', { name: /export/i }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const [{ blob, filename }] = downloads;
    expect(filename).toMatch(/^user-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await blob.text()).replace(/^\uFEFF/, '').split('\r\n');
    const labels = usersSchema.fields.filter((f) => f.views.includes('list')).map((f) => f.label);
    expect(lines[0]).toBe(labels.join(','));
    expect(lines).toHaveLength(31);
    const status = labels.indexOf('Status');
    expect(lines.slice(1).every((line) => line.split(',')[status] === 'Blocked')).toBe(true);
  });

  it('opens the details (with KYC and balances) on row click', async () => {
    const user = userEvent.setup();
    const target = buildUser({ name: 'Click Me' });
    const balances = [{ asset: 'ETH', name: 'Ethereum', amount: '2', usdValue: '6000' }];
    server.use(
      ok('post', '/admin/getAllUserData', [target]),
      ok('post', '/admin/adminUserData', { user: target, kyc: null, balances }),
    );
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
    server.use(ok('post', '/admin/getAllUserData', [buildUser({ name: 'Back Again' })]));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back Again', {}, T)).toBeInTheDocument();
  });

  it('falls back to the spec default message when the server gives none', async () => {
    server.use(fail('post', '/admin/getAllUserData', 400));
    renderApp('/admin/user');
    expect(await errorPanel()).toHaveTextContent('get users Details failed!');
  });
});

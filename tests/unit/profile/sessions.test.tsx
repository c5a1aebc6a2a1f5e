import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { api, fail, server } from '../msw';
import { renderApp, resetAdminCaches, shellHandlers } from '../app/renderApp';
import { describeUserAgent } from '../../../src/resources/admins/userAgent';

vi.setConfig({ testTimeout: 30_000 });
// The first render compiles the whole admin: generous under a loaded machine.
const T = { timeout: 15_000 };

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

const buildSession = (overrides: Record<string, unknown> = {}) => ({
  id: 'c0ffee00-0000-4000-8000-000000000001',
  createdAt: new Date(Date.now() - 3_600_000).toISOString(),
  lastSeenAt: new Date(Date.now() - 120_000).toISOString(),
  clientAddress: '203.0.113.7',
  userAgent: CHROME,
  current: true,
  ...overrides,
});

/** The simple-rest list as the server answers it: a bare array and Content-Range. */
function sessionsApi(initial: ReturnType<typeof buildSession>[]) {
  let sessions = [...initial];
  const seen: URL[] = [];
  const bearers: (string | null)[] = [];
  const deleted: string[] = [];
  const handlers = [
    http.get(api('/rest/sessions'), ({ request }) => {
      seen.push(new URL(request.url));
      bearers.push(request.headers.get('authorization'));
      return HttpResponse.json(sessions, {
        headers: {
          'Content-Range': `sessions 0-${Math.max(sessions.length - 1, 0)}/${sessions.length}`,
        },
      });
    }),
    http.delete(api('/rest/sessions/:id'), ({ params }) => {
      const target = sessions.find((s) => s.id === params.id);
      if (!target)
        return HttpResponse.json({ success: false, message: 'Session not found' }, { status: 404 });
      deleted.push(String(params.id));
      sessions = sessions.filter((s) => s.id !== params.id);
      return HttpResponse.json(target);
    }),
  ];
  return { handlers, seen, bearers, deleted };
}

const card = async () =>
  (await screen.findByRole('heading', { name: 'Active sessions' }, T)).closest(
    '.MuiCard-root',
  ) as HTMLElement;

describe('Profile: active sessions', () => {
  beforeEach(() => server.use(...shellHandlers()));
  afterEach(resetAdminCaches);

  it('lists the sessions through simple-rest: device, address, times, this one marked', async () => {
    const other = buildSession({
      id: 'c0ffee00-0000-4000-8000-000000000002',
      current: false,
      userAgent: FIREFOX,
      clientAddress: '198.51.100.23',
    });
    const rest = sessionsApi([buildSession(), other]);
    server.use(...rest.handlers);
    renderApp('/admin/profile');

    const table = await within(await card()).findByRole('table', { name: 'Active sessions' }, T);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Chrome 131 on Linux');
    expect(rows[1]).toHaveTextContent('This session');
    expect(rows[1]).toHaveTextContent('203.0.113.7');
    expect(rows[1]).toHaveTextContent('2 min ago');
    expect(rows[2]).toHaveTextContent('Firefox 133 on Windows');
    expect(rows[2]).not.toHaveTextContent('This session');
    // simple-rest's dialect, with the bearer of the shared http client.
    const url = rest.seen[0];
    expect(JSON.parse(url.searchParams.get('sort') ?? '')).toEqual(['lastSeenAt', 'DESC']);
    expect(JSON.parse(url.searchParams.get('range') ?? '')).toEqual([0, 49]);
    expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual({});
    expect(rest.bearers[0]).toBe('Bearer test-admin-token');
  });

  it('revokes another session after a confirmation, with a toast, and refreshes the list', async () => {
    const other = buildSession({
      id: 'c0ffee00-0000-4000-8000-000000000002',
      current: false,
      userAgent: FIREFOX,
    });
    const rest = sessionsApi([buildSession(), other]);
    server.use(...rest.handlers);
    const user = userEvent.setup();
    renderApp('/admin/profile');

    const table = await within(await card()).findByRole('table', {}, T);
    const firefoxRow = within(table)
      .getByText('Firefox 133 on Windows')
      .closest('tr') as HTMLElement;
    await user.click(within(firefoxRow).getByRole('button', { name: 'Revoke' }));
    expect(rest.deleted).toEqual([]);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Revoke this session?');
    expect(dialog).toHaveTextContent('Firefox 133 on Windows will be signed out');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText('Session revoked.', {}, T)).toBeInTheDocument();
    expect(rest.deleted).toEqual([other.id]);
    await waitFor(() => expect(within(table).queryByText('Firefox 133 on Windows')).toBeNull(), T);
  });

  it('revoking this session says so, then signs this browser out', async () => {
    const rest = sessionsApi([buildSession()]);
    server.use(...rest.handlers);
    const user = userEvent.setup();
    renderApp('/admin/profile');

    const table = await within(await card()).findByRole('table', {}, T);
    await user.click(within(table).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'This is the session you are using now: you will be signed out.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    expect(
      await screen.findByText('Session revoked. You are signed out.', {}, T),
    ).toBeInTheDocument();
    expect(rest.deleted).toEqual([buildSession().id]);
    await waitFor(() => expect(window.location.pathname).toBe('/login'), T);
    expect(window.localStorage.getItem('adminToken')).toBeNull();
  });

  it("shows the server's message in the confirmation when revoking fails", async () => {
    const other = buildSession({ id: 'c0ffee00-0000-4000-8000-000000000003', current: false });
    const rest = sessionsApi([buildSession(), other]);
    server.use(rest.handlers[0], fail('delete', '/rest/sessions/:id', 404, 'Session not found'));
    const user = userEvent.setup();
    renderApp('/admin/profile');
    const table = await within(await card()).findByRole('table', {}, T);
    await user.click(within(table).getAllByRole('button', { name: 'Revoke' })[1]);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByText('Session not found', {}, T)).toBeInTheDocument();
  });

  it('shows a loading state, then an error with Retry that recovers', async () => {
    // A 5xx is retried once (queryClient): the first two answers fail, Retry gets the third.
    let failures = 2;
    server.use(
      http.get(api('/rest/sessions'), async () => {
        await delay(150);
        if (failures > 0) {
          failures -= 1;
          return HttpResponse.json(
            { success: false, message: 'Sessions are unavailable' },
            { status: 503 },
          );
        }
        return HttpResponse.json([buildSession()], {
          headers: { 'Content-Range': 'sessions 0-0/1' },
        });
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/profile');
    const box = await card();
    expect(within(box).getByRole('status', { name: 'Loading active sessions' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const alert = await within(box).findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('Sessions are unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(box).findByText('This session', {}, T)).toBeInTheDocument();
  });

  it('says so when there is no session to show', async () => {
    server.use(...sessionsApi([]).handlers);
    renderApp('/admin/profile');
    expect(await within(await card()).findByText('No active sessions.', {}, T)).toBeInTheDocument();
  });
});

describe('describeUserAgent', () => {
  it.each([
    [CHROME, 'Chrome 131 on Linux'],
    [FIREFOX, 'Firefox 133 on Windows'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      'Safari 17 on macOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge 131 on Windows',
    ],
    [null, 'Unknown device'],
    ['curl/8.5.0', 'curl/8.5.0'],
  ])('%s → %s', (ua, label) => expect(describeUserAgent(ua)).toBe(label));
});

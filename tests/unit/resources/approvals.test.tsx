import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { api, buildAdminProfile, ok, recorder, resetFactories, server } from '../msw';
import { renderApp, resetAdminCaches, shellHandlers } from '../app/renderApp';
import { storeMarker } from '../../../src/resources/shared/stepUp/gateState';

vi.setConfig({ testTimeout: 30_000 });
const T = { timeout: 8000 };

const ME = 'admin@exchange.test';

/** One two-person request as GET /admin/approvals lists it. */
const buildRequest = (overrides: Record<string, unknown> = {}) => ({
  _id: 'r-1',
  kind: 'admin.role',
  target: 'ops@exchange.test',
  summary: 'role support → auditor',
  status: 'pending',
  requestedBy: 'owner2@exchange.test',
  reason: 'Moved to the audit desk',
  createdAt: '2026-11-27T09:00:00.000Z',
  expiresAt: '2026-11-30T09:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  ...overrides,
});

const page = (data: unknown[]) => ({
  success: true,
  result: { data, total: data.length, page: 1, limit: 25 },
});

/** The inbox: one request from another owner, one of mine; each decision is recorded. */
function backend() {
  const rows = [
    buildRequest(),
    buildRequest({
      _id: 'r-2',
      kind: 'limits.update',
      target: 'KYC approved',
      summary: 'daily 10000 → 20000 USD',
      requestedBy: ME,
      reason: 'More volume this month',
    }),
  ];
  const list = recorder('get', '/admin/approvals', () => page(rows));
  const approve = recorder('post', '/admin/approvals/approve', (body) => {
    const row = rows.find((r) => r._id === (body as { _id: string })._id)!;
    row.status = 'approved';
    return {
      success: true,
      result: row,
      message: `Approved: ops@exchange.test is now auditor`,
    };
  });
  const reject = recorder('post', '/admin/approvals/reject', (body) => {
    const row = rows.find((r) => r._id === (body as { _id: string })._id)!;
    row.status = 'rejected';
    return { success: true, result: row, message: `${row.kind} (${row.target}) rejected` };
  });
  server.use(
    ok('get', '/admin/getAdminProfile', buildAdminProfile({ email: ME, f2A_Status: 'true' })),
    list.handler,
    approve.handler,
    reject.handler,
  );
  return { list, approve, reject };
}

/** The grid's row holding `text` (the first screen of a run loads the most code: a longer wait). */
const rowOf = (text: string) =>
  waitFor(
    () => {
      const row = screen.getAllByRole('row').find((r) => within(r).queryByText(text));
      if (!row) throw new Error(`no row with ${text}`);
      return row;
    },
    { timeout: 20_000 },
  );

describe('Approvals (/admin/approvals)', () => {
  beforeEach(() => {
    resetFactories();
    server.use(...shellHandlers());
    // The step-up was passed a moment ago: these tests are about the inbox, not the 2FA modal.
    storeMarker(window.sessionStorage);
  });
  afterEach(() => {
    resetAdminCaches();
    window.sessionStorage.clear();
  });

  it('lists what waits, newest first: the request in words, what changes, who asked and why', async () => {
    const { list } = backend();
    renderApp('/admin/approvals');

    const row = await rowOf('ops@exchange.test');
    expect(within(row).getByText("Change an admin's role")).toBeInTheDocument();
    expect(within(row).getByText('role support → auditor')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByText('owner2@exchange.test')).toBeInTheDocument();
    expect(within(row).getByText('Moved to the audit desk')).toBeInTheDocument();
    expect(await rowOf('KYC approved')).toHaveTextContent('Change withdrawal limits');
    // Opens on the pending requests, newest first, and offers the export.
    const query = list.calls[0].url.searchParams;
    expect(JSON.parse(query.get('filter')!)).toMatchObject({ status: 'pending' });
    expect(query.get('sort')).toMatch(/createdAt/);
    expect(screen.getByRole('button', { name: /export/i })).toBeInTheDocument();
  });

  it('says when nothing waits, and shows every request once the filter is cleared', async () => {
    const user = userEvent.setup();
    const decided = buildRequest({ status: 'approved', decidedBy: 'owner2@exchange.test' });
    const list = recorder('get', '/admin/approvals', (): unknown => undefined);
    server.use(
      ok('get', '/admin/getAdminProfile', buildAdminProfile({ email: ME, f2A_Status: 'true' })),
      http.get(api('/admin/approvals'), ({ request }) => {
        const filter = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}');
        list.calls.push({ body: undefined, headers: request.headers, url: new URL(request.url) });
        return HttpResponse.json(page(filter.status === 'pending' ? [] : [decided]));
      }),
    );
    renderApp('/admin/approvals');

    expect(await screen.findByText('No approvals found', {}, T)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    const row = await rowOf('ops@exchange.test');
    expect(within(row).getByText('Approved')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('offers no Approve on a request the signed-in admin made, but lets them reject it', async () => {
    backend();
    renderApp('/admin/approvals');

    const others = await rowOf('ops@exchange.test');
    await waitFor(() =>
      expect(within(others).getByRole('button', { name: 'Approve' })).toBeInTheDocument(),
    );
    const mine = await rowOf('KYC approved');
    expect(within(mine).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });

  it('approves after a confirmation naming the change and who asked, and toasts the server’s words', async () => {
    const user = userEvent.setup();
    const { approve } = backend();
    renderApp('/admin/approvals');

    const row = await rowOf('ops@exchange.test');
    await user.click(await within(row).findByRole('button', { name: 'Approve' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this request?' });
    expect(dialog).toHaveTextContent(
      "Change an admin's role: ops@exchange.test, role support → auditor. Asked by owner2@exchange.test: “Moved to the audit desk”.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(approve.calls).toHaveLength(1), T);
    expect(approve.calls[0].body).toEqual({ _id: 'r-1' });
    expect(approve.calls[0].headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      await screen.findByText('Approved: ops@exchange.test is now auditor', {}, T),
    ).toBeInTheDocument();
  });

  it('rejects only with a reason, and sends it', async () => {
    const user = userEvent.setup();
    const { reject } = backend();
    renderApp('/admin/approvals');

    const row = await rowOf('ops@exchange.test');
    await user.click(await within(row).findByRole('button', { name: 'Reject' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText('Enter a reason of 3 to 500 characters.', {}, T),
    ).toBeInTheDocument();
    expect(reject.calls).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Not agreed');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(reject.calls).toHaveLength(1), T);
    expect(reject.calls[0].body).toEqual({ _id: 'r-1', reason: 'Not agreed' });
    expect(reject.calls[0].headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      await screen.findByText('admin.role (ops@exchange.test) rejected', {}, T),
    ).toBeInTheDocument();
  });

  it('shows a request’s page with its decision and the actions still open', async () => {
    backend();
    renderApp('/admin/approvals/r-1/show');

    expect(
      await screen.findByRole('heading', { name: "Change an admin's role" }, T),
    ).toBeInTheDocument();
    expect(screen.getByText('Expires')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Approve' }, T)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });
});

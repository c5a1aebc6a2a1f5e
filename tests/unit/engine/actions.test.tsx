import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, buildAdminProfile, ok, recorder, server } from '../msw';
import { setToken } from '../../../src/authProvider/tokenStore';
import { MARKER_KEY, storeMarker } from '../../../src/resources/shared/stepUp/gateState';
import { buildWithdrawal, ETH_ADDRESS } from './engineSchemas';
import { renderEngine } from './renderEngine';
import { STEP_UP_REQUIRED_MESSAGE } from '../../../src/contracts/stepUp';
import { purposeOf } from '../../../src/resources/shared/stepUp/StepUpPrompt';

vi.setConfig({ testTimeout: 30_000 });
const T = { timeout: 8000 };

/** The withdrawals backend: the list answers the current rows; approving changes one. */
function backend(rows: ReturnType<typeof buildWithdrawal>[]) {
  const approve = recorder('post', '/admin/withdrawAmountMove', (body) => {
    const row = rows.find((r) => r._id === (body as { _id: string })._id)!;
    row.status = 'approved';
    return { success: true, result: row, message: 'Moved' };
  });
  server.use(
    http.get(api('/admin/withdrawList'), () => HttpResponse.json({ success: true, result: rows })),
    ok('get', '/admin/memberList', [{ _id: 'm-1', name: 'Mila Novak' }]),
    ok(
      'get',
      '/admin/getAdminProfile',
      buildAdminProfile({ email: 'admin@exchange.test', f2A_Status: 'true' }),
    ),
    approve.handler,
  );
  return approve;
}

const verified = () => storeMarker(window.sessionStorage);

describe('Declared actions (SchemaActions)', () => {
  beforeEach(() => setToken('test-admin-token'));

  it('shows an action only on the records its `when` names, with the confirmation built from the record', async () => {
    const user = userEvent.setup();
    backend([buildWithdrawal(), buildWithdrawal({ _id: 'w-2', status: 'approved', amount: '5' })]);
    renderEngine('/admin/withdraw');
    await waitFor(
      () => expect(screen.getAllByRole('button', { name: 'Approve' })).toHaveLength(1),
      T,
    );
    const pendingRow = screen
      .getAllByRole('row')
      .find((row) => within(row).queryByText('1.123456789012345678 ETH'))!;
    // A row's button is MUI's small Button markup, styled by the grid: no emotion class of its own.
    const approve = within(pendingRow).getByRole('button', { name: 'Approve' });
    expect(approve).toHaveClass('MuiButton-root', 'MuiButton-sizeSmall', 'SchemaGrid-button');
    expect(approve.className).not.toMatch(/\bcss-/);
    await user.click(approve);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Approve this withdrawal?')).toBeInTheDocument();
    expect(
      within(dialog).getByText(`1.123456789012345678 ETH will be sent to ${ETH_ADDRESS}.`),
    ).toBeInTheDocument();
    // The row click did not navigate to the details.
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/withdraw');
  });

  it('acts on the row that was clicked when the grid refetches under the open dialog', async () => {
    const user = userEvent.setup();
    verified();
    const rows = [buildWithdrawal()];
    const approve = backend(rows);
    const { queryClient } = renderEngine('/admin/withdraw');
    await user.click(await screen.findByRole('button', { name: 'Approve' }, T));
    const dialog = await screen.findByRole('dialog');
    // A live update: a new withdrawal now heads the page, in the first row's place.
    rows.unshift(buildWithdrawal({ _id: 'w-new', amount: '7' }));
    await queryClient.invalidateQueries({ queryKey: ['withdraw'] });
    // Behind the modal dialog, the rows are hidden from the accessibility tree.
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Approve', hidden: true })).toHaveLength(3),
    );
    expect(
      within(dialog).getByText(`1.123456789012345678 ETH will be sent to ${ETH_ADDRESS}.`),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(approve.calls).toHaveLength(1), T);
    expect(approve.calls[0].body).toEqual({ _id: 'w-1', status: 'approved' });
  });

  it('asks for the 2FA step-up first, then sends once with an Idempotency-Key and refreshes', async () => {
    const user = userEvent.setup();
    const approve = backend([buildWithdrawal()]);
    const verify = recorder('post', '/admin/adminVerifyOtp', () => ({
      success: true,
      message: 'Verified',
    }));
    server.use(verify.handler);
    renderEngine('/admin/withdraw/w-1/show');

    await user.click(await screen.findByRole('button', { name: 'Approve' }, T));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }),
    );
    // The step-up's modal (the wallet gate's own), over the action's dialog; nothing sent yet.
    const modal = await screen.findByRole('dialog', { name: 'Two-Factor Verification' }, T);
    // It names the action it guards, not the wallet.
    expect(modal).toHaveTextContent(
      'Enter the 6-digit code from your authenticator app to approve this withdrawal.',
    );
    expect(approve.calls).toHaveLength(0);
    await user.type(within(modal).getByLabelText('Verification code'), '123456');
    await user.click(within(modal).getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(approve.calls).toHaveLength(1), T);
    expect(verify.calls[0].body).toEqual({
      email: 'admin@exchange.test',
      secret: '123456',
      type: 'email',
    });
    expect(approve.calls[0].body).toEqual({ _id: 'w-1', status: 'approved' });
    expect(approve.calls[0].headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Withdrawal approved', {}, T)).toBeInTheDocument();
    // Refetched: the record is approved now, so the action is gone.
    await waitFor(
      () => expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument(),
      T,
    );
    expect(window.sessionStorage.getItem(MARKER_KEY)).not.toBeNull();
  });

  it('keeps the typed reason and the same key when the server fails, and resends that key on retry', async () => {
    const user = userEvent.setup();
    verified();
    const approve = backend([buildWithdrawal()]);
    let failNext = true;
    server.use(
      http.post(api('/admin/withdrawAmountMove'), async ({ request }) => {
        if (!failNext) return undefined;
        failNext = false;
        approve.calls.push({
          body: await request.json(),
          headers: request.headers,
          url: new URL(request.url),
        });
        return HttpResponse.json(
          { success: false, message: 'Hot wallet is busy' },
          { status: 503 },
        );
      }),
    );
    renderEngine('/admin/withdraw/w-1/show');
    await user.click(await screen.findByRole('button', { name: 'Approve' }, T));
    const dialog = await screen.findByRole('dialog');
    const note = within(dialog).getByRole('textbox', { name: 'Note' });

    await user.type(note, 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await within(dialog).findByText('Enter a note of 3 to 40 characters.'),
    ).toBeInTheDocument();
    expect(approve.calls).toHaveLength(0);

    await user.type(note, 'c checked');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Hot wallet is busy', {}, T)).toBeInTheDocument();
    expect(note).toHaveValue('abc checked');

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(approve.calls).toHaveLength(2), T);
    expect(approve.calls[1].body).toEqual({
      _id: 'w-1',
      status: 'approved',
      reason: 'abc checked',
    });
    const [first, second] = approve.calls.map((c) => c.headers.get('idempotency-key'));
    expect(first).toBeTruthy();
    expect(second).toBe(first);
    expect(await screen.findByText('Withdrawal approved', {}, T)).toBeInTheDocument();
  });

  it('toasts the server’s words, not the declared success, when the change is sent for approval (202)', async () => {
    const user = userEvent.setup();
    verified();
    backend([buildWithdrawal()]);
    const waiting =
      'Withdrawal (w-1): sent for approval. A second admin must approve it in Approvals before it takes effect.';
    server.use(
      http.post(api('/admin/withdrawAmountMove'), () =>
        HttpResponse.json(
          { success: true, result: buildWithdrawal(), message: waiting },
          { status: 202 },
        ),
      ),
    );
    renderEngine('/admin/withdraw/w-1/show');
    await user.click(await screen.findByRole('button', { name: 'Approve' }, T));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }),
    );
    expect(await screen.findByText(waiting, {}, T)).toBeInTheDocument();
    expect(screen.queryByText('Withdrawal approved')).toBeNull();
  });

  it('opens the step-up again when the server refuses (403), then resends the same key', async () => {
    const user = userEvent.setup();
    verified();
    const approve = backend([buildWithdrawal()]);
    const keys: (string | null)[] = [];
    server.use(
      http.post(api('/admin/withdrawAmountMove'), ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return keys.length === 1
          ? HttpResponse.json(
              { success: false, message: STEP_UP_REQUIRED_MESSAGE },
              { status: 403 },
            )
          : undefined;
      }),
      ok('post', '/admin/adminVerifyOtp', null, 'Verified'),
    );
    renderEngine('/admin/withdraw/w-1/show');
    await user.click(await screen.findByRole('button', { name: 'Approve' }, T));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Two-Factor Verification' }, T);
    await user.type(within(modal).getByLabelText('Verification code'), '654321');
    await user.click(within(modal).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(approve.calls).toHaveLength(1), T);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('a 403 for another reason (an account awaiting activation) shows its message without asking for 2FA again', async () => {
    const user = userEvent.setup();
    verified();
    backend([buildWithdrawal()]);
    const refusal = 'Your admin account is awaiting activation by another admin';
    server.use(
      http.post(api('/admin/withdrawAmountMove'), () =>
        HttpResponse.json({ success: false, message: refusal }, { status: 403 }),
      ),
    );
    renderEngine('/admin/withdraw/w-1/show');
    await user.click(await screen.findByRole('button', { name: 'Approve' }, T));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText(refusal, {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Two-Factor Verification' })).toBeNull();
  });

  it('without 2FA, the block that asks to enable it names the action, not the wallet', async () => {
    const user = userEvent.setup();
    const approve = backend([buildWithdrawal()]);
    server.use(ok('get', '/admin/getAdminProfile', buildAdminProfile({ f2A_Status: 'false' })));
    renderEngine('/admin/withdraw/w-1/show');
    await user.click(await screen.findByRole('button', { name: 'Approve' }, T));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }),
    );
    const block = await screen.findByRole('region', { name: 'Security Verification Required' }, T);
    expect(block).toHaveTextContent(
      'Two-factor authentication is required to approve this withdrawal.',
    );
    expect(approve.calls).toHaveLength(0);
  });

  it('cancelling the step-up returns to the dialog and sends nothing', async () => {
    const user = userEvent.setup();
    const approve = backend([buildWithdrawal()]);
    renderEngine('/admin/withdraw/w-1/show');
    await user.click(await screen.findByRole('button', { name: 'Approve' }, T));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Two-Factor Verification' }, T);
    await user.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    expect(screen.getByText('Approve this withdrawal?')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/withdraw/w-1/show');
    expect(approve.calls).toHaveLength(0);
  });

  it('runs a bulk action per selected record, with one key each, and sums it up in a toast', async () => {
    const user = userEvent.setup();
    verified();
    const rows = [
      buildWithdrawal({ _id: 'w-1', amount: '3' }),
      buildWithdrawal({ _id: 'w-2', amount: '2' }),
      buildWithdrawal({ _id: 'w-3', amount: '1', status: 'approved' }),
    ];
    const approve = backend(rows);
    server.use(
      http.post(api('/admin/withdrawAmountMove'), async ({ request }) => {
        const body = (await request.clone().json()) as { _id: string };
        return body._id === 'w-2'
          ? undefined
          : HttpResponse.json({ success: false, message: 'Already moved' }, { status: 409 });
      }),
    );
    renderEngine('/admin/withdraw');
    await screen.findByText('3.00 ETH', {}, T);
    await user.click(screen.getByRole('checkbox', { name: /select all/i }));
    await user.click(await screen.findByRole('button', { name: 'Approve (2)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Approve (2)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('Approve: 1 of 2 done, 1 failed (Already moved)', {}, T),
    ).toBeInTheDocument();
    expect(approve.calls.map((c) => (c.body as { _id: string })._id)).toEqual(['w-2']);
    expect(approve.calls[0].headers.get('idempotency-key')).toMatch(/:w-2$/);
    // The record that failed stays selected, to retry or inspect.
    expect(screen.getByRole('button', { name: 'Approve (1)' })).toBeInTheDocument();
  });
});

describe('the step-up names what it guards (purposeOf)', () => {
  it("reads the confirmation's question as what the code is for", () => {
    expect(purposeOf('Approve this withdrawal?')).toBe('approve this withdrawal');
    expect(purposeOf("Release this dispute's escrow to the buyer?")).toBe(
      "release this dispute's escrow to the buyer",
    );
    // An acronym or a symbol keeps its capitals.
    expect(purposeOf('USDT sweep to cold storage?')).toBe('USDT sweep to cold storage');
  });
});

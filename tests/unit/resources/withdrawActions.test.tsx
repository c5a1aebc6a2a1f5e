import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, buildAdminProfile, ok, recorder, server } from '../msw';
import { renderApp, resetAdminCaches, shellHandlers } from '../app/renderApp';
import { storeMarker } from '../../../src/resources/shared/stepUp/gateState';

vi.setConfig({ testTimeout: 30_000 });
const T = { timeout: 8000 };
const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

const withdrawal = (over: Record<string, unknown>) => ({
  _id: 'w-1',
  userId: 'u-1',
  email: 'dana@example.test',
  name: 'Dana',
  asset: 'ETH',
  network: 'ERC20',
  amount: '1.5',
  fee: '0.01',
  usdValue: '4500',
  address: ADDRESS,
  tag: null,
  status: 'pending',
  approval: null,
  txHash: null,
  explorerUrl: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

function backend() {
  const rows = [
    withdrawal({}),
    withdrawal({ _id: 'w-2', status: 'processing', amount: '2' }),
    withdrawal({ _id: 'w-3', status: 'completed', amount: '3' }),
    withdrawal({ _id: 'w-4', amount: '4', risk: 'review', riskFlags: ['over_daily_limit'] }),
  ];
  const move = recorder('post', '/admin/withdrawAmountMove', (body) => {
    const row = rows.find((r) => r._id === (body as { _id: string })._id)!;
    row.status = (body as { status: string }).status;
    return { success: true, result: row, message: 'Moved' };
  });
  server.use(
    ok('get', '/admin/getAdminProfile', buildAdminProfile({ f2A_Status: 'true' })),
    http.get(api('/admin/withdrawList'), () =>
      HttpResponse.json({
        success: true,
        result: { data: rows, total: rows.length, page: 1, limit: 25 },
      }),
    ),
    move.handler,
  );
  return move;
}

/** The grid row of the withdrawal with this id (its checkbox names no id: match its amount). */
async function rowOf(amount: string) {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen.getAllByRole('row').find((row) => row.textContent?.includes(`${amount} ETH`));
    if (!found)
      throw new Error(
        screen
          .getAllByRole('row')
          .map((r) => r.textContent)
          .join('\n'),
      );
  }, T);
  return found!;
}

describe('Withdrawal moves (declared actions)', () => {
  beforeEach(() => {
    server.use(...shellHandlers());
    // A step-up given in the last minutes: the gate lets the action through.
    storeMarker(window.sessionStorage);
  });
  afterEach(() => {
    resetAdminCaches();
    window.sessionStorage.clear();
  });

  it('offers each move only from its statuses, confirms with amount, asset, destination and status', async () => {
    const user = userEvent.setup();
    const move = backend();
    renderApp('/admin/withdraw');
    const pending = await rowOf('1.50');
    expect(within(pending).getByRole('button', { name: 'Approve' })).toBeVisible();
    expect(within(pending).getByRole('button', { name: 'Reject' })).toBeVisible();
    expect(within(pending).queryByRole('button', { name: 'Complete' })).toBeNull();
    expect(
      within(await rowOf('3.00')).queryByRole('button', { name: /Approve|Reject/ }),
    ).toBeNull();

    await user.click(within(pending).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        `Move the withdrawal of 1.5 ETH on ERC20 to ${ADDRESS} to "rejected"? The held funds go back to the user's balance.`,
      ),
    ).toBeInTheDocument();
    // A reason is required before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(move.calls).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Address flagged');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    await waitFor(() => expect(move.calls).toHaveLength(1), T);
    expect(move.calls[0].body).toEqual({
      _id: 'w-1',
      status: 'rejected',
      reason: 'Address flagged',
    });
    expect(move.calls[0].headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Withdrawal rejected', {}, T)).toBeInTheDocument();
  });

  it('completes a processing withdrawal with the transaction hash', async () => {
    const user = userEvent.setup();
    const move = backend();
    renderApp('/admin/withdraw');
    await user.click(within(await rowOf('2.00')).getByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Transaction hash/ }),
      '0xabc123def',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(move.calls).toHaveLength(1), T);
    expect(move.calls[0].body).toEqual({ _id: 'w-2', status: 'completed', txHash: '0xabc123def' });
    expect(move.calls[0].headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('asks for a reason to approve a withdrawal that needs review, and only then', async () => {
    const user = userEvent.setup();
    const move = backend();
    renderApp('/admin/withdraw');
    const flagged = await rowOf('4.00');
    expect(within(flagged).getByText('Needs review')).toBeVisible();
    await user.click(within(flagged).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText("Needs review: above the withdrawal limit of the user's KYC level"),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(move.calls).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Called the user');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(move.calls).toHaveLength(1), T);
    expect(move.calls[0].body).toEqual({
      _id: 'w-4',
      status: 'approved',
      reason: 'Called the user',
    });

    // A withdrawal within its limits is approved without a reason.
    await user.click(within(await rowOf('1.50')).getByRole('button', { name: 'Approve' }));
    const plain = await screen.findByRole('dialog');
    expect(within(plain).queryByRole('textbox', { name: /Reason/ })).toBeNull();
  });
});

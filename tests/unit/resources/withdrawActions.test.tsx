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

type Row = Record<string, unknown> & { _id: string };

const withdrawal = (over: Record<string, unknown>): Row => ({
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

/** The signed-in admin of these tests (buildAdminProfile's). */
const ME = 'admin@exchange.test';

function backend(
  more: Row[] = [],
  answer = (row: Row, status: string): Row => ({ ...row, status }),
) {
  const rows = [
    withdrawal({}),
    withdrawal({ _id: 'w-2', status: 'processing', amount: '2' }),
    withdrawal({ _id: 'w-3', status: 'completed', amount: '3' }),
    withdrawal({ _id: 'w-4', amount: '4', risk: 'review', riskFlags: ['over_daily_limit'] }),
    ...more,
  ];
  const move = recorder('post', '/admin/withdrawAmountMove', (body) => {
    const index = rows.findIndex((r) => r._id === (body as { _id: string })._id);
    rows[index] = answer(rows[index], (body as { status: string }).status);
    return { success: true, result: rows[index], message: 'Moved' };
  });
  server.use(
    ok('get', '/admin/getAdminProfile', buildAdminProfile({ f2A_Status: 'true' })),
    http.get(api('/admin/withdrawList'), ({ request }) => {
      // The record page asks for one row by its id.
      const filter = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}');
      const data = filter._id ? rows.filter((r) => r._id === filter._id) : rows;
      return HttpResponse.json({
        success: true,
        result: { data, total: data.length, page: 1, limit: 25 },
      });
    }),
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

  it('says a first approval waits for a second admin, and never offers its giver Approve again', async () => {
    const user = userEvent.setup();
    const firstApproval = (row: Row) => ({
      ...row,
      approval: 'awaiting second approval',
      firstApprovedBy: ME,
    });
    const move = backend(
      [
        withdrawal({ _id: 'w-5', amount: '5', usdValue: '15000' }),
        withdrawal({
          _id: 'w-6',
          amount: '6',
          approval: 'awaiting second approval',
          firstApprovedBy: 'ops@exchange.test',
        }),
      ],
      // Above the threshold: the server keeps it pending and records who approved first.
      (row, status) => (row._id === 'w-5' ? firstApproval(row) : { ...row, status }),
    );
    renderApp('/admin/withdraw');
    await user.click(within(await rowOf('5.00')).getByRole('button', { name: 'Approve' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }),
    );
    await waitFor(() => expect(move.calls).toHaveLength(1), T);
    expect(
      await screen.findByText('Approved once — waiting for a second admin', {}, T),
    ).toBeInTheDocument();
    expect(screen.queryByText('Withdrawal approved')).toBeNull();

    // Refetched: the same admin sees Approve disabled, with the reason.
    await waitFor(
      () =>
        expect(
          within(
            screen.getAllByRole('row').find((r) => r.textContent?.includes('5.00 ETH'))!,
          ).getByRole('button', { name: 'Approve' }),
        ).toBeDisabled(),
      T,
    );
    const mine = within(await rowOf('5.00')).getByRole('button', { name: 'Approve' });
    expect(mine).toHaveAccessibleDescription(
      'You gave the first approval, so a second admin must approve it',
    );
    // Reject stays theirs to give.
    expect(within(await rowOf('5.00')).getByRole('button', { name: 'Reject' })).toBeEnabled();

    // Another admin's first approval: this admin gives the second, and the dialog names the first.
    await user.click(within(await rowOf('6.00')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'This is the second approval: the first was given by ops@exchange.test.',
    );
  });

  it('says why Approve is disabled on the record page of a withdrawal its viewer approved once', async () => {
    backend([
      withdrawal({
        _id: 'w-5',
        amount: '5',
        approval: 'awaiting second approval',
        firstApprovedBy: ME,
      }),
    ]);
    renderApp('/admin/withdraw/w-5/show');
    const approve = await screen.findByRole('button', { name: 'Approve' }, T);
    expect(approve).toBeDisabled();
    expect(
      screen.getByText('You gave the first approval, so a second admin must approve it'),
    ).toBeVisible();
  });
});

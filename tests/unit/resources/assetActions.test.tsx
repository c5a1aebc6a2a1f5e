import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, recorder, server } from '../msw';
import { renderApp, resetAdminCaches, shellHandlers } from '../app/renderApp';

vi.setConfig({ testTimeout: 30_000 });
const T = { timeout: 8000 };

function backend() {
  const eth = {
    _id: 'a-eth',
    name: 'Ethereum',
    symbol: 'ETH',
    type: 'crypto',
    decimals: 18,
    depositEnabled: true,
    withdrawalEnabled: true,
    withdrawalFee: '0.005',
    minWithdrawal: '0.01',
    confirmations: 12,
    priceUsd: 3000,
    status: 'active',
    displayOrder: 2,
  };
  const update = recorder('post', '/admin/updateAssets', (body) => {
    const { _id: _ignored, ...changes } = body as Record<string, unknown>;
    Object.assign(eth, changes);
    return { success: true, result: eth, message: 'ETH updated' };
  });
  server.use(ok('get', '/admin/getassets', [eth]), update.handler);
  return update;
}

describe('Assets (declared edit form and actions)', () => {
  beforeEach(() => server.use(...shellHandlers()));
  afterEach(resetAdminCaches);

  it('edits the withdrawal fee through the declared rules', async () => {
    const user = userEvent.setup();
    const update = backend();
    renderApp('/admin/coin-list/a-eth');
    const fee = await screen.findByRole('textbox', { name: /Withdrawal fee/ }, T);
    await user.clear(fee);
    await user.type(fee, '-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter a positive amount with at most 18 decimals.', {}, T),
    ).toBeInTheDocument();
    expect(update.calls).toHaveLength(0);

    await user.clear(fee);
    await user.type(fee, '0.0042');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update.calls).toHaveLength(1), T);
    expect(update.calls[0].body).toMatchObject({ _id: 'a-eth', withdrawalFee: '0.0042' });
  });

  it('disables withdrawals only after the confirmation', async () => {
    const user = userEvent.setup();
    const update = backend();
    renderApp('/admin/coin-list/a-eth/show');
    await user.click(await screen.findByRole('button', { name: 'Disable withdrawals' }, T));
    expect(screen.queryByRole('button', { name: 'Enable withdrawals' })).toBeNull();
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Disable withdrawals of ETH? Users will not be able to make them until they are enabled again.',
      ),
    ).toBeInTheDocument();
    expect(update.calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(update.calls).toHaveLength(1), T);
    expect(update.calls[0].body).toEqual({ _id: 'a-eth', withdrawalEnabled: false });
    expect(await screen.findByText('ETH withdrawals disabled', {}, T)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Enable withdrawals' }, T)).toBeVisible();
  });
});

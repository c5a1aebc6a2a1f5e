import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, fail, ok, recorder, resetFactories, server } from '../msw';
import { renderApp, resetAdminCaches, shellHandlers } from '../app/renderApp';

vi.setConfig({ testTimeout: 30_000 });
const T = { timeout: 8000 };

const details = (overrides: Partial<ReturnType<typeof buildUser>> = {}) => {
  const user = buildUser({
    name: 'Dana Levi',
    email: 'dana@example.com',
    kycStatus: 'pending',
    ...overrides,
  });
  return {
    user,
    kyc: {
      _id: 'kyc-1',
      status: 'pending',
      documentType: 'passport',
      submittedAt: '2025-05-01T10:00:00.000Z',
      reason: null,
    },
    balances: [
      { asset: 'BTC', name: 'Bitcoin', amount: '0.5', usdValue: '30000' },
      { asset: 'USDT', name: 'Tether', amount: '1250.25', usdValue: '1250.25' },
    ],
  };
};

describe('User details (/admin/user-details/:id)', () => {
  beforeEach(() => {
    resetFactories();
    server.use(...shellHandlers());
  });
  afterEach(resetAdminCaches);

  it('shows the profile, the KYC state with a link, and the balances with their USD total', async () => {
    const result = details();
    const getOne = recorder('post', '/admin/adminUserData', () => ({ success: true, result }));
    server.use(getOne.handler);
    renderApp(`/admin/user-details/${result.user._id}`);

    expect(
      await screen.findByRole('heading', { name: 'Dana Levi', level: 1 }, T),
    ).toBeInTheDocument();
    expect(getOne.calls[0].body).toEqual({ _id: result.user._id });
    expect(screen.getByRole('link', { name: 'View KYC details' })).toHaveAttribute(
      'href',
      '/admin/kyc-details/kyc-1',
    );
    const balances = screen.getByRole('table', { name: 'Balances' });
    expect(within(balances).getByText('Bitcoin')).toBeInTheDocument();
    expect(within(balances).getByText('$31,250.25')).toBeInTheDocument();
  });

  it('blocks the user only after confirmation, sends {_id, status}, and confirms with a toast', async () => {
    const user = userEvent.setup();
    const result = details();
    let current = result;
    server.use(
      recorder('post', '/admin/adminUserData', () => ({ success: true, result: current })).handler,
    );
    const update = recorder('post', '/admin/updateUser', (body) => {
      current = {
        ...result,
        user: { ...result.user, status: (body as { status: 'blocked' }).status },
      };
      return { success: true, result: current.user, message: 'User updated' };
    });
    server.use(update.handler);
    renderApp(`/admin/user-details/${result.user._id}`);

    await user.click(await screen.findByRole('button', { name: 'Block user' }, T));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Block this user?')).toBeInTheDocument();
    expect(update.calls).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(update.calls).toHaveLength(1));
    expect(update.calls[0].body).toEqual({ _id: result.user._id, status: 'blocked' });
    expect(await screen.findByText('User blocked', {}, T)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Activate user' }, T)).toBeInTheDocument();
  });

  it('cancelling the confirmation sends nothing', async () => {
    const user = userEvent.setup();
    const result = details({ status: 'blocked' });
    const update = recorder('post', '/admin/updateUser');
    server.use(ok('post', '/admin/adminUserData', result), update.handler);
    renderApp(`/admin/user-details/${result.user._id}`);
    await user.click(await screen.findByRole('button', { name: 'Activate user' }, T));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: /cancel/i }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(update.calls).toHaveLength(0);
  });

  it('shows the server message when the status change fails', async () => {
    const user = userEvent.setup();
    const result = details();
    server.use(
      ok('post', '/admin/adminUserData', result),
      fail('post', '/admin/updateUser', 409, 'User is already blocked'),
    );
    renderApp(`/admin/user-details/${result.user._id}`);
    await user.click(await screen.findByRole('button', { name: 'Block user' }, T));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Block' }),
    );
    expect(await screen.findByText('User is already blocked', {}, T)).toBeInTheDocument();
  });

  it('shows the load error with Retry instead of a blank screen', async () => {
    const user = userEvent.setup();
    const result = details();
    server.use(fail('post', '/admin/adminUserData', 404, 'User not found'));
    renderApp(`/admin/user-details/${result.user._id}`);
    const heading = await screen.findByRole('heading', { name: 'Could not load the details' }, T);
    expect(heading.closest('[role="alert"]')).toHaveTextContent('User not found');
    // A user that does not exist will not come back on Retry: the way back to the grid is there.
    expect(screen.getByRole('link', { name: 'All users' })).toHaveAttribute('href', '/admin/user');
    server.use(ok('post', '/admin/adminUserData', result));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: 'Dana Levi', level: 1 }, T),
    ).toBeInTheDocument();
  });
});

import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { HttpError, useNotificationContext } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAdminProfile, ok, server } from '../msw';
import { setToken } from '../../../src/authProvider/tokenStore';
import { storeMarker } from '../../../src/resources/shared/stepUp/gateState';
import {
  useGuardedMutation,
  type GuardedMutationOptions,
} from '../../../src/resources/shared/useGuardedMutation';
import { renderInAdmin } from './renderEngine';

vi.setConfig({ testTimeout: 30_000 });
const T = { timeout: 8000 };

/** A screen with one guarded write: a button that runs `send`, its error and the toasts. */
function Screen({
  options,
  send,
}: {
  options: GuardedMutationOptions<string>;
  send: (key?: string) => Promise<string>;
}) {
  const policy = useGuardedMutation(options);
  const { notifications } = useNotificationContext();
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <button onClick={() => void policy.run({ id: 1 }, send).then((o) => setOutcome(o.status))}>
        Approve
      </button>
      <output data-testid="outcome">{outcome}</output>
      {policy.error ? <p role="alert">{policy.error}</p> : null}
      <ul aria-label="toasts">
        {notifications.map((n, i) => (
          <li key={i}>{`${n.type}: ${String(n.message)}`}</li>
        ))}
      </ul>
      {policy.prompt}
    </>
  );
}

function renderScreen(options: Partial<GuardedMutationOptions<string>>, send = vi.fn()) {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  renderInAdmin(
    <Screen
      options={{
        purpose: 'approve this withdrawal',
        errorMessage: 'Approve failed!',
        ...options,
      }}
      send={send}
    />,
    queryClient,
  );
  const invalidated = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  return { send, invalidated };
}

describe('useGuardedMutation', () => {
  beforeEach(() => setToken('test-admin-token'));

  it('after a success refreshes the resources, the logs and the other caches, then toasts', async () => {
    const send = vi.fn(() => Promise.resolve('Moved'));
    const { invalidated } = renderScreen(
      {
        refresh: ['withdraw', 'users', 'withdraw'],
        invalidate: [['wallet']],
        success: (message) => message,
      },
      send,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('done'), T);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    expect(invalidated()).toEqual([
      ['notification'],
      ['audit'],
      ['withdraw'],
      ['users'],
      ['wallet'],
    ]);
    expect(
      within(screen.getByRole('list', { name: 'toasts' })).getByText('success: Moved'),
    ).toBeInTheDocument();
  });

  it('asks the step-up when none is live, naming the action, and sends only once verified', async () => {
    server.use(
      ok('get', '/admin/getAdminProfile', buildAdminProfile({ f2A_Status: 'true' })),
      ok('post', '/admin/adminVerifyOtp', null, '2FA verified successfully'),
    );
    const send = vi.fn(() => Promise.resolve('Moved'));
    renderScreen({ stepUp: true }, send);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const modal = await screen.findByRole('dialog', { name: 'Two-Factor Verification' }, T);
    expect(modal).toHaveTextContent('to approve this withdrawal.');
    expect(send).not.toHaveBeenCalled();
    await userEvent.type(within(modal).getByLabelText('Verification code'), '123456');
    await userEvent.click(within(modal).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1), T);
  });

  it('with a live step-up sends at once, asking nothing', async () => {
    storeMarker(window.sessionStorage);
    const send = vi.fn(() => Promise.resolve('Moved'));
    renderScreen({ stepUp: true }, send);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('done'), T);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a failure stays in the dialog (inline), or is toasted; the key is kept for the retry', async () => {
    const send = vi.fn(() => Promise.reject(new HttpError('Node down', 502, {})));
    renderScreen({}, send);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert', {}, T)).toHaveTextContent('Node down');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2), T);
    expect(send.mock.calls[1]).toEqual(send.mock.calls[0]);
  });

  it("a toasted failure says the spec's default when the server gives no message", async () => {
    const send = vi.fn(() => Promise.reject(new HttpError('', 500, {})));
    renderScreen({ failure: 'toast' }, send);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const toasts = screen.getByRole('list', { name: 'toasts' });
    expect(await within(toasts).findByText('error: Approve failed!', {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useNotificationContext } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, server } from '../msw';
import { setToken } from '../../../src/authProvider/tokenStore';
import { CallFormBody, type CallFormSchema } from '../../../src/resources/shared/CallForm';
import type { Envelope } from '../../../src/dataProvider';
import { renderInAdmin } from './renderEngine';

vi.setConfig({ testTimeout: 30_000 });
const T = { timeout: 8000 };

/** The toasts asked for, with how long each stays. */
function TimedToasts() {
  const { notifications } = useNotificationContext();
  return (
    <ul aria-label="toasts">
      {notifications.map((n, i) => (
        <li key={i}>
          {`${n.type}: ${String(n.message)} (${n.notificationOptions?.autoHideDuration} ms)`}
        </li>
      ))}
    </ul>
  );
}

/** A one-code form on one line: the shape of turning 2FA off. */
function codeForm(done: (envelope: Envelope) => void, cancel: () => void): CallFormSchema {
  return {
    title: 'Turn it off',
    intro: 'A current code turns it off.',
    fields: [{ source: 'code', label: 'Code', type: 'text', views: ['create'], otp: true }],
    row: true,
    endpoint: {
      method: 'POST',
      path: '/admin/off',
      body: ({ code }) => ({ secret: code }),
      errorMessage: 'Off failed',
    },
    policy: { failure: 'toast', toastMs: 3000 },
    submit: { label: 'Turn off', pending: 'Turning off…', destructive: true },
    cancel: { label: 'Cancel', onClick: cancel },
    success: (envelope) => envelope.message || 'Off',
    done,
    clear: ['code'],
    failureUnder: 'code',
  };
}

describe('CallFormBody: a one-time code (kept digits, refusal under the input, emptied, a hook)', () => {
  beforeEach(() => setToken('test-admin-token'));

  it('checks the code whole, shows a refusal under it and empties it, then calls `done`', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      http.post(api('/admin/off'), async ({ request }) => {
        bodies.push(await request.json());
        return bodies.length === 1
          ? HttpResponse.json({ success: false, message: 'Invalid OTP' }, { status: 400 })
          : HttpResponse.json({ success: true, message: 'It is off' });
      }),
    );
    const done = vi.fn();
    const cancel = vi.fn();
    renderInAdmin(
      <>
        <CallFormBody heading form={codeForm(done, cancel)} />
        <TimedToasts />
      </>,
    );
    expect(screen.getByText('Turn it off')).toBeInTheDocument();
    expect(screen.getByText('A current code turns it off.')).toBeInTheDocument();
    const input = screen.getByLabelText('Code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancel).toHaveBeenCalledOnce();

    // Only digits are kept; an incomplete code is refused in the page.
    await user.type(input, '12 a3');
    expect(input).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Please enter a valid 6-digit OTP', {}, T)).toBeInTheDocument();
    expect(bodies).toEqual([]);

    // The server refuses: its words under the input and as a toast; the spent code is emptied.
    await user.type(input, '4567');
    expect(input).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription('Invalid OTP'), T);
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    const toasts = within(screen.getByRole('list', { name: 'toasts' }));
    expect(toasts.getByText('error: Invalid OTP (3000 ms)')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(done).not.toHaveBeenCalled();

    await user.type(input, '654321');
    await user.keyboard('{Enter}');
    expect(await toasts.findByText('success: It is off (3000 ms)', {}, T)).toBeInTheDocument();
    expect(bodies).toEqual([{ secret: '123456' }, { secret: '654321' }]);
    expect(done).toHaveBeenCalledWith(expect.objectContaining({ message: 'It is off' }));
  });
});

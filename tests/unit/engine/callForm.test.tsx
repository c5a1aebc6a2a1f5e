import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, server } from '../msw';
import { setToken } from '../../../src/authProvider/tokenStore';
import ChangePasswordPage from '../../../src/custom/pages/changePassword/ChangePasswordPage';
import { renderInAdmin, Toasts } from './renderEngine';

vi.setConfig({ testTimeout: 30_000 });
const T = { timeout: 8000 };

/** The change-password page (a CallForm declaration) and what the server was sent. */
function renderPage(answer: (body: Record<string, unknown>) => Response) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(api('/admin/changePassword'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  renderInAdmin(
    <>
      <ChangePasswordPage />
      <Toasts />
    </>,
  );
  return bodies;
}

const current = () => screen.getByLabelText(/^Current password/);
const next = () => screen.getByLabelText(/^New password/);
const confirm = () => screen.getByLabelText(/^Confirm new password/);
const submit = () => screen.getByRole('button', { name: 'Change password' });

describe('CallForm: a declared call as a page (change password)', () => {
  beforeEach(() => setToken('test-admin-token'));

  it("checks the declared rules with the page's words, ticks the guide live, and sends nothing", async () => {
    const user = userEvent.setup();
    const bodies = renderPage(() => HttpResponse.json({ success: true }));
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByText('Enter your current password.', {}, T)).toBeInTheDocument();
    expect(screen.getByText('Enter a new password.')).toBeInTheDocument();

    await user.type(current(), 'Old#Password1');
    await user.type(next(), 'weakpass');
    const rules = screen.getByText('The new password needs:').parentElement as HTMLElement;
    expect(next()).toHaveAccessibleDescription(/The new password needs:/);
    expect(within(rules).getByText(/A lowercase letter/)).toHaveTextContent('(met)');
    expect(within(rules).getByText(/A digit/)).toHaveTextContent('(not met yet)');
    await user.type(confirm(), 'weakpass');
    await user.click(submit());
    expect(
      await screen.findByText('The new password does not meet every rule below.', {}, T),
    ).toBeInTheDocument();

    await user.clear(next());
    await user.type(next(), 'Old#Password1');
    await user.click(submit());
    expect(
      await screen.findByText('The new password must differ from the current one.', {}, T),
    ).toBeInTheDocument();

    await user.clear(next());
    await user.type(next(), 'New#Password22');
    await user.click(submit());
    await vi.waitFor(() =>
      expect(confirm()).toHaveAccessibleDescription('The two new passwords do not match.'),
    );
    expect(bodies).toEqual([]);
  });

  it('shows the server’s field error under its input, any other failure above, then succeeds and empties', async () => {
    const user = userEvent.setup();
    let reply: 'field' | 'other' | 'ok' = 'field';
    const bodies = renderPage(() => {
      if (reply === 'field')
        return HttpResponse.json(
          {
            success: false,
            message: 'Current password is incorrect',
            errors: { currentPassword: 'Current password is incorrect' },
          },
          { status: 400 },
        );
      if (reply === 'other')
        return HttpResponse.json({ success: false, message: 'Too many attempts' }, { status: 429 });
      return HttpResponse.json({ success: true, message: 'Password changed.' });
    });
    await user.type(current(), 'Wrong#Password1');
    await user.type(next(), 'New#Password22');
    await user.type(confirm(), 'New#Password22');
    expect(screen.getByRole('button', { name: 'Show new password' })).toBeInTheDocument();
    await user.click(submit());
    await vi.waitFor(() =>
      expect(current()).toHaveAccessibleDescription('Current password is incorrect'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(bodies).toEqual([{ currentPassword: 'Wrong#Password1', newPassword: 'New#Password22' }]);

    reply = 'other';
    await user.click(submit());
    expect(await screen.findByRole('alert', {}, T)).toHaveTextContent('Too many attempts');
    expect(current()).toHaveValue('Wrong#Password1');

    reply = 'ok';
    await user.click(submit());
    expect(
      await screen.findByText(
        'success: Password changed. Your other sessions have been signed out.',
        {},
        T,
      ),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(current()).toHaveValue(''));
    expect(next()).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { api, buildAdminProfile, ok, server } from '../msw';
import { renderApp, resetAdminCaches, shellHandlers } from '../app/renderApp';

vi.setConfig({ testTimeout: 30_000 });
// The first render compiles the whole admin: generous under a loaded machine.
const T = { timeout: 15_000 };

const section = (name: string) => screen.findByRole('region', { name }, T);

describe('Profile: the admin as section cards', () => {
  beforeEach(() =>
    server.use(
      ...shellHandlers(),
      http.get(api('/rest/sessions'), () =>
        HttpResponse.json([], { headers: { 'Content-Range': 'sessions 0-0/0' } }),
      ),
    ),
  );
  afterEach(resetAdminCaches);

  it('shows the email and the 2FA state as fields, each card with its link', async () => {
    server.use(
      ok('get', '/admin/getAdminProfile', buildAdminProfile({ email: 'ops@exchange.test' })),
    );
    renderApp('/admin/profile');

    expect(await screen.findByRole('heading', { name: 'Profile' }, T)).toBeInTheDocument();
    const account = (await screen.findByText('ops@exchange.test', {}, T)).closest(
      'section',
    ) as HTMLElement;
    expect(within(account).getByText('Email')).toBeInTheDocument();
    expect(within(account).getByText('Administrator')).toBeInTheDocument();
    expect(within(account).getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/admin/change-password',
    );
    const twoFactor = await section('Two-factor authentication');
    expect(within(twoFactor).getByText('Off')).toBeInTheDocument();
    expect(
      within(twoFactor).getByText('Turn it on to protect sign-in. Wallet management requires it.'),
    ).toBeInTheDocument();
    expect(within(twoFactor).getByRole('link', { name: 'Enable 2FA' })).toHaveAttribute(
      'href',
      '/admin/2fa',
    );
  });

  it('says when 2FA is on, and a failed load is shown with Retry', async () => {
    let fails = true;
    server.use(
      http.get(api('/admin/getAdminProfile'), () =>
        fails
          ? HttpResponse.json(
              { success: false, message: 'Get Admin profile Failed !' },
              { status: 500 },
            )
          : HttpResponse.json({ success: true, result: buildAdminProfile({ f2A_Status: 'true' }) }),
      ),
    );
    renderApp('/admin/profile');

    const alert = await screen.findByRole('alert', {}, T);
    expect(alert).toHaveTextContent('Could not load the profile.');
    expect(alert).toHaveTextContent('Get Admin profile Failed !');
    fails = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const twoFactor = await section('Two-factor authentication');
    expect(await within(twoFactor).findByText('On', {}, T)).toBeInTheDocument();
    expect(within(twoFactor).getByRole('link', { name: 'Manage 2FA' })).toBeInTheDocument();
    expect(screen.queryByText('Could not load the profile.')).not.toBeInTheDocument();
  });
});

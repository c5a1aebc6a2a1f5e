import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import TwoFactorPage from '../../../src/custom/twoFactor/TwoFactorPage';
import { adminProfileQuery } from '../../../src/authProvider/adminProfileQuery';
import { ok, recorder, server } from '../msw';
import { profile2faOff, profile2faOn, renderPage } from '../wallet/renderWallet';

vi.setConfig({ testTimeout: 20_000 });

/** Another screen reading the profile (the wallet's gate, the profile page) at the same time. */
function ProfileReader() {
  const { data } = useQuery(adminProfileQuery);
  return <p>{data ? `2FA elsewhere: ${data.twoFactorEnabled ? 'on' : 'off'}` : 'loading'}</p>;
}

describe('one admin profile for every screen', () => {
  it('asks the server once for screens open together, and all of them see 2FA turned on', async () => {
    let on = false;
    const profile = recorder('get', '/admin/getAdminProfile', () => ({
      success: true,
      result: on ? profile2faOn() : profile2faOff(),
    }));
    const confirm = recorder('post', '/admin/adminConfirm2fa', () => {
      on = true;
      return { success: true, result: { enabled: true }, message: '2FA enabled' };
    });
    server.use(
      profile.handler,
      ok('post', '/admin/adminEnable2fa', {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauth_url: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP',
      }),
      confirm.handler,
    );
    renderPage(
      <>
        <TwoFactorPage />
        <ProfileReader />
      </>,
      { path: '/admin/2fa' },
    );

    expect(await screen.findByText('Disabled')).toBeInTheDocument();
    expect(screen.getByText('2FA elsewhere: off')).toBeInTheDocument();
    expect(profile.calls).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Enable 2FA' }));
    await userEvent.type(await screen.findByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and enable' }));
    await waitFor(() => expect(confirm.calls).toHaveLength(1));
    expect(await screen.findByText('Enabled')).toBeInTheDocument();
    expect(await screen.findByText('2FA elsewhere: on')).toBeInTheDocument();
  });
});

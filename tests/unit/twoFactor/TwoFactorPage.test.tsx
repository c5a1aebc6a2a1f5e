import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import TwoFactorPage from '../../../src/custom/twoFactor/TwoFactorPage';
import { MARKER_KEY, storeMarker } from '../../../src/resources/shared/stepUp/gateState';
import { api, networkError, ok, recorder, server } from '../msw';
import { profile2faOff, profile2faOn, renderPage } from '../wallet/renderWallet';

// MUI under jsdom is slow on a shared 2-core machine: whole user journeys get more than 5 s.
vi.setConfig({ testTimeout: 20_000 });

const SECRET = 'JBSWY3DPEHPK3PXP';
const setup = {
  secret: SECRET,
  otpauth_url: `otpauth://totp/CryptoExchange%20Admin:admin%40exchange.test?secret=${SECRET}&issuer=CryptoExchange%20Admin`,
};
const toasts = () => within(screen.getByTestId('toasts'));
const render2fa = () => renderPage(<TwoFactorPage />, { path: '/admin/2fa' });

describe('/admin/2fa', () => {
  it('enables: QR code of the otpauth URL, the secret as text, then confirms with a current code', async () => {
    let on = false;
    const confirm = recorder('post', '/admin/adminConfirm2fa', () => {
      on = true;
      return { success: true, result: { enabled: true }, message: '2FA enabled' };
    });
    server.use(
      http.get(api('/admin/getAdminProfile'), () =>
        HttpResponse.json({ success: true, result: on ? profile2faOn() : profile2faOff() }),
      ),
      ok('post', '/admin/adminEnable2fa', setup, 'Scan the QR code'),
      confirm.handler,
    );
    render2fa();

    expect(await screen.findByText('Disabled')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enable 2FA' }));
    const qr = await screen.findByRole('img', { name: /QR code/ });
    await waitFor(() => expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/));
    expect(screen.getByTestId('twofa-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');

    const input = screen.getByLabelText('Authentication code');
    await userEvent.type(input, '12x34');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and enable' }));
    expect(await screen.findByText('Please enter a valid 6-digit OTP')).toBeInTheDocument();
    expect(confirm.calls).toHaveLength(0);

    await userEvent.type(input, '5678');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and enable' }));
    await waitFor(() => expect(confirm.calls).toHaveLength(1));
    expect(confirm.calls[0].body).toEqual({ code: '123456' });
    expect(await screen.findByText('Enabled')).toBeInTheDocument();
    expect(toasts().getByText('2FA enabled')).toBeInTheDocument();
  });

  it("'Generate 2fa failed!' when enabling fails without a message", async () => {
    server.use(
      ok('get', '/admin/getAdminProfile', profile2faOff()),
      http.post(api('/admin/adminEnable2fa'), () => HttpResponse.json({ success: false })),
    );
    render2fa();
    await userEvent.click(await screen.findByRole('button', { name: 'Enable 2FA' }));
    expect(await toasts().findByText('Generate 2fa failed!')).toBeInTheDocument();
  });

  it("'An unknown error occurred while generating 2fa.' when the server does not answer", async () => {
    server.use(
      ok('get', '/admin/getAdminProfile', profile2faOff()),
      networkError('post', '/admin/adminEnable2fa'),
    );
    render2fa();
    await userEvent.click(await screen.findByRole('button', { name: 'Enable 2FA' }));
    expect(
      await toasts().findByText('An unknown error occurred while generating 2fa.'),
    ).toBeInTheDocument();
  });

  it("confirming: the server's message, 'Verify 2fa failed!', or '...while verifying 2fa.'", async () => {
    let answer: () => Response = () =>
      HttpResponse.json(
        { success: false, message: 'Invalid OTP (2 attempts remaining)' },
        { status: 400 },
      );
    server.use(
      ok('get', '/admin/getAdminProfile', profile2faOff()),
      ok('post', '/admin/adminEnable2fa', setup),
      http.post(api('/admin/adminConfirm2fa'), () => answer()),
    );
    render2fa();
    await userEvent.click(await screen.findByRole('button', { name: 'Enable 2FA' }));
    const input = await screen.findByLabelText('Authentication code');
    const submit = async () => {
      await userEvent.type(input, '123456');
      await userEvent.click(screen.getByRole('button', { name: 'Confirm and enable' }));
    };

    await submit();
    expect(
      await screen.findByText('Invalid OTP (2 attempts remaining)', { selector: 'p' }),
    ).toBeInTheDocument();

    answer = () => HttpResponse.json({ success: false }, { status: 400 });
    await submit();
    expect(await screen.findByText('Verify 2fa failed!', { selector: 'p' })).toBeInTheDocument();

    answer = () => HttpResponse.error();
    await submit();
    expect(
      await screen.findByText('An unknown error occurred while verifying 2fa.', { selector: 'p' }),
    ).toBeInTheDocument();
  });

  it('disables with a current code after a confirmation, and drops the wallet verification', async () => {
    storeMarker(sessionStorage);
    let on = true;
    const disable = recorder('post', '/admin/admindisable2fa', () => {
      on = false;
      return { success: true, result: { enabled: false }, message: '2FA disabled' };
    });
    server.use(
      http.get(api('/admin/getAdminProfile'), () =>
        HttpResponse.json({ success: true, result: on ? profile2faOn() : profile2faOff() }),
      ),
      disable.handler,
    );
    render2fa();

    expect(await screen.findByText('Enabled')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Authentication code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Disable 2FA' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Turn off two-factor authentication?',
    });
    expect(disable.calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable 2FA' }));

    await waitFor(() => expect(disable.calls).toHaveLength(1));
    expect(disable.calls[0].body).toEqual({ secret: '654321' });
    expect(await screen.findByText('Disabled')).toBeInTheDocument();
    expect(sessionStorage.getItem(MARKER_KEY)).toBeNull();
  });

  it("'An unknown error occurred while disabling 2fa.' when the server does not answer", async () => {
    server.use(
      ok('get', '/admin/getAdminProfile', profile2faOn()),
      networkError('post', '/admin/admindisable2fa'),
    );
    render2fa();
    await userEvent.type(await screen.findByLabelText('Authentication code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Disable 2FA' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable 2FA' }));
    expect(
      await toasts().findByText('An unknown error occurred while disabling 2fa.'),
    ).toBeInTheDocument();
  });

  it("'Get Admin profile Failed !' when the profile cannot be read", async () => {
    server.use(
      http.get(api('/admin/getAdminProfile'), () =>
        HttpResponse.json({ success: false }, { status: 500 }),
      ),
    );
    render2fa();
    expect(await screen.findByRole('alert')).toHaveTextContent('Get Admin profile Failed !');
  });
});

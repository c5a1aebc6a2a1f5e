import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import WalletPage from '../../../src/custom/wallet/WalletPage';
import { MARKER_KEY, storeMarker } from '../../../src/resources/shared/stepUp/gateState';
import { api, networkError, ok, recorder, server } from '../msw';
import { buildAsset, buildBalance, profile2faOff, profile2faOn, renderPage } from './renderWallet';

// MUI under jsdom is slow on a shared 2-core machine: whole user journeys get more than 5 s.
vi.setConfig({ testTimeout: 20_000 });

const walletData = () => [
  ok('get', '/admin/getAdminWallet', [buildAsset()]),
  ok('post', '/admin/overAllAdminBalance', { cryptos: [buildBalance()] }),
];

const refuse = (remaining: number) =>
  HttpResponse.json(
    {
      success: false,
      message: `Invalid OTP (${remaining} attempt${remaining === 1 ? '' : 's'} remaining)`,
      attemptsRemaining: remaining,
    },
    { status: 400 },
  );
const locked = () =>
  HttpResponse.json(
    {
      success: false,
      message: 'Account temporarily locked. Please try again in 5 minutes.',
      attemptsRemaining: 0,
      lockedUntil: new Date(Date.now() + 300_000).toISOString(),
    },
    { status: 429 },
  );

async function typeCode(code: string) {
  const input = await screen.findByLabelText('Verification code');
  await userEvent.clear(input);
  await userEvent.type(input, code);
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('wallet 2FA gate', () => {
  it('without admin 2FA shows Security Verification Required with Enable 2FA and Go Back', async () => {
    server.use(ok('get', '/admin/getAdminProfile', profile2faOff()));
    renderPage(<WalletPage />, { history: ['/admin/dashboard'] });

    expect(await screen.findByText('Security Verification Required')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enable 2FA' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/2fa');
  });

  it('Go Back goes back one page', async () => {
    server.use(ok('get', '/admin/getAdminProfile', profile2faOff()));
    renderPage(<WalletPage />, { history: ['/admin/dashboard'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/dashboard');
  });

  it('with 2FA on opens the modal over the blurred page; the input keeps 6 digits only', async () => {
    server.use(ok('get', '/admin/getAdminProfile', profile2faOn()));
    renderPage(<WalletPage />);

    const dialog = await screen.findByRole('dialog', { name: 'Two-Factor Verification' });
    expect(screen.getByTestId('wallet-gate-blur')).toHaveStyle({ filter: 'blur(6px)' });
    const input = within(dialog).getByLabelText('Verification code');
    await userEvent.type(input, '12a-b34 5678');
    expect(input).toHaveValue('123456');
  });

  it('refuses a code that is not 6 digits without calling the server', async () => {
    server.use(ok('get', '/admin/getAdminProfile', profile2faOn()));
    renderPage(<WalletPage />);
    await typeCode('123');
    expect(await screen.findByText('Please enter a valid 6-digit OTP')).toBeInTheDocument();
  });

  it('verifies with the spec payload, stores the marker, closes the modal and loads wallet data', async () => {
    const verify = recorder('post', '/admin/adminVerifyOtp', () => ({
      success: true,
      message: '2FA verified successfully',
    }));
    server.use(
      ok('get', '/admin/getAdminProfile', profile2faOn()),
      verify.handler,
      ...walletData(),
    );
    renderPage(<WalletPage />);

    await typeCode('123456');
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Two-Factor Verification' }),
      ).not.toBeInTheDocument(),
    );
    expect(verify.calls[0].body).toEqual({
      email: 'admin@exchange.test',
      secret: '123456',
      type: 'email',
    });
    expect(JSON.parse(sessionStorage.getItem(MARKER_KEY)!)).toMatchObject({
      verified: true,
      timestamp: expect.any(Number),
    });
    expect(await screen.findByRole('button', { name: 'Open Bitcoin wallet' })).toBeInTheDocument();
    expect(screen.queryByTestId('wallet-gate-blur')).not.toBeInTheDocument();
  });

  it('counts failures, shows the attempts remaining, and locks at the third', async () => {
    let calls = 0;
    server.use(
      ok('get', '/admin/getAdminProfile', profile2faOn()),
      http.post(api('/admin/adminVerifyOtp'), () => {
        calls += 1;
        return calls < 3 ? refuse(3 - calls) : locked();
      }),
    );
    renderPage(<WalletPage />);

    await typeCode('111111');
    expect(await screen.findByText('Invalid OTP (2 attempts remaining)')).toBeInTheDocument();
    await typeCode('222222');
    expect(await screen.findByText('Invalid OTP (1 attempt remaining)')).toBeInTheDocument();
    await typeCode('333333');
    expect(await screen.findByText('Too many attempts. Locked for 5 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    expect(screen.getByLabelText('Verification code')).toBeDisabled();
    expect(screen.getByText(/Verification unlocks in [45]:\d\d/)).toBeInTheDocument();
  });

  it('shows the attempts remaining when the server gives only "Invalid OTP"', async () => {
    server.use(
      ok('get', '/admin/getAdminProfile', profile2faOn()),
      http.post(api('/admin/adminVerifyOtp'), () =>
        HttpResponse.json({ success: false }, { status: 400 }),
      ),
    );
    renderPage(<WalletPage />);
    await typeCode('111111');
    expect(await screen.findByText('Invalid OTP')).toBeInTheDocument();
    expect(screen.getByText('2 attempts remaining')).toBeInTheDocument();
  });

  it("shows the server's lock message when the server refuses (locked elsewhere)", async () => {
    server.use(
      ok('get', '/admin/getAdminProfile', profile2faOn()),
      http.post(api('/admin/adminVerifyOtp'), locked),
    );
    renderPage(<WalletPage />);
    await typeCode('123456');
    expect(
      await screen.findByText('Account temporarily locked. Please try again in 5 minutes.'),
    ).toBeInTheDocument();
  });

  it('a reload while locked says the account is locked', async () => {
    sessionStorage.setItem(
      'admin2faAttempts',
      JSON.stringify({ attempts: 3, lockedUntil: Date.now() + 120_000 }),
    );
    server.use(ok('get', '/admin/getAdminProfile', profile2faOn()));
    renderPage(<WalletPage />);
    expect(await screen.findByText('Account locked. Try again in 5 minutes.')).toBeInTheDocument();
  });

  it("'Verification error' when the server does not answer", async () => {
    server.use(
      ok('get', '/admin/getAdminProfile', profile2faOn()),
      networkError('post', '/admin/adminVerifyOtp'),
    );
    renderPage(<WalletPage />);
    await typeCode('123456');
    expect(await screen.findByText('Verification error')).toBeInTheDocument();
  });

  it('closing the modal goes back one page', async () => {
    server.use(ok('get', '/admin/getAdminProfile', profile2faOn()));
    renderPage(<WalletPage />, { history: ['/admin/dashboard'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/dashboard');
  });

  it('a marker under 5 minutes old loads the wallet without asking', async () => {
    storeMarker(sessionStorage);
    server.use(ok('get', '/admin/getAdminProfile', profile2faOn()), ...walletData());
    renderPage(<WalletPage />);
    expect(await screen.findByRole('button', { name: 'Open Bitcoin wallet' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an expired marker is removed and the modal opens', async () => {
    sessionStorage.setItem(
      MARKER_KEY,
      JSON.stringify({ verified: true, timestamp: Date.now() - 5 * 60_000 - 1 }),
    );
    server.use(ok('get', '/admin/getAdminProfile', profile2faOn()));
    renderPage(<WalletPage />);
    expect(
      await screen.findByRole('dialog', { name: 'Two-Factor Verification' }),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem(MARKER_KEY)).toBeNull();
  });

  it("'Failed to load admin profile' when the profile cannot be read", async () => {
    server.use(
      http.get(api('/admin/getAdminProfile'), () =>
        HttpResponse.json({ success: false }, { status: 500 }),
      ),
    );
    renderPage(<WalletPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load admin profile');
  });
});

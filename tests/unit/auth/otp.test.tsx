import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OtpValidationPage from '../../../src/custom/auth/OtpValidationPage';
import { isCompleteOtp, sanitizeOtp } from '../../../src/contracts/otp';
import { fail, ok, recorder, server } from '../msw';
import { expectLandedOn, renderAt } from './renderAuth';

describe('OTP input', () => {
  it('keeps digits only, at most 6', () => {
    expect(sanitizeOtp('12a3 4-5')).toBe('12345');
    expect(sanitizeOtp('123456789')).toBe('123456');
    expect(sanitizeOtp('abc')).toBe('');
    expect(isCompleteOtp('123456')).toBe(true);
    expect(isCompleteOtp('12345')).toBe(false);
  });
});

describe('/otp_validation', () => {
  const startChallenge = () => window.sessionStorage.setItem('adminOtpToken', 'otp-abc');

  it('strips non-digits as the admin types and caps the code at 6', async () => {
    startChallenge();
    renderAt('/otp_validation', <OtpValidationPage />);
    const input = screen.getByLabelText('Authentication code');
    await userEvent.setup().type(input, '1a2b3 4-5678');
    expect(input).toHaveValue('123456');
  });

  it('refuses an incomplete code with the spec message', async () => {
    startChallenge();
    renderAt('/otp_validation', <OtpValidationPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Authentication code'), '123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid 6-digit OTP');
  });

  it('sends the otpToken and the code, stores the token and goes on', async () => {
    startChallenge();
    const adminotp = recorder('post', '/admin/adminotp', () => ({
      success: true,
      token: 'tok-otp',
    }));
    server.use(adminotp.handler);
    renderAt('/otp_validation', <OtpValidationPage />, { from: { pathname: '/admin/wallet' } });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Authentication code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await expectLandedOn('/admin/wallet');
    expect(adminotp.calls[0].body).toEqual({ otpToken: 'otp-abc', secret: '654321' });
    expect(window.localStorage.getItem('adminToken')).toBe('tok-otp');
  });

  it("shows the server's message for a wrong code", async () => {
    startChallenge();
    server.use(fail('post', '/admin/adminotp', 400, 'Invalid OTP'));
    renderAt('/otp_validation', <OtpValidationPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP');
  });

  it('sends the admin back to sign in without a pending challenge', () => {
    server.use(ok('post', '/admin/adminotp', null));
    renderAt('/otp_validation', <OtpValidationPage />);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });
});

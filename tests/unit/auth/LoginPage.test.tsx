import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import LoginPage from '../../../src/custom/auth/LoginPage';
import { noResponseSuffix } from '../../../src/messages/catalogue';
import { api, networkError, server } from '../msw';
import { currentState, expectLandedOn, renderAt } from './renderAuth';

const answer = (body: Record<string, unknown>, status = 200) =>
  http.post(api('/adminlogin'), () => HttpResponse.json(body, { status }));

async function signIn(email = 'admin@exchange.local', password = 'Admin@12345') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page', () => {
  it('has a labelled email input, a password input and a submit button', () => {
    renderAt('/login', <LoginPage />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('signs in, stores the token and goes back to where the admin was going', async () => {
    server.use(answer({ success: true, auth: true, token: 'tok-1', message: 'Login successful' }));
    renderAt('/login', <LoginPage />, {
      from: { pathname: '/admin/kyc', search: '?filter=%7B%7D', hash: '' },
    });
    await signIn();
    await expectLandedOn('/admin/kyc?filter=%7B%7D');
    expect(window.localStorage.getItem('adminToken')).toBe('tok-1');
  });

  it('goes to the dashboard without a remembered page', async () => {
    server.use(answer({ success: true, auth: true, token: 'tok-2' }));
    renderAt('/login', <LoginPage />);
    await signIn();
    await expectLandedOn('/admin/dashboard');
  });

  it('never follows a remembered page outside the admin', async () => {
    server.use(answer({ success: true, auth: true, token: 'tok-3' }));
    renderAt('/login', <LoginPage />, { from: '//evil.example/admin' });
    await signIn();
    await expectLandedOn('/admin/dashboard');
  });

  it("without an answer shows the spec's text exactly, and the hint on its own line", async () => {
    server.use(networkError('post', '/adminlogin'));
    renderAt('/login', <LoginPage />);
    await signIn();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An unknown error occurred during login!');
    // The spec's text stands alone (no sentence appended); the hint is a separate line.
    expect(screen.getByText('An unknown error occurred during login!')).toHaveClass(
      'auth-message-text',
    );
    expect(screen.getByText(noResponseSuffix)).toHaveClass('auth-message-hint');
  });

  it("shows the server's message when sign-in fails", async () => {
    server.use(answer({ success: false, message: 'Invalid email or password' }, 400));
    renderAt('/login', <LoginPage />);
    await signIn('admin@exchange.local', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(window.localStorage.getItem('adminToken')).toBeNull();
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it("shows the spec's default when the server gives no message", async () => {
    server.use(answer({ success: false }, 400));
    renderAt('/login', <LoginPage />);
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed!');
  });

  it("shows the spec's unknown-error text when the server cannot be reached", async () => {
    server.use(http.post(api('/adminlogin'), () => HttpResponse.error()));
    renderAt('/login', <LoginPage />);
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An unknown error occurred during login!',
    );
  });

  it('goes to /otp_validation when the admin has 2FA on', async () => {
    server.use(answer({ success: true, auth: true, otpToken: 'otp-123' }));
    renderAt('/login', <LoginPage />, { from: { pathname: '/admin/wallet' } });
    await signIn();
    await expectLandedOn('/otp_validation');
    expect(currentState()).toEqual({ from: { pathname: '/admin/wallet' } });
    expect(window.localStorage.getItem('adminToken')).toBeNull();
  });

  it('asks for both fields before calling the server', async () => {
    renderAt('/login', <LoginPage />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your email and password.');
  });
});

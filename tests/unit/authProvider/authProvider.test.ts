import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { authProvider } from '../../../src/authProvider/authProvider';
import {
  completeOtpLogin,
  fetchAdminProfile,
  getPendingOtpToken,
} from '../../../src/authProvider/session';
import { setUnauthorizedHandler } from '../../../src/dataProvider/httpClient';
import { getToken, setToken } from '../../../src/authProvider/tokenStore';
import { api, buildAdminProfile, fail, hang, networkError, ok, recorder, server } from '../msw';

const credentials = { email: 'admin@exchange.test', password: 'correct horse' };

describe('login', () => {
  it('stores the token the server answers, sending the credentials without a bearer', async () => {
    const rec = recorder('post', '/adminlogin', () => ({
      success: true,
      auth: true,
      token: 'tok-1',
      message: 'Login successful',
    }));
    server.use(rec.handler);
    await expect(authProvider.login(credentials)).resolves.toEqual({ otpRequired: false });
    expect(getToken()).toBe('tok-1');
    expect(rec.calls[0].body).toEqual(credentials);
    expect(rec.calls[0].headers.get('authorization')).toBeNull();
  });

  it("shows the server's message when sign-in is refused", async () => {
    server.use(fail('post', '/adminlogin', 401, 'Invalid email or password'));
    await expect(authProvider.login(credentials)).rejects.toMatchObject({
      message: 'Invalid email or password',
    });
    expect(getToken()).toBeNull();
  });

  it("falls back to 'Login failed!' without a server message", async () => {
    server.use(fail('post', '/adminlogin', 400));
    await expect(authProvider.login(credentials)).rejects.toMatchObject({
      message: 'Login failed!',
    });
  });

  it("says 'Failed To Login User' when the server claims success but sends no token", async () => {
    server.use(
      http.post(api('/adminlogin'), () => HttpResponse.json({ success: true, auth: false })),
    );
    await expect(authProvider.login(credentials)).rejects.toMatchObject({
      message: 'Failed To Login User',
    });
  });

  it("says 'An unknown error occurred during login!' when the server does not answer", async () => {
    server.use(networkError('post', '/adminlogin'));
    await expect(authProvider.login(credentials)).rejects.toMatchObject({
      status: 0,
      message: 'An unknown error occurred during login!',
    });
  });

  it('with 2FA on, keeps the otpToken for /otp_validation and stores no token', async () => {
    server.use(
      http.post(api('/adminlogin'), () =>
        HttpResponse.json({ success: true, auth: true, otpToken: 'otp-1' }),
      ),
    );
    await expect(authProvider.login(credentials)).resolves.toEqual({
      otpRequired: true,
      redirectTo: '/otp_validation',
    });
    expect(getPendingOtpToken()).toBe('otp-1');
    expect(getToken()).toBeNull();
  });

  it('completeOtpLogin sends the otpToken and code, then stores the token', async () => {
    window.sessionStorage.setItem('adminOtpToken', 'otp-1');
    const rec = recorder('post', '/admin/adminotp', () => ({
      success: true,
      token: 'tok-2',
      message: 'Login successful',
    }));
    server.use(rec.handler);
    await completeOtpLogin('otp-1', '123456');
    expect(rec.calls[0].body).toEqual({ otpToken: 'otp-1', secret: '123456' });
    expect(getToken()).toBe('tok-2');
    expect(getPendingOtpToken()).toBeNull();
  });

  it("completeOtpLogin: a wrong code shows the server message, else 'Verify 2fa failed!'", async () => {
    server.use(fail('post', '/admin/adminotp', 400, 'Invalid OTP'));
    await expect(completeOtpLogin('otp-1', '000000')).rejects.toMatchObject({
      message: 'Invalid OTP',
    });
    server.use(fail('post', '/admin/adminotp', 400));
    await expect(completeOtpLogin('otp-1', '000000')).rejects.toMatchObject({
      message: 'Verify 2fa failed!',
    });
    server.use(networkError('post', '/admin/adminotp'));
    await expect(completeOtpLogin('otp-1', '000000')).rejects.toMatchObject({
      message: 'An unknown error occurred while verifying 2fa.',
    });
  });
});

describe('logout', () => {
  it('revokes the session on the server, clears the token and goes to /login', async () => {
    setToken('tok');
    const rec = recorder('post', '/admin/logout', () => ({ success: true }));
    server.use(rec.handler);
    await expect(authProvider.logout({})).resolves.toBe('/login');
    expect(rec.calls[0].headers.get('authorization')).toBe('Bearer tok');
    expect(getToken()).toBeNull();
  });

  it.each([
    ['a 500', () => fail('post', '/admin/logout', 500, 'Internal server error')],
    ['a network error', () => networkError('post', '/admin/logout')],
  ])('clears the token even when the server answers %s', async (_, handler) => {
    setToken('tok');
    server.use(handler());
    await expect(authProvider.logout({})).resolves.toBe('/login');
    expect(getToken()).toBeNull();
  });

  it('does not call the server when there is no session', async () => {
    // No handler: onUnhandledRequest 'error' would fail the call if it were made.
    await expect(authProvider.logout({})).resolves.toBe('/login');
  });
});

describe('checkAuth', () => {
  it('passes with a token and sends the browser to /login without one', async () => {
    setToken('tok');
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    window.localStorage.clear();
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });
});

describe('checkError', () => {
  it('leaves a 401 to the http client, the one place that ends the session', async () => {
    const handler = vi.fn();
    const unset = setUnauthorizedHandler(handler);
    setToken('tok');
    server.use(fail('get', '/admin/getAdminProfile', 401, 'Unauthorized'));
    const error = await fetchAdminProfile().catch((e: unknown) => e);
    // The client cleared the token and sent the app to /login (once)…
    expect(getToken()).toBeNull();
    expect(handler).toHaveBeenCalledOnce();
    // …so react-admin's checkError does not log out or navigate a second time.
    await expect(authProvider.checkError(error)).resolves.toBeUndefined();
    expect(handler).toHaveBeenCalledOnce();
    unset();
  });

  it.each([0, 400, 403, 404, 409, 500, 502, 503])(
    'keeps the admin signed in on a %i',
    async (status) => {
      setToken('tok');
      await expect(authProvider.checkError(new HttpError('nope', status))).resolves.toBeUndefined();
      expect(getToken()).toBe('tok');
    },
  );

  it('keeps the admin signed in when a real call times out', async () => {
    setToken('tok');
    server.use(hang('get', '/admin/getAdminProfile'));
    const { apiCall } = await import('../../../src/dataProvider/httpClient');
    const error = await apiCall({
      method: 'GET',
      path: '/admin/getAdminProfile',
      errorMessage: 'x',
      timeoutMs: 30,
    }).catch((e: unknown) => e);
    await expect(authProvider.checkError(error)).resolves.toBeUndefined();
    expect(getToken()).toBe('tok');
  });
});

describe('getIdentity', () => {
  it("reads the admin's email and 2FA state from the profile", async () => {
    setToken('tok');
    server.use(ok('get', '/admin/getAdminProfile', buildAdminProfile({ f2A_Status: 'true' })));
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({
      id: 'admin@exchange.test',
      fullName: 'admin@exchange.test',
      twoFactorEnabled: true,
    });
  });

  it("'false' means 2FA is off", async () => {
    server.use(ok('get', '/admin/getAdminProfile', buildAdminProfile({ f2A_Status: 'false' })));
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({ twoFactorEnabled: false });
  });

  it("fails with 'Get Admin profile Failed !' when the server gives no message", async () => {
    server.use(fail('get', '/admin/getAdminProfile', 500));
    await expect(authProvider.getIdentity!()).rejects.toMatchObject({
      message: 'Get Admin profile Failed !',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import LoginPage from '../../../src/custom/auth/LoginPage';
import { apiCall } from '../../../src/dataProvider/httpClient';
import { getToken, setToken } from '../../../src/authProvider/tokenStore';
import { peekSignOutReason } from '../../../src/authProvider/signOutReason';
import { fail, server } from '../msw';
import { renderAt } from './renderAuth';

const IDLE = 'Your session ended after 30 minutes without activity. Sign in again.';
const profileCall = {
  method: 'GET' as const,
  path: '/admin/getAdminProfile',
  errorMessage: 'Get Admin profile Failed !',
};

describe('why the session ended, on the sign-in page', () => {
  it("shows the server's 401 message after the session ended, once", async () => {
    setToken('idle-token');
    server.use(fail('get', '/admin/getAdminProfile', 401, IDLE));
    await expect(apiCall(profileCall)).rejects.toMatchObject({ status: 401, message: IDLE });
    expect(getToken()).toBeNull();

    const { unmount } = renderAt('/login', <LoginPage />);
    expect(screen.getByRole('status')).toHaveTextContent(IDLE);
    expect(peekSignOutReason()).toBeNull();

    // Coming back to /login later shows the plain page again.
    unmount();
    renderAt('/login', <LoginPage />);
    expect(screen.queryByText(IDLE)).not.toBeInTheDocument();
  });

  it('remembers nothing when no session was open (a 401 without a token)', async () => {
    server.use(fail('get', '/admin/getAdminProfile', 401, 'Unauthorized: no admin token'));
    await expect(apiCall(profileCall)).rejects.toMatchObject({ status: 401 });
    renderAt('/login', <LoginPage />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('lets a message handed over by the previous page win (e.g. "password reset")', async () => {
    setToken('revoked-token');
    server.use(fail('get', '/admin/getAdminProfile', 401, 'This session was signed out.'));
    await expect(apiCall(profileCall)).rejects.toMatchObject({ status: 401 });
    renderAt('/login', <LoginPage />, { message: 'Your password was changed. Sign in again.' });
    expect(screen.getByRole('status')).toHaveTextContent('Your password was changed');
    expect(screen.queryByText('This session was signed out.')).not.toBeInTheDocument();
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthApp } from '../../../src/AuthApp';
import { setToken } from '../../../src/authProvider/tokenStore';
import { setDocumentRoutes } from '../../../src/custom/routing/documentNavigation';
import { isAdminPath } from '../../../src/publicScreen';
import { api, server } from '../msw';

/**
 * The public entry's route table (auth.html). The production build renders it on Preact; here it
 * runs on React (same components, same router): what is checked is where it sends the browser.
 */
const loadDocument = vi.fn<(href: string, replace: boolean) => void>();
const path = () => window.location.pathname;

function openAt(url: string, state: unknown = null) {
  window.history.replaceState({ usr: state, key: 'test', idx: 0 }, '', url);
  return render(<AuthApp />);
}

async function signIn() {
  const user = userEvent.setup();
  // The lazy page's first import may be slow on a loaded machine.
  const email = await screen.findByLabelText('Email', {}, { timeout: 10_000 });
  await user.type(email, 'admin@exchange.local');
  await user.type(screen.getByLabelText('Password'), 'Admin@12345');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  loadDocument.mockReset();
  setDocumentRoutes(isAdminPath, loadDocument);
});
afterEach(() => {
  // A page restored from the back/forward cache is no longer leaving: also resets between tests.
  window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
  setDocumentRoutes(() => false);
});

describe('public entry (auth.html)', () => {
  it('signs in and loads the admin as a new document, the address bar unchanged until then', async () => {
    server.use(
      http.post(api('/adminlogin'), () =>
        HttpResponse.json({ success: true, auth: true, token: 'tok-1' }),
      ),
    );
    openAt('/login', { from: { pathname: '/admin/kyc', search: '?page=2', hash: '#top' } });
    await signIn();
    await waitFor(() =>
      expect(loadDocument).toHaveBeenCalledWith(
        `${window.location.origin}/admin/kyc?page=2#top`,
        true,
      ),
    );
    expect(path()).toBe('/login');
    expect(window.localStorage.getItem('adminToken')).toBe('tok-1');
    // While the admin's page loads, no form can be sent twice.
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('shows the form again when the page comes back from the back/forward cache', async () => {
    setToken('tok-2');
    openAt('/login');
    await waitFor(() => expect(loadDocument).toHaveBeenCalledTimes(1));
    window.localStorage.clear();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('with a token, / and /login load the dashboard document', async () => {
    setToken('tok-3');
    const view = openAt('/');
    await waitFor(() =>
      expect(loadDocument).toHaveBeenCalledWith(`${window.location.origin}/admin/dashboard`, true),
    );
    view.unmount();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    openAt('/login');
    await waitFor(() => expect(loadDocument).toHaveBeenCalledTimes(2));
  });

  it('without a token, / goes to /login in the page (no document load)', async () => {
    openAt('/');
    await waitFor(() => expect(path()).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(loadDocument).not.toHaveBeenCalled();
  });

  it('moves between public pages in the page', async () => {
    openAt('/login');
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(path()).toBe('/forgot-password'));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeVisible();
    expect(loadDocument).not.toHaveBeenCalled();
  });

  it('shows the not-found screen for an unknown path', async () => {
    openAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  });

  it('reloads an /admin address it was handed without navigate() (the admin is another page)', () => {
    window.history.replaceState(null, '', '/admin/user');
    const reload = vi.fn();
    const original = window.location;
    const { href, pathname, search, hash, origin } = original;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { href, pathname, search, hash, origin, reload },
    });
    try {
      render(<AuthApp />);
      expect(reload).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });
});

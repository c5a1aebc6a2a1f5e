import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { api, server } from '../msw';
import { texts } from '../../../src/messages/catalogue';
import { renderApp, resetAdminCaches, shellHandlers } from './renderApp';

vi.setConfig({ testTimeout: 30_000 });
const path = () => window.location.pathname;
const historyState = () =>
  (window.history.state as { usr?: { from?: { pathname: string } } } | null)?.usr;

describe('routing contract (spec "Route access")', () => {
  beforeEach(() => server.use(...shellHandlers()));
  afterEach(resetAdminCaches);

  it('sends / to /login without a token', async () => {
    renderApp('/', { token: false });
    await waitFor(() => expect(path()).toBe('/login'));
  });

  it('sends / to /admin/dashboard with a token', async () => {
    renderApp('/');
    await waitFor(() => expect(path()).toBe('/admin/dashboard'));
  });

  it('sends /login and /forgot-password to the dashboard with a token', async () => {
    renderApp('/login');
    await waitFor(() => expect(path()).toBe('/admin/dashboard'));
    window.history.replaceState(null, '', '/forgot-password');
    await waitFor(() => expect(path()).toBe('/admin/dashboard'));
  });

  it('gives /login and /forgot-password the padded layout, and the other auth names none', async () => {
    const layoutAt = async (at: string) => {
      const view = renderApp(at, { token: false });
      const title = await screen.findByRole('heading', { level: 1 });
      const layout = title.closest('[data-layout]')?.getAttribute('data-layout');
      view.unmount();
      return layout;
    };
    expect(await layoutAt('/login')).toBe('padded');
    expect(await layoutAt('/forgot-password')).toBe('padded');
    for (const plain of [
      '/register',
      '/reset_password',
      '/otp_validation',
      '/forget_password',
      '/register_successfull',
    ]) {
      expect({ path: plain, layout: await layoutAt(plain) }).toEqual({
        path: plain,
        layout: 'plain',
      });
    }
    // /logout shows its frame while the server revokes the session.
    server.use(
      http.post(api('/admin/logout'), async () => {
        await delay('infinite');
        return HttpResponse.json({ success: true });
      }),
    );
    renderApp('/logout');
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title.closest('[data-layout]')).toHaveAttribute('data-layout', 'plain');
  });

  it('sends every /admin route to /login without a token, remembering where the admin was going', async () => {
    renderApp('/admin/user?page=2', { token: false });
    await waitFor(() => expect(path()).toBe('/login'));
    expect(historyState()?.from).toMatchObject({ pathname: '/admin/user', search: '?page=2' });
  });

  it('shows the not-found screen on unknown paths, with a Go Home link to /', async () => {
    renderApp('/no/such/page', { token: false });
    expect(screen.getByRole('heading', { name: texts.notFound.heading })).toBeInTheDocument();
    expect(screen.getByText(texts.notFound.body)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.notFound.goHome })).toHaveAttribute('href', '/');
  });

  it('redirects /admin to /admin/dashboard, which does not 404', async () => {
    renderApp('/admin');
    await waitFor(() => expect(path()).toBe('/admin/dashboard'));
    expect(
      await screen.findByRole('heading', { name: /dashboard/i }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(texts.notFound.heading)).not.toBeInTheDocument();
  });

  it('shows the not-found screen for unknown admin paths', async () => {
    renderApp('/admin/no-such-screen');
    expect(
      await screen.findByRole('heading', { name: texts.notFound.heading }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.notFound.goHome })).toHaveAttribute('href', '/');
  });

  it('sends /admin/user-details without an id back to the users list', async () => {
    renderApp('/admin/user-details');
    await waitFor(() => expect(path()).toBe('/admin/user'), { timeout: 5000 });
  });

  it('Go Home from the not-found screen lands on the dashboard when signed in', async () => {
    renderApp('/nowhere');
    screen.getByRole('link', { name: texts.notFound.goHome }).click();
    await waitFor(() => expect(path()).toBe('/admin/dashboard'));
  });
});

import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { delay } from 'msw';
import { buildUser, server } from '../msw';
import { renderAppNotingScreens, resetAdminCaches, shellHandlers, usersPages } from './renderApp';

// One test in this file: the app's lazy admin loads once per file, as once per page in a browser.
vi.setConfig({ testTimeout: 30_000 });
afterEach(resetAdminCaches);

it('a list URL whose page is slow to come shows the shell and its loading grid without waiting for it', async () => {
  const users = [buildUser({ name: 'Slow User' })];
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  server.use(...shellHandlers());
  server.use(usersPages(users, () => answered.then(() => delay(0)))); // ahead of the shell's catch-all
  const seen = renderAppNotingScreens('/admin/user');
  // The admin does not wait on the page past a moment: the shell and the grid's loading state.
  expect(await screen.findByRole('navigation', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.queryByText('Slow User')).not.toBeInTheDocument();
  answer();
  expect(await screen.findByText('Slow User', {}, { timeout: 5_000 })).toBeInTheDocument();
  expect(seen).toEqual(['loading screen 1', 'shell without rows', 'shell with rows']);
});

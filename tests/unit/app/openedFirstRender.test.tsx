import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { delay } from 'msw';
import { buildUser, server } from '../msw';
import { renderAppNotingScreens, resetAdminCaches, shellHandlers, usersPages } from './renderApp';

// One test in this file: the app's lazy admin loads once per file, as once per page in a browser.
vi.setConfig({ testTimeout: 30_000 });
afterEach(resetAdminCaches);

it('a list URL opened in the browser goes from its loading screen to the shell with its rows, in one step', async () => {
  const users = Array.from({ length: 30 }, (_, i) => buildUser({ name: `User ${i}` }));
  server.use(...shellHandlers());
  // The page answers a moment after it is asked: after the admin's code is here, within the wait.
  server.use(usersPages(users, () => delay(150))); // ahead of the shell's catch-all
  const seen = renderAppNotingScreens('/admin/user');
  expect(await screen.findByText('User 0', {}, { timeout: 15_000 })).toBeInTheDocument();
  // Not a blank page between them (react-admin's i18n provider waiting on a stored locale), nor
  // react-admin's loading page (its sign-in check), nor the shell first and its rows a render
  // later (the grid's access check, or its page, awaited inside the shown screen).
  expect(seen).toEqual(['loading screen 1', 'shell with rows']);
});

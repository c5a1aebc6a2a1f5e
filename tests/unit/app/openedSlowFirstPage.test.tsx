import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { api, buildUser, pagedAnswer, server } from '../msw';
import { usersContract } from '../../../src/contracts/resources/users';
import { renderAppNotingScreens, resetAdminCaches, shellHandlers } from './renderApp';

// One test in this file: the app's lazy admin loads once per file, as once per page in a browser.
vi.setConfig({ testTimeout: 30_000 });
afterEach(resetAdminCaches);

const SEARCHED = usersContract.fields.filter((f) => f.searchable).map((f) => f.key);

it('a list URL whose page is slow to come shows the shell and its loading grid without waiting for it', async () => {
  const users = [buildUser({ name: 'Slow User' })];
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  server.use(...shellHandlers());
  server.use(
    http.post(api('/admin/getAllUserData'), async ({ request }) => {
      const body: unknown = await request.json();
      await answered;
      await delay(0);
      return HttpResponse.json(pagedAnswer(users, body, SEARCHED));
    }),
  ); // ahead of the shell's catch-all
  const seen = renderAppNotingScreens('/admin/user');
  // The admin does not wait on the page past a moment: the shell and the grid's loading state.
  expect(await screen.findByRole('navigation', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.queryByText('Slow User')).not.toBeInTheDocument();
  answer();
  expect(await screen.findByText('Slow User', {}, { timeout: 5_000 })).toBeInTheDocument();
  expect(seen).toEqual(['loading screen 1', 'shell without rows', 'shell with rows']);
});

import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { buildUser, pagedAnswer, recorder, server } from '../msw';
import { usersContract } from '../../../src/contracts/resources/users';
import { renderApp, resetAdminCaches, shellHandlers } from './renderApp';

// One test in this file: the app's lazy admin loads once per file, as once per page in a browser.
vi.setConfig({ testTimeout: 30_000 });
afterEach(resetAdminCaches);

const SEARCHED = usersContract.fields.filter((f) => f.searchable).map((f) => f.key);

it('a list URL opened in the browser asks for its page before the shell renders, and only once', async () => {
  const users = Array.from({ length: 60 }, (_, i) => buildUser({ name: `User ${i}` }));
  // Whether the admin's shell (its menu) was on screen when each page was asked for.
  const shellShownAtCall: boolean[] = [];
  const list = recorder('post', '/admin/getAllUserData', (body) => {
    shellShownAtCall.push(document.querySelector('nav') !== null);
    return pagedAnswer(users, body, SEARCHED);
  });
  server.use(...shellHandlers());
  server.use(list.handler); // ahead of the shell's catch-all
  renderApp('/admin/user?perPage=50&sort=name&order=ASC');
  expect(await screen.findByText('User 0', {}, { timeout: 15_000 })).toBeInTheDocument();
  // The URL's page, asked once: the grid read the answer the boot asked for, under the same key.
  expect(list.calls.map((call) => call.body)).toEqual([
    { page: 1, limit: 50, filter: {}, sort: { name: 1 } },
  ]);
  expect(shellShownAtCall).toEqual([false]);
});

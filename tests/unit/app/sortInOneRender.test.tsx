import { Profiler } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { afterEach, expect, it, vi } from 'vitest';
import { App } from '../../../src/App';
import { PAGE_WAIT_MS } from '../../../src/resources/shared/paramsInOrder';
import { buildUser, server } from '../msw';
import { renderApp, resetAdminCaches, shellHandlers, usersPages } from './renderApp';

// One test in this file: the app's lazy admin loads once per file, as once per page in a browser.
vi.setConfig({ testTimeout: 30_000 });
afterEach(resetAdminCaches);

/** The Name column's sort (its header's sort label), the first row's name and the rows, as shown. */
function shown(): string {
  const label = document.querySelector('thead [data-field="name"]');
  const sort = !label?.classList.contains('Mui-active')
    ? 'none'
    : label.classList.contains('MuiTableSortLabel-directionAsc')
      ? 'ascending'
      : 'descending';
  const firstName = document.querySelector('tbody tr td.column-name')?.textContent ?? '';
  return `${sort} | ${firstName} | ${document.querySelectorAll('tbody tr').length} rows`;
}

it('a sort or a search on a server grid asks for its page at once and shows it with its rows, in one render', async () => {
  // Named in the order they joined: the default sort (newest first) shows "User 39" first.
  const users = Array.from({ length: 30 }, (_, i) =>
    buildUser({
      _id: `u${i}`,
      name: `User ${10 + i}`,
      email: `person${i}@example.com`,
      phone: '+447000000000',
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    }),
  );
  const asked: unknown[] = [];
  const filters: unknown[] = [];
  let answered = () => delay(30);
  server.use(...shellHandlers());
  server.use(
    usersPages(
      users,
      () => answered(),
      (body) => {
        asked.push(body.sort);
        filters.push(body.filter);
      },
    ),
  );
  const seen: string[] = [];
  const note = () => {
    const now = shown();
    if (seen.at(-1) !== now) seen.push(now);
  };
  // What shows before an action starts the list: whether React happens to render once more
  // before the action (a query settling) must not decide what the action is seen to render.
  const watchFromHere = () => {
    seen.length = 0;
    seen.push(shown());
  };
  renderApp('/admin/user', {
    app: (
      <Profiler id="app" onRender={note}>
        <App />
      </Profiler>
    ),
  });
  const user = userEvent.setup();
  expect(await screen.findByText('User 39', {}, { timeout: 15_000 })).toBeInTheDocument();
  const before = shown();
  watchFromHere();
  asked.length = 0;

  // A page that answers within the wait: the click's one render has the new order and its rows.
  await user.click(document.querySelector<HTMLElement>('thead [data-field="name"]')!);
  expect(await screen.findByText('User 10')).toBeInTheDocument();
  expect(seen).toEqual([before, 'ascending | User 10 | 25 rows']);
  expect(asked).toEqual([{ name: 1 }]); // once: the grid read the page asked for it

  // A page slower than the wait does not hold the click: the new order shows, its rows follow.
  watchFromHere();
  asked.length = 0;
  let release = () => {};
  answered = () => new Promise<void>((resolve) => (release = resolve));
  await user.click(document.querySelector<HTMLElement>('thead [data-field="name"]')!);
  await waitFor(() => expect(shown()).toBe('descending | User 10 | 25 rows'), {
    timeout: PAGE_WAIT_MS * 20,
  });
  release();
  expect(await screen.findByText('User 39', {}, { timeout: 5_000 })).toBeInTheDocument();
  expect(seen).toEqual([
    'ascending | User 10 | 25 rows',
    'descending | User 10 | 25 rows',
    'descending | User 39 | 25 rows',
  ]);
  expect(asked).toEqual([{ name: -1 }]);

  // A search pasted in: its rows replace the others in one render, asked for once.
  watchFromHere();
  asked.length = 0;
  filters.length = 0;
  answered = () => delay(30);
  await user.click(screen.getByRole('textbox', { name: /search/i }));
  await user.paste('User 39');
  await waitFor(() => expect(document.querySelectorAll('tbody tr')).toHaveLength(1));
  expect(seen).toEqual(['descending | User 39 | 25 rows', 'descending | User 39 | 1 rows']);
  expect(filters).toEqual([{ q: 'User 39' }]);
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recorder, resetFactories, server } from '../msw';
import { renderApp, resetAdminCaches, shellHandlers } from '../app/renderApp';

const T = { timeout: 8000 };
vi.setConfig({ testTimeout: 30_000 });

/** A page of the server-paged action log, as POST /admin/getAdminActionHistory answers it. */
const logPage = (body: unknown) => {
  const { page = 1, limit = 25 } = (body ?? {}) as { page?: number; limit?: number };
  const total = 132;
  const data = Array.from({ length: Math.min(limit, total - (page - 1) * limit) }, (_, i) => {
    const n = total - (page - 1) * limit - i;
    return {
      _id: String(n),
      date: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
      description: `Action number ${n}`,
      user_id: null,
    };
  });
  return { success: true, result: { data, total, page, limit } };
};

describe('Notifications (/admin/notification) and the bell', () => {
  beforeEach(() => {
    resetFactories();
    server.use(...shellHandlers());
  });
  afterEach(() => resetAdminCaches());

  it('the bell and the grid read one query: one request, the server total in both', async () => {
    const history = recorder('post', '/admin/getAdminActionHistory', logPage);
    server.use(history.handler);
    renderApp('/admin/notification');
    expect(await screen.findByText('Action number 132', {}, T)).toBeInTheDocument();
    expect(screen.getByText('1-25 of 132')).toBeInTheDocument();
    const bell = screen.getByRole('link', { name: 'Notifications: 132 activity logs' });
    expect(bell).toHaveAttribute('href', '/admin/notification');
    expect(history.calls.map((c) => c.body)).toEqual([
      { page: 1, limit: 25, filter: {}, sort: { date: -1 } },
    ]);

    // The dropdown shows the first 5 of that same page, without asking again.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Recent activity' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => within(item).getByText(/^Action number \d+$/).textContent)).toEqual([
      'Action number 132',
      'Action number 131',
      'Action number 130',
      'Action number 129',
      'Action number 128',
    ]);
    expect(history.calls).toHaveLength(1);
  });

  it('pages on the server: the next page is one request for page 2', async () => {
    const user = userEvent.setup();
    const history = recorder('post', '/admin/getAdminActionHistory', logPage);
    server.use(history.handler);
    renderApp('/admin/notification');
    await screen.findByText('Action number 132', {}, T);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Action number 107', {}, T)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('26-50 of 132')).toBeInTheDocument(), T);
    expect(history.calls.map((c) => c.body)).toContainEqual({
      page: 2,
      limit: 25,
      filter: {},
      sort: { date: -1 },
    });
  });
});

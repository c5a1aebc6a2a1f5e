import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setToken } from '../../src/authProvider/tokenStore';
import { supportCategorySchema } from '../../src/resources/support/categories';
import { createDefaultsOf, dialogModeOf } from '../../src/resources/shared/SchemaDialogForm';
import { api, envelope, server } from './msw';
import { renderEngine } from './engine/renderEngine';

vi.setConfig({ testTimeout: 30_000 });
const T = { timeout: 8000 };

interface Category {
  _id: string;
  name: string;
  description: string;
  status: string;
  ticketCount: number;
  createdAt: string;
  updatedAt: string;
}

const buildCategory = (n: number, over: Partial<Category> = {}): Category => ({
  _id: `c-${n}`,
  name: `Category ${n}`,
  description: `About ${n}`,
  status: 'active',
  ticketCount: n,
  createdAt: new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString(),
  updatedAt: new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString(),
  ...over,
});

/** GET/POST/PUT /admin/supportCategory over an in-memory table, paged and sorted like the server. */
function serveCategories(rows: Category[]) {
  const queries: URLSearchParams[] = [];
  const writes: { method: string; body: Record<string, unknown> }[] = [];
  const taken = (name: string, except?: string) =>
    rows.find((r) => r.name.toLowerCase() === name.toLowerCase() && r._id !== except);
  const conflict = (name: string) =>
    HttpResponse.json(
      {
        success: false,
        message: `A support category named '${name}' already exists`,
        errors: { name: `A support category named '${name}' already exists` },
      },
      { status: 409 },
    );
  server.use(
    http.get(api('/admin/supportCategory'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const filter = JSON.parse(query.get('filter') ?? '{}') as { _id?: string };
      const page = Number(query.get('page') ?? 1);
      const limit = Number(query.get('limit') ?? 20);
      const sorted = [...rows]
        .filter((r) => !filter._id || r._id === filter._id)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const data = sorted.slice((page - 1) * limit, page * limit);
      return HttpResponse.json(envelope({ data, total: sorted.length, page, limit }));
    }),
    http.post(api('/admin/supportCategory'), async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      writes.push({ method: 'POST', body });
      const clash = taken(body.name);
      if (clash) return conflict(clash.name);
      const row = buildCategory(rows.length + 100, { ...body, _id: `c-new-${rows.length}` });
      rows.push(row);
      return HttpResponse.json(envelope(row, 'Support category created'));
    }),
    http.put(api('/admin/supportCategory'), async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      writes.push({ method: 'PUT', body });
      const clash = taken(body.name, body._id);
      if (clash) return conflict(clash.name);
      const row = rows.find((r) => r._id === body._id) as Category;
      Object.assign(row, body);
      return HttpResponse.json(envelope(row, 'Support category updated'));
    }),
  );
  return { queries, writes };
}

const where = () => screen.getByTestId('where');

beforeEach(() => setToken('test-admin-token'));

describe('dialogModeOf and createDefaultsOf', () => {
  it('reads the dialog from the URL: create, edit of an id, or none', () => {
    const base = '/admin/support/support-category';
    expect(dialogModeOf(supportCategorySchema, base)).toBeNull();
    expect(dialogModeOf(supportCategorySchema, `${base}/create`)).toEqual({ kind: 'create' });
    expect(dialogModeOf(supportCategorySchema, `${base}/c%2F1`)).toEqual({
      kind: 'edit',
      id: 'c/1',
    });
    expect(dialogModeOf(supportCategorySchema, `${base}/c-1/show`)).toBeNull();
    expect(dialogModeOf(supportCategorySchema, '/admin/support/Support/create')).toBeNull();
    expect(createDefaultsOf(supportCategorySchema)).toEqual({ status: 'active' });
  });
});

describe("a form: 'dialog' resource (support categories)", () => {
  it("loads page 1 with the spec's call, and creates in a dialog over the list with the server's errors under the input", async () => {
    const user = userEvent.setup();
    const rows = Array.from({ length: 23 }, (_, i) => buildCategory(i + 1));
    const { queries, writes } = serveCategories(rows);
    renderEngine('/admin/support/support-category', [supportCategorySchema]);

    expect(await screen.findByText('Category 23', {}, T)).toBeInTheDocument();
    // The spec: page 1, limit 20, filter {}, sort by createdAt descending.
    expect(Object.fromEntries(queries[0])).toEqual({
      page: '1',
      limit: '20',
      filter: '{}',
      sort: '{"createdAt":-1}',
    });
    expect(screen.queryByText('Category 3')).not.toBeInTheDocument(); // on page 2

    await user.click(screen.getByRole('link', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'New support category' }, T);
    expect(where()).toHaveTextContent('/admin/support/support-category/create');
    expect(screen.getByText('Category 23')).toBeInTheDocument(); // the list stays behind it
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Active');

    // Save waits for input (react-admin); a one-letter name breaks the declared rule, nothing is sent.
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'A');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Enter a name of 2 to 60 characters.', {}, T),
    ).toBeInTheDocument();
    expect(writes).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'category 5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      (
        await within(dialog).findAllByText(
          "A support category named 'Category 5' already exists",
          {},
          T,
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('category 5');

    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Margin trading');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Loans');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), T);
    expect(writes.at(-1)).toEqual({
      method: 'POST',
      body: { name: 'Margin trading', description: 'Loans', status: 'active' },
    });
    expect(where()).toHaveTextContent(/^\/admin\/support\/support-category$/);
    expect(await screen.findByText('Margin trading', {}, T)).toBeInTheDocument();
  });

  it('a row opens the edit dialog on its own URL; saving sends PUT on the same path and closes it', async () => {
    const user = userEvent.setup();
    const { writes } = serveCategories([buildCategory(1), buildCategory(2)]);
    renderEngine('/admin/support/support-category', [supportCategorySchema]);
    await user.click(await screen.findByText('Category 2', {}, T));
    const dialog = await screen.findByRole('dialog', { name: 'Edit support category' }, T);
    expect(where()).toHaveTextContent('/admin/support/support-category/c-2');
    const name = await within(dialog).findByRole('textbox', { name: 'Name' }, T);
    expect(name).toHaveValue('Category 2');
    await user.clear(name);
    await user.type(name, 'Renamed');
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), T);
    expect(writes).toEqual([
      {
        method: 'PUT',
        body: { _id: 'c-2', name: 'Renamed', description: 'About 2', status: 'inactive' },
      },
    ]);
    expect(await screen.findByText('Renamed', {}, T)).toBeInTheDocument();
  });

  it('opens straight from a link (reload), and Cancel goes back to the list without saving', async () => {
    const user = userEvent.setup();
    const { writes } = serveCategories([buildCategory(1)]);
    renderEngine('/admin/support/support-category/c-1', [supportCategorySchema]);
    const dialog = await screen.findByRole('dialog', { name: 'Edit support category' }, T);
    expect(await within(dialog).findByRole('textbox', { name: 'Name' }, T)).toHaveValue(
      'Category 1',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), T);
    expect(where()).toHaveTextContent(/^\/admin\/support\/support-category$/);
    expect(writes).toHaveLength(0);
  });
});

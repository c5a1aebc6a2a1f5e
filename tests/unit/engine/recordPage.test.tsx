import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api, ok, server } from '../msw';
import type { ResourceSchema } from '../../../src/resources/types';
import { indexSchemas } from '../../../src/resources/shared/schemaIndex';
import { renderEngine } from './renderEngine';

vi.setConfig({ testTimeout: 30_000 });
const T = { timeout: 8000 };

/**
 * The record page as the engine builds it from a schema alone: a header with the title, the
 * status chip and the declared actions; sections with blank fields left out; a related list
 * paged by the server; the way to the filtered grid.
 */
const memberSchema: ResourceSchema = {
  name: 'member',
  label: 'Members',
  list: {
    method: 'GET',
    path: '/admin/memberList',
    mode: 'whole',
    bound: { table: 'fixture', rows: 1000, enforcedBy: 'refusal', noun: 'rows' },
    errorMessage: 'Members!',
  },
  fields: [
    { source: 'name', label: 'Name', type: 'text', views: ['list', 'show'] },
    { source: 'email', label: 'Email', type: 'email', views: ['list', 'show'] },
    { source: 'phone', label: 'Phone', type: 'text', views: ['show'] },
    { source: 'tags', label: 'Tags', type: 'tags', views: ['show'], choices: [] },
    { source: 'nickname', label: 'Nickname', type: 'text', views: ['show'] },
    { source: 'note', label: 'Note', type: 'text', views: ['show'] },
    {
      source: 'status',
      label: 'Status',
      type: 'status',
      views: ['list', 'show'],
      choices: [{ id: 'active', name: 'Active', color: 'success' }],
    },
  ],
  sections: [
    { label: 'Profile', fields: ['name', 'email', 'phone', 'tags'] },
    { label: 'Extras', fields: ['nickname', 'note'] },
  ],
  recordPage: {
    title: 'name',
    subtitle: 'email',
    related: [
      {
        resource: 'payout',
        label: 'Payouts',
        target: 'userId',
        columns: ['amount', 'createdAt'],
        perPage: 2,
        viewAll: { filter: 'email', source: 'email' },
      },
    ],
  },
  actions: [
    {
      name: 'block',
      label: 'Block member',
      places: ['detail'],
      endpoint: { method: 'POST', path: '/admin/blockMember', errorMessage: 'Block failed' },
      confirm: { title: 'Block?', text: () => 'Sure?' },
      success: 'Blocked',
    },
  ],
  recordRepresentation: 'name',
};

const payoutSchema: ResourceSchema = {
  name: 'payout',
  label: 'Payouts',
  list: { method: 'GET', path: '/admin/payoutList', mode: 'server', errorMessage: 'Payouts!' },
  fields: [
    { source: 'email', label: 'User', type: 'email', views: ['list'], filter: 'text' },
    { source: 'amount', label: 'Amount', type: 'text', views: ['list', 'show'] },
    { source: 'createdAt', label: 'Requested', type: 'text', views: ['list', 'show'] },
  ],
  defaultSort: { field: 'createdAt', order: 'DESC' },
};

const schemas = [memberSchema, payoutSchema];
indexSchemas(schemas);

const member = {
  _id: 'm-1',
  name: 'Mila Novak',
  email: 'mila@example.com',
  phone: '',
  tags: [],
  nickname: null,
  status: 'active',
};

/** Five payouts of the member, served a page at a time like the real list. */
function payoutBackend() {
  const asked: URLSearchParams[] = [];
  const rows = Array.from({ length: 5 }, (_, i) => ({
    _id: `p-${i + 1}`,
    amount: `${i + 1}0.00`,
    createdAt: `2026-01-0${i + 1}`,
  }));
  server.use(
    ok('get', '/admin/memberList', [member]),
    http.get(api('/admin/payoutList'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      const data = rows.slice((page - 1) * limit, page * limit);
      return HttpResponse.json({
        success: true,
        result: { data, total: rows.length, page, limit },
      });
    }),
  );
  return asked;
}

describe('The record page', () => {
  it('shows a header with the title, the status chip and the actions, and leaves blank fields out', async () => {
    payoutBackend();
    renderEngine('/admin/member/m-1/show', schemas);

    expect(
      await screen.findByRole('heading', { name: 'Mila Novak', level: 1 }, T),
    ).toBeInTheDocument();
    const header = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(within(header).getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Block member' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All members' })).toHaveAttribute(
      'href',
      '/admin/member',
    );

    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Name')).toBeInTheDocument();
    expect(within(profile).getByText('mila@example.com')).toBeInTheDocument();
    // '' and [] are blank: no label, no dash.
    expect(within(profile).queryByText('Phone')).not.toBeInTheDocument();
    expect(within(profile).queryByText('Tags')).not.toBeInTheDocument();
    // A section whose every field is blank is left out whole.
    expect(screen.queryByRole('region', { name: 'Extras' })).not.toBeInTheDocument();
  });

  it('embeds the related rows, paged by the server through the exact filter, with View all', async () => {
    const user = userEvent.setup();
    const asked = payoutBackend();
    renderEngine('/admin/member/m-1/show', schemas);

    const payouts = await screen.findByRole('region', { name: 'Payouts' }, T);
    expect(await within(payouts).findByText('10.00', {}, T)).toBeInTheDocument();
    expect(within(payouts).getByText('20.00')).toBeInTheDocument();
    expect(within(payouts).queryByText('30.00')).not.toBeInTheDocument();
    expect(JSON.parse(asked[0].get('filter')!)).toEqual({ userId: 'm-1' });
    expect(asked[0].get('limit')).toBe('2');
    expect(JSON.parse(asked[0].get('sort')!)).toEqual({ createdAt: -1 });

    await user.click(within(payouts).getByRole('button', { name: /next page/i }));
    expect(await within(payouts).findByText('30.00', {}, T)).toBeInTheDocument();
    expect(within(payouts).queryByText('10.00')).not.toBeInTheDocument();
    await waitFor(() => expect(asked.at(-1)!.get('page')).toBe('2'));

    const viewAll = within(payouts).getByRole('link', { name: 'View all payouts' });
    const target = new URL(viewAll.getAttribute('href')!, window.location.origin);
    expect(target.pathname).toBe('/admin/payout');
    expect(JSON.parse(target.searchParams.get('filter')!)).toEqual({ email: 'mila@example.com' });
  });

  it('says so when the record has no related rows', async () => {
    server.use(
      ok('get', '/admin/memberList', [member]),
      ok('get', '/admin/payoutList', { data: [], total: 0, page: 1, limit: 2 }),
    );
    renderEngine('/admin/member/m-1/show', schemas);
    const payouts = await screen.findByRole('region', { name: 'Payouts' }, T);
    expect(await within(payouts).findByText('No payouts yet.', {}, T)).toBeInTheDocument();
  });

  it('offers the way back to the list, beside Retry, when the record does not exist', async () => {
    const user = userEvent.setup();
    payoutBackend();
    renderEngine('/admin/member/m-404/show', schemas);

    const alert = await screen.findByRole('alert', {}, T);
    expect(within(alert).getByText('Could not load the details')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('link', { name: 'All members' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/member$/));
  });
});

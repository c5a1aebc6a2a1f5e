import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, server } from '../msw';
import { setToken } from '../../../src/authProvider/tokenStore';
import { indexSchemas } from '../../../src/resources/shared/schemaIndex';
import type { ResourceSchema } from '../../../src/resources/types';
import { renderEngine } from './renderEngine';

vi.setConfig({ testTimeout: 30_000 });
const T = { timeout: 8000 };

/** A server-paged list whose server bounds its count and page depth (server/http/paging.ts). */
const ledgerSchema: ResourceSchema = {
  name: 'ledger',
  label: 'Ledger',
  list: { method: 'GET', path: '/admin/ledgerList', mode: 'server', errorMessage: 'Ledger failed' },
  fields: [{ source: 'note', label: 'Note', type: 'text', views: ['list'] }],
};
indexSchemas([ledgerSchema]);

function answer(page: Record<string, unknown>) {
  const rows = Array.from({ length: 25 }, (_, i) => ({ _id: `e${i}`, note: `entry ${i}` }));
  server.use(
    http.get(api('/admin/ledgerList'), () =>
      HttpResponse.json({ success: true, result: { data: rows, page: 1, limit: 25, ...page } }),
    ),
  );
}

describe('Pagination of a server-paged list past the count cap', () => {
  beforeEach(() => setToken('test-admin-token'));

  it('says "more than" a capped total and stops its pages where the server does', async () => {
    answer({ total: 10_000, totalCapped: true, pageableRows: 10_000 });
    renderEngine('/admin/ledger', [ledgerSchema]);
    expect(await screen.findByText('1-25 of more than 10,000', {}, T)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to page 400' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to page 401' })).not.toBeInTheDocument();
  });

  it('shows an exact total beyond the reach of its pages, and says how to reach the rest', async () => {
    answer({ total: 1_000_000, totalCapped: false, pageableRows: 10_000 });
    renderEngine('/admin/ledger', [ledgerSchema]);
    expect(
      await screen.findByText(
        '1-25 of 1,000,000 (pages reach the first 10,000: filter or reverse the sort for the rest)',
        {},
        T,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to page 400' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to page 40000' })).not.toBeInTheDocument();
  });

  it('says "of many" when the server stopped counting, and offers the next page only', async () => {
    answer({ total: 25, totalCapped: true, totalUnknown: true, pageableRows: 50 });
    renderEngine('/admin/ledger', [ledgerSchema]);
    expect(await screen.findByText('1-25 of many', {}, T)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to page 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to page 3' })).not.toBeInTheDocument();
  });

  it('reads a plain total as react-admin does when nothing is bounded', async () => {
    answer({ total: 60, totalCapped: false, pageableRows: 60 });
    renderEngine('/admin/ledger', [ledgerSchema]);
    expect(await screen.findByText('1-25 of 60', {}, T)).toBeInTheDocument();
  });
});

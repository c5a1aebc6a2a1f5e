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

/** Two server-paged grids: one whose contract offers the export, one whose does not. */
const grid = (name: string, csvExport?: 'format'): ResourceSchema => ({
  name,
  label: name,
  list: { method: 'GET', path: `/admin/${name}List`, mode: 'server', csvExport, errorMessage: 'x' },
  fields: [{ source: 'note', label: 'Note', type: 'text', views: ['list'] }],
});
const exported = grid('exported', 'format');
const unexported = grid('unexported');
indexSchemas([exported, unexported]);

describe('Export on a server-paged grid', () => {
  beforeEach(() => {
    setToken('test-admin-token');
    for (const name of ['exported', 'unexported']) {
      server.use(
        http.get(api(`/admin/${name}List`), () =>
          HttpResponse.json({
            success: true,
            result: { data: [{ _id: 'a', note: 'first' }], total: 1, page: 1, limit: 25 },
          }),
        ),
      );
    }
  });

  it('is offered where the contract declares it', async () => {
    renderEngine('/admin/exported', [exported, unexported]);
    expect(await screen.findByText('first', {}, T)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('is not offered where it does not (the click would end in "export is not supported")', async () => {
    renderEngine('/admin/unexported', [exported, unexported]);
    expect(await screen.findByText('first', {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, recorder, server } from '../msw';
import { setToken } from '../../../src/authProvider/tokenStore';
import { feeTiers } from '../../../docs/examples/feeTiers/feeTiersAdmin';
import { renderEngine } from '../engine/renderEngine';

vi.setConfig({ testTimeout: 30_000 });
const T = { timeout: 8000 };

/**
 * The docs' example resource (docs/examples/feeTiers) in the admin: its contract's status moves
 * are the row's buttons, each on the records it may move, confirmed with the reason it requires.
 * tests/server/exampleResource.test.ts runs the same declaration on the real server.
 */

const tier = (over: Record<string, unknown>) => ({
  _id: 't-1',
  name: 'Base',
  minVolumeUsd: 0,
  makerFeePct: 0.1,
  takerFeePct: 0.2,
  status: 'active',
  createdBy: 'owner@exchange.test',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

function backend() {
  const rows = [tier({}), tier({ _id: 't-2', name: 'Legacy', status: 'retired' })];
  const move = recorder('post', '/admin/feeTiers/status', (body) => {
    const row = rows.find((r) => r._id === (body as { _id: string })._id)!;
    row.status = (body as { status: string }).status;
    return { success: true, result: row, message: `Fee tier ${row.status}` };
  });
  server.use(
    http.get(api('/admin/feeTiers'), () =>
      HttpResponse.json({
        success: true,
        result: { data: rows, total: rows.length, page: 1, limit: 25 },
      }),
    ),
    move.handler,
  );
  return move;
}

async function rowOf(name: string) {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen.getAllByRole('row').find((row) => row.textContent?.includes(name));
    expect(found).toBeDefined();
  }, T);
  return found!;
}

describe('the docs example: fee tiers in the admin', () => {
  beforeEach(() => setToken('test-admin-token'));

  it('offers Retire on an active tier and Reinstate on a retired one', async () => {
    backend();
    renderEngine('/admin/fee_tiers', [feeTiers.schema]);
    const active = await rowOf('Base');
    expect(within(active).getByRole('button', { name: 'Retire' })).toBeVisible();
    expect(within(active).queryByRole('button', { name: 'Reinstate' })).toBeNull();
    const retired = await rowOf('Legacy');
    expect(within(retired).getByRole('button', { name: 'Reinstate' })).toBeVisible();
    expect(within(retired).queryByRole('button', { name: 'Retire' })).toBeNull();
  });

  it('retires a tier after its confirmation, with the reason the command requires', async () => {
    const user = userEvent.setup();
    const move = backend();
    renderEngine('/admin/fee_tiers', [feeTiers.schema]);
    await user.click(within(await rowOf('Base')).getByRole('button', { name: 'Retire' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Retire this fee tier?')).toBeInTheDocument();
    expect(within(dialog).getByText('The fee tier becomes retired.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retire' }));
    expect(move.calls).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Reason/), 'Replaced by the new schedule');
    await user.click(within(dialog).getByRole('button', { name: 'Retire' }));
    await waitFor(() => expect(move.calls).toHaveLength(1), T);
    expect(move.calls[0].body).toEqual({
      _id: 't-1',
      status: 'retired',
      reason: 'Replaced by the new schedule',
    });
    expect(await screen.findByText('Fee tier retired', {}, T)).toBeInTheDocument();
  });
});

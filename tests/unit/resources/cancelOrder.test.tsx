import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, buildAdminProfile, ok, recorder, server } from '../msw';
import { renderApp, resetAdminCaches, shellHandlers } from '../app/renderApp';
import { storeMarker } from '../../../src/resources/shared/stepUp/gateState';

vi.setConfig({ testTimeout: 30_000 });
const T = { timeout: 8000 };

const order = (over: Record<string, unknown>) => ({
  _id: '41',
  orderId: 'ORD-41',
  createdAt: '2026-11-20T10:00:00.000Z',
  user: 'dana@example.test',
  pair: 'ETH_USDT',
  base: 'ETH',
  quote: 'USDT',
  side: 'buy',
  type: 'limit',
  price: '3000',
  amount: '2',
  filled: '0.5',
  total: '1500',
  fee: '0',
  status: 'partially_filled',
  reserved: '4500',
  reservedAsset: 'USDT',
  ...over,
});

describe('Pending orders: Cancel order (declared action)', () => {
  beforeEach(() => {
    server.use(...shellHandlers());
    storeMarker(window.sessionStorage);
  });
  afterEach(() => {
    resetAdminCaches();
    window.sessionStorage.clear();
  });

  it('cancels a pending order after the confirmation, with step-up and an Idempotency-Key', async () => {
    const user = userEvent.setup();
    const rows = [order({})];
    const cancel = recorder('post', '/admin/cancelOrder', () => {
      rows[0].status = 'cancelled';
      return { success: true, result: rows[0], message: 'Order cancelled' };
    });
    server.use(
      ok('get', '/admin/getAdminProfile', buildAdminProfile({ f2A_Status: 'true' })),
      http.post(api('/admin/gettradehistory'), () =>
        HttpResponse.json({
          success: true,
          result: { data: rows, total: rows.length, page: 1, limit: 25 },
        }),
      ),
      cancel.handler,
    );
    renderApp('/admin/trade/pending-order');
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }, T));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        "Cancel order ORD-41 on ETH/USDT? Its unfilled 4500 USDT go back to the user's available balance.",
      ),
    ).toBeInTheDocument();
    expect(cancel.calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(cancel.calls).toHaveLength(1), T);
    expect(cancel.calls[0].body).toEqual({ _id: '41' });
    expect(cancel.calls[0].headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Order ORD-41 cancelled', {}, T)).toBeInTheDocument();
    await waitFor(
      () => expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull(),
      T,
    );
  });
});

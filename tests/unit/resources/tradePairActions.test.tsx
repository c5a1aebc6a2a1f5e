import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, recorder, server } from '../msw';
import { renderApp, resetAdminCaches, shellHandlers } from '../app/renderApp';

vi.setConfig({ testTimeout: 30_000 });
const T = { timeout: 8000 };

const pair = (over: Record<string, unknown>) => ({
  _id: 'p-1',
  rank: 1,
  symbol: 'BTC_USDT',
  base: 'BTC',
  quote: 'USDT',
  isMain: true,
  status: 'active',
  lastPrice: '65000',
  pricePrecision: 2,
  quantityPrecision: 6,
  minOrder: '0.0001',
  makerFee: '0.1',
  takerFee: '0.1',
  ...over,
});

function backend() {
  const rows = [
    pair({}),
    pair({ _id: 'p-2', rank: 2, symbol: 'ETH_USDT', base: 'ETH', isMain: false }),
    pair({ _id: 'p-3', rank: 3, symbol: 'SOL_USDT', base: 'SOL', isMain: false, status: 'paused' }),
  ];
  const update = recorder('post', '/admin/updateTradePair', (body) => {
    const row = rows.find((r) => r._id === (body as { _id: string })._id)!;
    Object.assign(row, { status: (body as { status: string }).status });
    return { success: true, result: row, message: `${row.symbol} updated` };
  });
  server.use(ok('get', '/admin/getPairList', rows), update.handler);
  return update;
}

const rowOf = async (symbol: string) =>
  (await screen.findAllByRole('row', {}, T)).find((row) => within(row).queryByText(symbol))!;

describe('Trade pair actions (declared Pause / Resume)', () => {
  beforeEach(() => server.use(...shellHandlers()));
  afterEach(resetAdminCaches);

  it('pauses a pair after a confirmation, and offers Resume only on paused pairs', async () => {
    const user = userEvent.setup();
    const update = backend();
    renderApp('/admin/tradepairs');
    const eth = await rowOf('ETH_USDT');
    expect(within(await rowOf('SOL_USDT')).queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(within(await rowOf('SOL_USDT')).getByRole('button', { name: 'Resume' })).toBeVisible();

    await user.click(within(eth).getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Pause ETH_USDT?')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Trading on ETH_USDT stops until the pair is resumed.'),
    ).toBeInTheDocument();
    expect(update.calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Pause' }));

    await waitFor(() => expect(update.calls).toHaveLength(1), T);
    expect(update.calls[0].body).toEqual({ _id: 'p-2', status: 'paused' });
    // Setting a status twice changes nothing: the server keeps no key for it.
    expect(update.calls[0].headers.get('idempotency-key')).toBeNull();
    expect(await screen.findByText('ETH_USDT paused', {}, T)).toBeInTheDocument();
    await waitFor(async () =>
      expect(within(await rowOf('ETH_USDT')).getByRole('button', { name: 'Resume' })).toBeVisible(),
    );
  });

  it('says the main pair is the main pair, and sends confirmMainPair once confirmed', async () => {
    const user = userEvent.setup();
    const update = backend();
    renderApp('/admin/tradepairs');
    await user.click(within(await rowOf('BTC_USDT')).getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        "BTC_USDT is the main pair. Pausing it stops trading on the exchange's main market. Pause BTC_USDT?",
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(update.calls).toHaveLength(1), T);
    expect(update.calls[0].body).toEqual({ _id: 'p-1', status: 'paused', confirmMainPair: true });
  });
});

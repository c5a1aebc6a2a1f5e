import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, recorder, server } from '../msw';
import { setToken } from '../../../src/authProvider/tokenStore';
import { p2pPairsSchema } from '../../../src/resources/p2p/pairs';
import { renderEngine } from '../engine/renderEngine';

vi.setConfig({ testTimeout: 30_000 });
const T = { timeout: 8000 };

const pair = (over: Record<string, unknown> = {}) => ({
  _id: 'p-1',
  asset: 'USDT',
  fiat: 'EUR',
  minOrder: '10',
  maxOrder: '5000',
  feePercent: '0.5',
  paymentMethods: ['SEPA'],
  paymentMethodList: 'SEPA',
  status: 'active',
  openTrades: 0,
  ...over,
});

function backend(rows: ReturnType<typeof pair>[]) {
  server.use(
    http.get(api('/p2p/getp2passets'), () => HttpResponse.json({ success: true, result: rows })),
  );
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }, T));
}

const save = () => screen.getByRole('button', { name: 'Save' });

describe('P2P pairs: declared create, edit and delete', () => {
  beforeEach(() => setToken('test-admin-token'));

  it('creates a pair from the form: rules first, then POST /admin/createp2passet with methods as an array', async () => {
    const user = userEvent.setup();
    backend([]);
    const create = recorder('post', '/admin/createp2passet', (body) => ({
      success: true,
      result: pair({ _id: 'p-9', ...(body as object) }),
    }));
    server.use(create.handler);
    renderEngine('/admin/p2p/pairs/create', [p2pPairsSchema]);

    const fiat = await screen.findByRole('textbox', { name: /fiat/i }, T);
    await user.type(fiat, 'eu');
    await user.click(save());
    expect(
      await screen.findByText('Enter a 3-letter ISO 4217 code, e.g. USD.', {}, T),
    ).toBeInTheDocument();
    expect(create.calls).toHaveLength(0);

    await user.clear(fiat);
    await user.type(fiat, 'GBP');
    await choose(user, 'Asset', 'BTC');
    await user.type(screen.getByRole('textbox', { name: /min order/i }), '0.001');
    await user.type(screen.getByRole('textbox', { name: /max order/i }), '2.5');
    await user.type(screen.getByRole('spinbutton', { name: /fee/i }), '1.25');
    await user.type(
      screen.getByRole('textbox', { name: /payment methods/i }),
      'Faster Payments, Wise',
    );
    await choose(user, 'Status', 'Active');
    await user.click(save());

    await waitFor(() => expect(create.calls).toHaveLength(1), T);
    expect(create.calls[0].body).toEqual({
      asset: 'BTC',
      fiat: 'GBP',
      minOrder: '0.001',
      maxOrder: '2.5',
      feePercent: 1.25,
      paymentMethods: ['Faster Payments', 'Wise'],
      status: 'active',
    });
  });

  it('edits a pair with PUT /admin/createp2passet and its _id', async () => {
    const user = userEvent.setup();
    backend([pair()]);
    const update = recorder('put', '/admin/createp2passet', (body) => ({
      success: true,
      result: pair(body as Record<string, unknown>),
    }));
    server.use(update.handler);
    renderEngine('/admin/p2p/pairs/p-1', [p2pPairsSchema]);

    const max = await screen.findByRole('textbox', { name: /max order/i }, T);
    await waitFor(() => expect(max).toHaveValue('5000'), T);
    await user.clear(max);
    await user.type(max, '8000');
    await user.click(save());
    await waitFor(() => expect(update.calls).toHaveLength(1), T);
    expect(update.calls[0].body).toMatchObject({
      _id: 'p-1',
      asset: 'USDT',
      fiat: 'EUR',
      maxOrder: '8000',
      paymentMethods: ['SEPA'],
    });
  });

  it('offers Delete only on pairs without open trades, confirms, and posts /admin/deletep2pass', async () => {
    const user = userEvent.setup();
    const rows = [pair(), pair({ _id: 'p-2', asset: 'BTC', fiat: 'USD', openTrades: 2 })];
    backend(rows);
    const remove = recorder('post', '/admin/deletep2pass', () => ({
      success: true,
      result: null,
      message: 'P2P pair deleted',
    }));
    server.use(remove.handler);
    renderEngine('/admin/p2p/pairs', [p2pPairsSchema]);

    await screen.findAllByRole('row', {}, T);
    await waitFor(
      () => expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(1),
      T,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', {}, T);
    expect(
      within(dialog).getByText(
        'Delete the P2P pair USDT/EUR? A pair with open, paid or disputed trades cannot be deleted.',
      ),
    ).toBeInTheDocument();
    expect(remove.calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove.calls).toHaveLength(1), T);
    expect(remove.calls[0].body).toEqual({ _id: 'p-1' });
  });
});

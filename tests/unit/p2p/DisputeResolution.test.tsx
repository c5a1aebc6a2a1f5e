import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore, useNotificationContext } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { buildDataProvider } from '../../../src/dataProvider';
import { schemas } from '../../../src/resources/registry';
import { DisputeResolution } from '../../../src/custom/p2p/DisputeResolution';
import { storeMarker } from '../../../src/custom/wallet/gate/gateState';
import type { DisputeRecord } from '../../../src/resources/p2p/disputes';
import { api, envelope, ok, server } from '../msw';
import { profile2faOn } from '../wallet/renderWallet';

vi.setConfig({ testTimeout: 20_000 });

const ID = '11111111-2222-4333-8444-555555555555';

const dispute = (over: Partial<DisputeRecord> = {}): DisputeRecord => ({
  _id: ID,
  tradeId: 'trade-1',
  orderNo: 'P2P-261123-000042',
  tradeStatus: 'disputed',
  asset: 'USDT',
  amount: '100',
  fee: '0.1',
  buyerReceives: '99.9',
  fiat: 'USD',
  fiatTotal: '101',
  paymentMethod: 'Zelle',
  buyer: 'buyer@example.com',
  buyerName: 'Bea Buyer',
  buyerBalance: '5',
  seller: 'seller@example.com',
  sellerName: 'Sam Seller',
  sellerBalance: '150',
  escrowHeld: '100',
  raisedBy: 'buyer@example.com',
  raisedByRole: 'buyer',
  reason: 'Payment sent but the seller does not release',
  status: 'open',
  evidence: [{ _id: 'ev-1', fileName: 'payment-proof-1.png', url: '/p2p/evidence/ev-1' }],
  age: '3 h',
  createdAt: '2026-11-23T08:00:00.000Z',
  resolvedBy: null,
  resolutionReason: null,
  resolvedAt: null,
  ...over,
});

function Toasts() {
  const { notifications } = useNotificationContext();
  return (
    <ul data-testid="toasts">
      {notifications.map((n, i) => (
        <li key={i} data-type={n.type}>
          {String(n.message)}
        </li>
      ))}
    </ul>
  );
}

function renderResolution() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <MemoryRouter initialEntries={['/admin/p2p/dispute/' + ID]}>
      <AdminContext
        store={memoryStore()}
        queryClient={queryClient}
        dataProvider={buildDataProvider(schemas, { queryClient })}
      >
        <DisputeResolution id={ID} />
        <Toasts />
      </AdminContext>
    </MemoryRouter>,
  );
}

/** The dispute list answers `current()` each time, so a refetch sees the resolved state. */
function serveDispute(current: () => DisputeRecord) {
  server.use(
    ok('get', '/admin/getAdminProfile', profile2faOn()),
    http.get(api('/p2p/getraisedispute'), () =>
      HttpResponse.json(envelope({ data: [current()], total: 1, page: 1, limit: 1 })),
    ),
    ok('get', '/p2p/trade/trade-1', {
      timeline: [
        { at: '2026-11-23T06:00:00.000Z', event: 'Opened', detail: '100 USDT held in escrow' },
        { at: '2026-11-23T08:00:00.000Z', event: 'Dispute raised', detail: 'By buyer' },
      ],
      messages: [],
    }),
    http.get(api('/p2p/evidence/ev-1'), () =>
      HttpResponse.arrayBuffer(new Uint8Array([137, 80, 78, 71]).buffer, {
        headers: { 'content-type': 'image/png' },
      }),
    ),
  );
}

beforeEach(() => {
  window.sessionStorage.clear();
  storeMarker(window.sessionStorage); // a live 2FA verification: the gate lets the page through
});

describe('dispute resolution page', () => {
  it('shows both parties, the timeline and the evidence; refuses to confirm without outcome and reason', async () => {
    serveDispute(() => dispute());
    renderResolution();
    expect(await screen.findByText('Dispute on trade P2P-261123-000042')).toBeInTheDocument();
    expect(screen.getByTestId('balance-seller')).toHaveTextContent('Balance: 150 USDT');
    expect(screen.getByTestId('balance-buyer')).toHaveTextContent('Balance: 5 USDT');
    expect(await screen.findByText(/100 USDT held in escrow/)).toBeInTheDocument();
    expect(screen.getByText('payment-proof-1.png')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Resolve dispute' }));
    expect(screen.getByText('Choose an outcome')).toBeInTheDocument();
    expect(screen.getByText('Write a reason of at least 3 characters')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refund: confirms amount, asset and seller, sends one idempotency key, toasts and refreshes', async () => {
    let resolved = false;
    serveDispute(() =>
      resolved
        ? dispute({
            status: 'refunded',
            tradeStatus: 'cancelled',
            sellerBalance: '250',
            escrowHeld: '0',
            resolvedBy: 'admin@exchange.test',
            resolutionReason: 'The buyer never paid',
          })
        : dispute(),
    );
    const calls: { body: unknown; key: string | null }[] = [];
    server.use(
      http.post(api('/p2p/disputebyadmin'), async ({ request }) => {
        calls.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
        resolved = true;
        return HttpResponse.json(
          envelope(
            dispute({ status: 'refunded' }),
            'Dispute resolved: 100 USDT refunded to the seller seller@example.com',
          ),
        );
      }),
    );
    renderResolution();
    await userEvent.click(await screen.findByLabelText('Refund to seller'));
    await userEvent.type(screen.getByLabelText('Reason'), '  The buyer never paid ');
    await userEvent.click(screen.getByRole('button', { name: 'Resolve dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the resolution' });
    expect(dialog).toHaveTextContent(
      'Refund 100 USDT from the escrow of trade P2P-261123-000042 to the seller seller@example.com? This cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() =>
      expect(screen.getByTestId('toasts')).toHaveTextContent(
        'Dispute resolved: 100 USDT refunded to the seller seller@example.com',
      ),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({
      disputeId: ID,
      outcome: 'refund',
      reason: 'The buyer never paid',
    });
    expect(calls[0].key).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    expect(await screen.findByTestId('resolved')).toHaveTextContent('Refunded to the seller');
    expect(screen.getByTestId('balance-seller')).toHaveTextContent('Balance: 250 USDT');
    expect(screen.queryByRole('button', { name: 'Resolve dispute' })).not.toBeInTheDocument();
  });

  it('release names the buyer and the amount less the fee; a 409 shows the server message', async () => {
    serveDispute(() => dispute());
    server.use(
      http.post(api('/p2p/disputebyadmin'), () =>
        HttpResponse.json(
          { success: false, message: 'This dispute is already resolved: refunded to the seller' },
          { status: 409 },
        ),
      ),
    );
    renderResolution();
    await userEvent.click(await screen.findByLabelText('Release to buyer'));
    await userEvent.type(screen.getByLabelText('Reason'), 'Bank confirms the transfer');
    await userEvent.click(screen.getByRole('button', { name: 'Resolve dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the resolution' });
    expect(dialog).toHaveTextContent(
      'Release 99.9 USDT (100 less the 0.1 fee) from the escrow of trade P2P-261123-000042 to the buyer buyer@example.com?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByTestId('toasts')).toHaveTextContent(
        'This dispute is already resolved: refunded to the seller',
      ),
    );
  });
});

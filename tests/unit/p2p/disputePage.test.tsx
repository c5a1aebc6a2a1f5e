import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setToken } from '../../../src/authProvider/tokenStore';
import { storeMarker } from '../../../src/resources/shared/stepUp/gateState';
import { raiseDisputeSchema, type DisputeRecord } from '../../../src/resources/p2p/disputes';
import { api, buildAdminProfile, envelope, ok, recorder, server } from '../msw';
import { renderEngine } from '../engine/renderEngine';

// The refund walks confirmation, step-up and read-back: a loaded machine needs more than 30 s.
vi.setConfig({ testTimeout: 60_000 });
const T = { timeout: 8000 };

const ID = '11111111-2222-4333-8444-555555555555';
const PAGE = `/admin/p2p/raise-dispute/${ID}/show`;

const dispute = (over: Partial<DisputeRecord> = {}) => ({
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
  raisedByRole: 'buyer' as const,
  reason: 'Payment sent but the seller does not release',
  status: 'open' as const,
  evidence: [{ _id: 'ev-1', fileName: 'payment-proof-1.png', url: '/p2p/evidence/ev-1' }],
  age: '3 h',
  createdAt: '2026-11-23T08:00:00.000Z',
  resolvedBy: null,
  resolutionReason: null,
  resolvedAt: null,
  timeline: [
    { at: '2026-11-23T06:00:00.000Z', event: 'Opened', detail: '100 USDT held in escrow' },
    { at: '2026-11-23T08:00:00.000Z', event: 'Dispute raised', detail: 'By buyer' },
  ],
  messages: [],
  ...over,
});

/** GET /p2p/dispute/:id answers `current()` each time, so a refetch sees the resolved state. */
function serveDispute(current: () => ReturnType<typeof dispute>) {
  server.use(
    ok('get', '/admin/getAdminProfile', buildAdminProfile({ f2A_Status: 'true' })),
    http.get(api(`/p2p/dispute/${ID}`), () => HttpResponse.json(envelope(current()))),
    http.get(api('/p2p/evidence/ev-1'), () =>
      HttpResponse.arrayBuffer(new Uint8Array([137, 80, 78, 71]).buffer, {
        headers: { 'content-type': 'image/png' },
      }),
    ),
  );
}

const region = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  setToken('test-admin-token');
  window.sessionStorage.clear();
});

describe("a dispute's page (the engine's record page)", () => {
  it('reads without asking for 2FA: parties and balances, trade, evidence, timeline', async () => {
    serveDispute(() => dispute());
    renderEngine(PAGE, [raiseDisputeSchema]);
    expect(
      await screen.findByRole('heading', { name: 'Dispute on trade P2P-261123-000042' }, T),
    ).toBeInTheDocument();
    expect(region('Seller')).toHaveTextContent('Sam Seller');
    expect(region('Seller')).toHaveTextContent('150.00 USDT');
    expect(region('Buyer')).toHaveTextContent('5.00 USDT');
    expect(region('Dispute')).toHaveTextContent('100.00 USDT'); // in escrow
    expect(region('Evidence')).toHaveTextContent('payment-proof-1.png');
    // The payment proof opens in the viewer, to be read.
    await userEvent.click(
      await within(region('Evidence')).findByRole(
        'button',
        { name: 'Enlarge payment-proof-1.png' },
        T,
      ),
    );
    const viewer = await screen.findByRole('dialog', { name: 'payment-proof-1.png' });
    expect(within(viewer).getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'Rotate' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(region('Timeline')).toHaveTextContent('100 USDT held in escrow');
    // Nothing resolved yet: no resolution card; and no 2FA asked for reading the page.
    expect(screen.queryByRole('region', { name: 'Resolution' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Release to buyer' })).toBeInTheDocument();
  });

  it('refund: confirms amount and seller, asks a reason, steps up naming the action, sends once', async () => {
    const user = userEvent.setup();
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
            resolvedAt: '2026-11-23T09:00:00.000Z',
          })
        : dispute(),
    );
    const resolve = recorder('post', '/p2p/disputebyadmin', () => {
      resolved = true;
      return {
        success: true,
        result: dispute({ status: 'refunded' }),
        message: 'Dispute resolved: 100 USDT refunded to the seller seller@example.com',
      };
    });
    server.use(resolve.handler, ok('post', '/admin/adminVerifyOtp', null, 'Verified'));
    renderEngine(PAGE, [raiseDisputeSchema]);

    await user.click(await screen.findByRole('button', { name: 'Refund to seller' }, T));
    const dialog = await screen.findByRole('dialog', {
      name: "Refund this dispute's escrow to the seller?",
    });
    expect(dialog).toHaveTextContent(
      'Refund 100 USDT from the escrow of trade P2P-261123-000042 to the seller seller@example.com? This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refund to seller' }));
    expect(
      await within(dialog).findByText('Enter a reason of 3 to 500 characters.'),
    ).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      '  The buyer never paid ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refund to seller' }));

    const modal = await screen.findByRole('dialog', { name: 'Two-Factor Verification' }, T);
    expect(modal).toHaveTextContent(
      "Enter the 6-digit code from your authenticator app to refund this dispute's escrow to the seller.",
    );
    expect(resolve.calls).toHaveLength(0);
    await user.type(within(modal).getByLabelText('Verification code'), '123456');
    await user.click(within(modal).getByRole('button', { name: 'Verify' }));

    expect(
      await screen.findByText(
        'Dispute resolved: 100 USDT refunded to the seller seller@example.com',
        {},
        T,
      ),
    ).toBeInTheDocument();
    expect(resolve.calls).toHaveLength(1);
    expect(resolve.calls[0].body).toEqual({
      disputeId: ID,
      outcome: 'refund',
      reason: 'The buyer never paid',
    });
    expect(resolve.calls[0].headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    // Read back: resolved, the seller's balance grown, no resolution offered any more.
    await waitFor(() => expect(region('Resolution')).toHaveTextContent('The buyer never paid'), T);
    expect(region('Seller')).toHaveTextContent('250.00 USDT');
    expect(screen.queryByRole('button', { name: 'Refund to seller' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Release to buyer' })).toBeNull();
  });

  it('release names the buyer and the amount less the fee; a 409 shows the server message', async () => {
    const user = userEvent.setup();
    storeMarker(window.sessionStorage); // verified a minute ago: no step-up asked
    serveDispute(() => dispute());
    server.use(
      http.post(api('/p2p/disputebyadmin'), () =>
        HttpResponse.json(
          { success: false, message: 'This dispute is already resolved: refunded to the seller' },
          { status: 409 },
        ),
      ),
    );
    renderEngine(PAGE, [raiseDisputeSchema]);
    await user.click(await screen.findByRole('button', { name: 'Release to buyer' }, T));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Release 99.9 USDT (100 less the 0.1 fee) from the escrow of trade P2P-261123-000042 to the buyer buyer@example.com?',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Bank confirms it');
    await user.click(within(dialog).getByRole('button', { name: 'Release to buyer' }));
    expect(
      await within(dialog).findByText(
        'This dispute is already resolved: refunded to the seller',
        {},
        T,
      ),
    ).toBeInTheDocument();
  });
});

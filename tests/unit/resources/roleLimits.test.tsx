import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, buildAdminProfile, buildUsers, envelope, ok, pagedAnswer, server } from '../msw';
import { http, HttpResponse } from 'msw';
import { BUILT_IN_ROLES, type BuiltInRole } from '../../../src/contracts/permissions';
import { renderApp, resetAdminCaches, shellHandlers } from '../app/renderApp';

// The whole app renders here; on a loaded 2-core machine the first screen can take a while.
const T = { timeout: 30_000 };
vi.setConfig({ testTimeout: 60_000 });

/** The signed-in admin holds a built-in role. */
const signedInAs = (role: BuiltInRole) =>
  ok('get', '/admin/getAdminProfile', {
    ...buildAdminProfile({ f2A_Status: 'true' }),
    role,
    permissions: [...BUILT_IN_ROLES[role].permissions],
  });

const openDispute = {
  _id: 'd-1',
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
  buyerId: 'u-b',
  buyer: 'buyer@example.com',
  buyerName: 'Bea Buyer',
  buyerBalance: '5',
  sellerId: 'u-s',
  seller: 'seller@example.com',
  sellerName: 'Sam Seller',
  sellerBalance: '150',
  escrowHeld: '100',
  raisedBy: 'buyer@example.com',
  raisedByRole: 'buyer',
  reason: 'Payment sent but the seller does not release',
  status: 'open',
  evidence: [],
  age: '3 h',
  createdAt: '2026-11-23T08:00:00.000Z',
  resolvedBy: null,
  resolutionReason: null,
  resolvedAt: null,
  timeline: [],
  messages: [],
};

const serveDispute = () =>
  server.use(http.get(api('/p2p/dispute/d-1'), () => HttpResponse.json(envelope(openDispute))));

const serveUsers = () => {
  const rows = buildUsers(3);
  server.use(
    http.post(api('/admin/getAllUserData'), async ({ request }) =>
      HttpResponse.json(pagedAnswer(rows, await request.json(), [])),
    ),
  );
  return rows;
};

describe('Role limits, explained', () => {
  beforeEach(() => server.use(...shellHandlers()));
  afterEach(resetAdminCaches);

  it('a dispute says who resolves it to a role that may not, instead of absent buttons', async () => {
    serveDispute();
    server.use(signedInAs('support'));
    renderApp('/admin/p2p/dispute/d-1');
    expect(await screen.findByText('Finance resolves P2P disputes', {}, T)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Release/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Refund/ })).toBeNull();
  });

  it('finance sees the resolutions, and no such line', async () => {
    serveDispute();
    server.use(signedInAs('finance'));
    renderApp('/admin/p2p/dispute/d-1');
    expect(await screen.findByRole('button', { name: /Release/ }, T)).toBeVisible();
    expect(screen.queryByText('Finance resolves P2P disputes')).toBeNull();
  });

  it('a grid offers selection only to a role with a bulk action: support has none on users', async () => {
    const rows = serveUsers();
    server.use(signedInAs('support'));
    renderApp('/admin/user');
    expect(await screen.findByText(rows[0].name, {}, T)).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: /select all/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /Block user/ })).toBeNull();
  });

  it('compliance, who blocks users, gets the selection checkboxes', async () => {
    const rows = serveUsers();
    server.use(signedInAs('compliance'));
    renderApp('/admin/user');
    expect(await screen.findByText(rows[0].name, {}, T)).toBeVisible();
    await waitFor(
      () => expect(screen.getByRole('checkbox', { name: /select all/i })).toBeInTheDocument(),
      T,
    );
  });
});

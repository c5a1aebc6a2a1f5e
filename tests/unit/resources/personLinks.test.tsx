import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, server } from '../msw';
import { renderApp, resetAdminCaches, shellHandlers } from '../app/renderApp';

vi.setConfig({ testTimeout: 30_000 });
const T = { timeout: 20_000 };

/** A user's stake as the stake lists answer it: the user's id beside their e-mail. */
const stake = (id: string, status = 'active') => ({
  _id: id,
  userId: `u-${id}`,
  email: `${id}@example.com`,
  name: `User ${id}`,
  planId: 'pl-1',
  plan: 'USDT 30-day Fixed',
  asset: 'USDT',
  type: 'fixed',
  amount: '100',
  apr: '8',
  startedAt: '2025-12-01T00:00:00.000Z',
  endsAt: '2026-01-01T00:00:00.000Z',
  accruedReward: '0.66',
  status,
});

const journal = {
  _id: 'j-1',
  stakeId: 's-3',
  userId: 'u-s-3',
  email: 's-3@example.com',
  planId: 'pl-1',
  plan: 'USDT 30-day Fixed',
  asset: 'USDT',
  event: 'staked',
  amount: '100',
  status: 'active',
  description: 'Staked 100 USDT',
  createdAt: '2025-12-01T00:00:00.000Z',
};

/** A user's ledger entry (their account's owner beside the e-mail). */
const entry = {
  _id: 'e-1',
  createdAt: '2025-12-01T00:00:00.000Z',
  userId: 'u-e-1',
  email: 'e-1@example.com',
  name: 'User e-1',
  asset: 'USDT',
  kind: 'deposit',
  account: 'available',
  amount: '100',
  balanceAfter: '100',
  reference: 'DEP-1',
};

/** A P2P trade names both people, each with their id. */
const p2pTrade = {
  _id: 't-1',
  orderNo: 'P2P-1',
  buyerId: 'u-buyer',
  buyer: 'buyer@example.com',
  sellerId: 'u-seller',
  seller: 'seller@example.com',
  asset: 'USDT',
  amount: '100',
  price: '1',
  fiatTotal: '100',
  fiat: 'EUR',
  paymentMethod: 'SEPA',
  status: 'open',
  createdAt: '2025-12-01T00:00:00.000Z',
};

/** An exchange order and its user. */
const order = {
  _id: '41',
  orderId: 'ORD-41',
  createdAt: '2025-12-01T00:00:00.000Z',
  userId: 'u-dana',
  user: 'dana@example.com',
  pair: 'ETH_USDT',
  base: 'ETH',
  quote: 'USDT',
  side: 'buy',
  type: 'limit',
  price: '3000',
  amount: '2',
  filled: '0',
  total: '0',
  fee: '0',
  status: 'filled',
};

const page = (data: unknown[]) =>
  HttpResponse.json({ success: true, result: { data, total: data.length, page: 1, limit: 25 } });

/** The row naming `email`, once the grid shows it. */
const rowOf = (email: string) =>
  waitFor(() => {
    const row = screen.getAllByRole('row').find((r) => r.textContent?.includes(email));
    if (!row) throw new Error(`no row with ${email}`);
    return row;
  }, T);

/** The user's e-mail links to their record page, and a button beside it copies it. */
async function expectPerson(email: string, userId: string) {
  const row = await rowOf(email);
  // The link waits for the role's access to the users' pages (their schema loads first).
  expect(await within(row).findByRole('link', { name: email }, T)).toHaveAttribute(
    'href',
    `/admin/user-details/${userId}`,
  );
  expect(within(row).getByRole('button', { name: `Copy ${email}` })).toBeInTheDocument();
}

describe('Grids name each user as a person: a link to their record page, the e-mail copyable', () => {
  beforeEach(() =>
    server.use(
      http.post(api('/admin/getAllStakingUser'), () => page([stake('s-1')])),
      http.post(api('/admin/getMaturedStakes'), () => page([stake('s-2')])),
      http.get(api('/admin/getStakingAllUserHistory'), () => page([journal])),
      http.get(api('/admin/getPassbookHistory'), () => page([entry])),
      http.post(api('/admin/getp2ps'), () => page([p2pTrade])),
      http.post(api('/admin/gettradehistory'), () => page([order])),
      ...shellHandlers(),
    ),
  );
  afterEach(resetAdminCaches);

  it('user stakes (stake/order)', async () => {
    renderApp('/admin/stake/order');
    await expectPerson('s-1@example.com', 'u-s-1');
  });

  it('settlement (stake/settle)', async () => {
    renderApp('/admin/stake/settle');
    await expectPerson('s-2@example.com', 'u-s-2');
  });

  it('staking history (staket/history)', async () => {
    renderApp('/admin/staket/history');
    await expectPerson('s-3@example.com', 'u-s-3');
  });

  it('passbook (passbook_history)', async () => {
    renderApp('/admin/passbook_history');
    await expectPerson('e-1@example.com', 'u-e-1');
  });

  it('P2P trades: the buyer and the seller', async () => {
    renderApp('/admin/p2p/p2p-buy');
    await expectPerson('buyer@example.com', 'u-buyer');
    await expectPerson('seller@example.com', 'u-seller');
  });

  it('exchange orders (trade/buy)', async () => {
    renderApp('/admin/trade/buy');
    await expectPerson('dana@example.com', 'u-dana');
  });
});

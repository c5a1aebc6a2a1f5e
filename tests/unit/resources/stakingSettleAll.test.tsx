import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, buildAdminProfile, ok, server } from '../msw';
import { renderApp, resetAdminCaches, shellHandlers } from '../app/renderApp';
import { storeMarker } from '../../../src/resources/shared/stepUp/gateState';

vi.setConfig({ testTimeout: 30_000 });
const T = { timeout: 8000 };

const stake = (id: string) => ({
  _id: id,
  email: `${id}@example.com`,
  plan: 'USDT 30-day Fixed',
  asset: 'USDT',
  type: 'fixed',
  amount: '100',
  apr: '8',
  accruedReward: '0.66',
  endsAt: '2026-01-01T00:00:00.000Z',
});

/** 3 matured stakes settled in batches of 2 (the server's `remaining` drives the loop). */
function backend() {
  let waiting = 3;
  const settleBodies: unknown[] = [];
  // The second batch waits until the test has seen the progress.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    ok('get', '/admin/getAdminProfile', buildAdminProfile({ f2A_Status: 'true' })),
    http.post(api('/admin/getMaturedStakes'), () =>
      HttpResponse.json({
        success: true,
        result: { data: ['s-1', 's-2', 's-3'].slice(3 - waiting).map(stake), total: waiting },
      }),
    ),
    http.post(api('/admin/settleStakePreview'), () =>
      HttpResponse.json({
        success: true,
        result: {
          results: [],
          settled: waiting,
          skipped: 0,
          remaining: 0,
          totals: waiting ? [{ asset: 'USDT', principal: '300', reward: '1.98' }] : [],
        },
      }),
    ),
    http.post(api('/admin/settleStake'), async ({ request }) => {
      settleBodies.push(await request.json());
      if (settleBodies.length === 2) await held;
      const now = Math.min(2, waiting);
      waiting -= now;
      return HttpResponse.json({
        success: true,
        result: { results: [], totals: [], settled: now, skipped: 0, remaining: waiting },
      });
    }),
  );
  return { settleBodies, release };
}

describe('stake/settle: Settle all matured', () => {
  beforeEach(() => {
    server.use(...shellHandlers());
    storeMarker(window.sessionStorage);
  });
  afterEach(() => {
    resetAdminCaches();
    window.sessionStorage.clear();
  });

  it('shows the count and total paid before confirming, then settles in batches until none remains', async () => {
    const user = userEvent.setup();
    const { settleBodies, release } = backend();
    renderApp('/admin/stake/settle');
    await user.click(await screen.findByRole('button', { name: 'Settle all matured' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Settle all matured stakes?' }, T);
    expect(
      within(dialog).getByText(
        'Settle 3 matured stakes? This cannot be undone. The users receive:',
      ),
    ).toBeVisible();
    const totals = within(dialog).getByRole('table', { name: 'Total paid per asset' });
    const usdt = within(totals).getByRole('row', { name: /USDT/ });
    expect(
      within(usdt)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['USDT', '300', '1.98', '301.98']);
    expect(settleBodies).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Settle all' }));
    // Progress while the batches run; the dialog cannot be closed meanwhile.
    expect(await within(dialog).findByText('Settling 2 of 3…', {}, T)).toBeVisible();
    expect(within(dialog).getByRole('progressbar', { name: 'Progress' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();
    await waitFor(() => expect(settleBodies).toEqual([{ all: true }, { all: true }]), T);
    expect(await screen.findByText('3 stakes settled', {}, T)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);

    // A second "settle all" finds nothing left: it says so and cannot be confirmed.
    await user.click(screen.getByRole('button', { name: 'Settle all matured' }));
    const again = await screen.findByRole('dialog', { name: 'Settle all matured stakes?' }, T);
    expect(within(again).getByText('No matured stake to settle.')).toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'Settle all' })).toBeDisabled();
  });
});

describe('stake/list toolbar: declared links to staket/*', () => {
  beforeEach(() => server.use(...shellHandlers()));
  afterEach(() => resetAdminCaches());

  it('links the plans to admin stakes, history, the new admin stake form and the banner', async () => {
    server.use(
      http.get(api('/admin/getStaking'), () =>
        HttpResponse.json({
          success: true,
          result: [{ ...stake('pl-1'), name: 'USDT 30-day Fixed', status: 'active' }],
        }),
      ),
    );
    renderApp('/admin/stake/list');
    const expected: [string, string][] = [
      ['Admin stakes', '/admin/staket/admin'],
      ['Staking history', '/admin/staket/history'],
      ['New admin stake', '/admin/staket/createAdminStake'],
      ['Staking banner', '/admin/staket/banner'],
    ];
    for (const [name, href] of expected)
      expect(await screen.findByRole('link', { name }, T)).toHaveAttribute('href', href);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, recorder, server } from '../msw';
import { renderApp, resetAdminCaches, shellHandlers } from '../app/renderApp';
import { TREASURY_PATHS } from '../../../src/contracts/treasury';
import {
  buildAssetReconciliation,
  buildReconciliation,
  buildSnapshot,
  profileOf,
  shortEth,
  SNAPSHOT_AT,
  snapshotPage,
} from './treasuryFixtures';

vi.setConfig({ testTimeout: 60_000 });
const T = { timeout: 30_000 };

/** The treasury's reads answered as the server would; the calls recorded. */
function treasuryBackend({
  reconciliation = buildReconciliation(),
  snapshots = [buildSnapshot()],
} = {}) {
  const reads = recorder('get', TREASURY_PATHS.reconciliation, () => ({
    success: true,
    result: reconciliation,
  }));
  server.use(reads.handler, ok('get', TREASURY_PATHS.snapshots, snapshotPage(snapshots)));
  return reads;
}

const table = () => screen.findByRole('table', { name: 'Reconciliation per asset' }, T);
const rowOf = async (asset: string) =>
  (await within(await table()).findByRole('rowheader', { name: asset })).closest(
    'tr',
  ) as HTMLElement;

describe('Treasury (/admin/treasury)', () => {
  beforeEach(() => {
    server.use(...shellHandlers());
    server.use(profileOf('finance'));
  });
  afterEach(resetAdminCaches);

  it('shows each asset’s figures and status, and an alarm naming the short asset and by how much', async () => {
    treasuryBackend();
    renderApp('/admin/treasury');

    const eth = await rowOf('ETH');
    for (const text of ['100', '5', '97.5', '-2.5', '97.50%', 'Short'])
      expect(within(eth).getByText(text)).toBeInTheDocument();
    const btc = await rowOf('BTC');
    for (const text of ['10', '1.5', '12', '120.00%', 'Covered'])
      expect(within(btc).getByText(text)).toBeInTheDocument();

    const alarm = screen
      .getAllByRole('alert')
      .find((element) => element.textContent?.includes('One asset is short'));
    expect(alarm).toBeDefined();
    expect(alarm).toHaveTextContent('ETH is short by 2.5 ETH (coverage 97.50%)');
    expect(alarm).not.toHaveTextContent('BTC');
    expect(screen.getByText(/^As of .* \(your local time\)$/)).toBeInTheDocument();
  });

  it('raises no alarm when every asset is covered', async () => {
    treasuryBackend({
      reconciliation: buildReconciliation({ assets: [buildAssetReconciliation()] }),
    });
    renderApp('/admin/treasury');
    await rowOf('BTC');
    expect(screen.queryByText(/short/i)).not.toBeInTheDocument();
  });

  it('opens an asset: liabilities by kind, holdings by network, and links to its wallets and journals', async () => {
    const user = userEvent.setup();
    treasuryBackend();
    renderApp('/admin/treasury');

    const toggle = within(await rowOf('ETH')).getByRole('button', { name: 'Show ETH details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(await screen.findByRole('button', { name: 'Hide ETH details' }, T)).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    const kinds = screen.getByRole('region', { name: 'ETH liabilities by kind' });
    expect(within(kinds).getByText('Held for withdrawals').nextSibling).toHaveTextContent('5');
    expect(within(kinds).getByText('Reserved by orders').nextSibling).toHaveTextContent('10');
    expect(within(kinds).getByText('Staked').nextSibling).toHaveTextContent('5');

    const networks = screen.getByRole('table', { name: 'ETH holdings by network' });
    const erc20 = within(networks).getByText('ERC20').closest('tr') as HTMLElement;
    expect(within(erc20).getByText('90')).toBeInTheDocument();
    expect(within(erc20).getByText('3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the ETH platform wallets' })).toHaveAttribute(
      'href',
      '/admin/wallet/coin?symbol=ETH',
    );

    const journals = screen.getByRole('link', { name: /^ETH passbook entries since / });
    const url = new URL(journals.getAttribute('href') ?? '', window.location.origin);
    expect(url.pathname).toBe('/admin/passbook_history');
    expect(JSON.parse(url.searchParams.get('filter') ?? '{}')).toEqual({
      asset: 'ETH',
      createdAt_gte: SNAPSHOT_AT,
    });
  });

  it('links the journals by asset alone before any snapshot is published', async () => {
    const user = userEvent.setup();
    treasuryBackend({ reconciliation: buildReconciliation({ lastSnapshot: null }), snapshots: [] });
    renderApp('/admin/treasury');
    await user.click(within(await rowOf('BTC')).getByRole('button', { name: 'Show BTC details' }));
    const link = await screen.findByRole(
      'link',
      { name: 'All BTC passbook entries (no snapshot published yet)' },
      T,
    );
    const url = new URL(link.getAttribute('href') ?? '', window.location.origin);
    expect(JSON.parse(url.searchParams.get('filter') ?? '{}')).toEqual({ asset: 'BTC' });
    expect(screen.getByText(/No snapshot published yet/)).toBeInTheDocument();
  });

  it('draws the coverage each snapshot froze, with a text alternative', async () => {
    const older = buildSnapshot({
      id: 'snap-1',
      publishedAt: '2026-11-10T09:05:00.000Z',
      reconciliation: [buildAssetReconciliation(), { ...shortEth(), coverage: 1.01 }],
    });
    const newer = buildSnapshot({
      id: 'snap-2',
      publishedAt: SNAPSHOT_AT,
      reconciliation: [buildAssetReconciliation(), shortEth()],
    });
    treasuryBackend({ snapshots: [newer, older] });
    renderApp('/admin/treasury');

    const chart = await screen.findByRole('img', { name: /Coverage over time/ }, T);
    expect(chart).toHaveAccessibleName(/over 2 published snapshots/);
    expect(chart).toHaveAccessibleName(/ETH: latest 97\.50%, lowest 97\.50%\./);
    expect(chart).toHaveAccessibleName(/BTC: latest 120\.00%/);
    const data = screen.getByRole('table', { name: 'Coverage over time', hidden: true });
    expect(within(data).getAllByRole('row', { hidden: true })).toHaveLength(3);
  });

  it('says the reconciliation failed in the server’s words, with Retry', async () => {
    server.use(
      fail('get', TREASURY_PATHS.reconciliation, 500, 'The ledger is busy'),
      ok('get', TREASURY_PATHS.snapshots, snapshotPage([])),
    );
    renderApp('/admin/treasury');
    expect(
      await screen.findByRole('heading', { name: 'Could not load the reconciliation' }, T),
    ).toBeInTheDocument();
    expect(screen.getByText('The ledger is busy')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('who sees the Treasury', () => {
  afterEach(resetAdminCaches);

  it('is in the Admin group of the sidebar for finance', async () => {
    server.use(...shellHandlers());
    server.use(profileOf('finance'));
    treasuryBackend();
    renderApp('/admin/treasury');
    await rowOf('ETH');
    // The sidebar replaces its placeholder once the profile has answered: read it afresh.
    const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });
    await waitFor(() => expect(nav()).not.toHaveAttribute('aria-busy'), T);
    expect(within(nav()).getByRole('link', { name: 'Treasury' })).toHaveAttribute(
      'href',
      '/admin/treasury',
    );
  });

  it('asks for the reconciliation as its menu entry is pressed, and the screen shows that answer', async () => {
    server.use(...shellHandlers());
    server.use(profileOf('finance'), fail('get', '/admin/dashboardData', 503));
    const reads = treasuryBackend();
    renderApp('/admin/dashboard');
    const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });
    await waitFor(() => expect(nav()).not.toHaveAttribute('aria-busy'), T);
    await userEvent.click(within(nav()).getByRole('button', { name: 'Admin' }));
    const entry = await within(nav()).findByRole('link', { name: 'Treasury' }, T);
    // The press alone, before any click: the call leaves while the screen's code loads.
    fireEvent.pointerDown(entry);
    await waitFor(() => expect(reads.calls).toHaveLength(1), T);
    expect(screen.queryByRole('table', { name: 'Reconciliation per asset' })).toBeNull();
    await userEvent.click(entry);
    await rowOf('ETH');
    // The screen read the answer the press asked for: no second call.
    expect(reads.calls).toHaveLength(1);
  });

  it('is neither in the sidebar nor open to support, and nothing is asked of the server', async () => {
    server.use(...shellHandlers());
    server.use(profileOf('support'));
    const reads = treasuryBackend();
    renderApp('/admin/treasury');
    expect(await screen.findByText('Access denied', {}, T)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await waitFor(() => expect(nav).not.toHaveAttribute('aria-busy'));
    expect(within(nav).queryByRole('link', { name: 'Treasury' })).not.toBeInTheDocument();
    expect(reads.calls).toHaveLength(0);
  });

  it('shows the auditor the figures but no Request snapshot', async () => {
    server.use(...shellHandlers());
    server.use(profileOf('auditor'));
    treasuryBackend();
    renderApp('/admin/treasury');
    await rowOf('ETH');
    await screen.findByRole('table', { name: 'Snapshots, newest first' }, T);
    expect(screen.queryByRole('button', { name: 'Request snapshot' })).not.toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import DashboardPage from '../../../src/resources/dashboard/DashboardPage';
import type { DashboardData } from '../../../src/contracts/dashboard';
import { figures, renderFigures } from '../engine/renderFigures';

vi.setConfig({ testTimeout: 30_000 });

const DASHBOARD: DashboardData = {
  users: { total: 300, newToday: 8, new7d: 21, blocked: 22 },
  kyc: { pending: 41, approved: 170, rejected: 51 },
  withdrawals: { pending: 263 },
  tickets: { open: 731 },
  disputes: { open: 154 },
  volume: { deposits24h: '111586.02', withdrawals24h: '1088.68' },
  series: [{ date: '2026-11-27', signups: 8, deposits: '58000.5', withdrawals: '120' }],
};

describe('the dashboard: a figures page declaration', () => {
  it("shows the day's figures in order, each linking to its filtered list", async () => {
    const call = renderFigures(<DashboardPage />, () => Promise.resolve(DASHBOARD));
    await screen.findByText('$111,586.02');
    expect(
      figures()
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual([
      'Users',
      'New sign-ups today',
      'Pending KYC',
      'Pending withdrawals',
      'Open tickets',
      'Open disputes',
      'Deposits (24 h)',
      'Withdrawals (24 h)',
      'Blocked users',
    ]);
    expect(figures().getByRole('link', { name: /^Users/ })).toHaveTextContent(
      'Users30021 joined in the last 7 days',
    );
    const pending = figures().getByRole('link', { name: /Pending withdrawals/ });
    expect(pending).toHaveAttribute(
      'href',
      '/admin/withdraw?filter=%7B%22status%22%3A%22pending%22%7D',
    );
    const today = new URL(
      figures()
        .getByRole('link', { name: /New sign-ups today/ })
        .getAttribute('href')!,
      'http://x',
    );
    const { createdAt_gte } = JSON.parse(today.searchParams.get('filter')!) as Record<
      string,
      string
    >;
    expect(createdAt_gte).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(screen.getByRole('link', { name: /Rejected/ })).toHaveTextContent('Rejected51');
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'GET', path: '/admin/dashboardData' }),
      undefined,
      expect.anything(),
    );
  });

  it('shows no money to a role that cannot open deposits or withdrawals', async () => {
    renderFigures(<DashboardPage />, () => Promise.resolve(DASHBOARD), ['deposit', 'withdraw']);
    await screen.findByRole('img', { name: /^Sign-ups, last 30 days/ });
    await waitFor(() => expect(screen.queryByText('Pending withdrawals')).toBeNull());
    expect(screen.queryByText('Deposits and withdrawals, last 30 days (USD)')).toBeNull();
    expect(screen.getByText('Open tickets')).toBeInTheDocument();
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, HttpError, memoryStore, type AuthProvider } from 'react-admin';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import DashboardPage from '../../../src/resources/dashboard/DashboardPage';
import type { DashboardData } from '../../../src/contracts/dashboard';
import { FiguresPage } from '../../../src/resources/shared/figures/FiguresPage';
import type { FiguresPageSchema } from '../../../src/resources/shared/figures/figuresPageSchema';
import { niceTicks } from '../../../src/resources/shared/figures/SeriesChart';
import { KnownRoutesProvider } from '../../../src/resources/shared/knownRoutes';
import { i18nProvider } from '../../../src/messages/i18nProvider';

vi.setConfig({ testTimeout: 30_000 });

interface Answer {
  open: number;
  paid: string;
  days: { date: string; paid: number; joined: number }[];
  reviews: { waiting: number; done: number };
}

const ANSWER: Answer = {
  open: 1234,
  paid: '$50.00',
  days: [
    { date: '2026-11-01', paid: 10, joined: 0 },
    { date: '2026-11-02', paid: 30, joined: 0 },
  ],
  reviews: { waiting: 1, done: 3 },
};

const ENDPOINT = { method: 'GET', path: '/admin/overview', errorMessage: 'Get Overview failed!' };

/** A page of every kind of piece: figures (one per list), a chart per column, a breakdown. */
const PAGE: FiguresPageSchema<Answer> = {
  title: 'Overview',
  subtitle: () => 'Friday · what needs attention',
  call: { endpoint: ENDPOINT as never, queryKey: ['test', 'overview'], refreshMs: 60_000 },
  figures: {
    label: "Today's figures",
    items: [
      {
        label: 'Open tickets',
        value: (a) => a.open.toLocaleString('en-US'),
        caption: () => 'Support queue',
        icon: InboxOutlinedIcon,
        tone: 'blue',
        list: 'support/Support',
        filter: () => ({ status: 'open' }),
      },
      {
        label: 'Paid out',
        value: (a) => a.paid,
        icon: InboxOutlinedIcon,
        tone: 'green',
        list: 'withdraw',
      },
      {
        label: 'Elsewhere',
        value: () => '7',
        icon: InboxOutlinedIcon,
        tone: 'slate',
        list: 'nowhere',
      },
    ],
  },
  panels: {
    label: 'Last days',
    columns: [
      {
        width: '3fr',
        panels: [
          {
            kind: 'chart',
            title: 'Paid out, by day',
            chart: 'line',
            dates: (a) => a.days.map((d) => d.date),
            series: [
              {
                label: 'Paid',
                color: { light: '#000', dark: '#fff' },
                values: (a) => a.days.map((d) => d.paid),
              },
            ],
            format: (v) => `$${v}`,
            emptyText: 'Nothing paid.',
            lists: ['withdraw'],
          },
        ],
      },
      {
        width: '2fr',
        panels: [
          {
            kind: 'chart',
            title: 'Sign-ups, by day',
            chart: 'bar',
            dates: (a) => a.days.map((d) => d.date),
            series: [
              {
                label: 'Sign-ups',
                color: { light: '#111', dark: '#eee' },
                values: (a) => a.days.map((d) => d.joined),
              },
            ],
            format: String,
            emptyText: 'No sign-ups.',
          },
          {
            kind: 'breakdown',
            title: 'Reviews',
            list: 'kyc',
            parts: [
              {
                label: 'Waiting',
                color: '#d97706',
                value: (a) => a.reviews.waiting,
                filter: { status: 'pending' },
              },
              {
                label: 'Done',
                color: '#16a34a',
                value: (a) => a.reviews.done,
                filter: { status: 'approved' },
              },
            ],
          },
        ],
      },
    ],
  },
};

const authProvider = (refused: string[]): AuthProvider => ({
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(),
  canAccess: ({ resource }) => Promise.resolve(!refused.includes(resource ?? '')),
});

function renderPage(
  call: () => Promise<unknown>,
  refused: string[] = [],
  page: ReactNode = <FiguresPage page={PAGE} />,
) {
  const dataProvider = { call: vi.fn(call) };
  render(
    <MemoryRouter initialEntries={['/admin/overview']}>
      <AdminContext
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        store={memoryStore()}
        i18nProvider={i18nProvider}
        dataProvider={dataProvider as never}
        authProvider={authProvider(refused)}
      >
        <KnownRoutesProvider
          paths={
            new Set(['support/Support', 'withdraw', 'kyc', 'user', 'deposit', 'p2p/raise-dispute'])
          }
        >
          {page}
        </KnownRoutesProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return dataProvider.call;
}

const figures = () => within(screen.getByRole('region', { name: "Today's figures" }));

describe('FiguresPage: a declared page of figures read from one call', () => {
  it('reads the call once and shows each figure, linking to its filtered list where that exists', async () => {
    const call = renderPage(() => Promise.resolve(ANSWER));
    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByText('Friday · what needs attention')).toBeInTheDocument();
    await screen.findByText('1,234');
    const tickets = figures().getByRole('link', { name: /Open tickets/ });
    expect(tickets).toHaveTextContent('Open tickets1,234Support queue');
    expect(tickets).toHaveAttribute(
      'href',
      `/admin/support/Support?filter=${encodeURIComponent('{"status":"open"}')}`,
    );
    expect(figures().getByRole('link', { name: /Paid out/ })).toHaveAttribute(
      'href',
      '/admin/withdraw',
    );
    // No screen serves 'nowhere': the figure shows, and leads nowhere.
    expect(figures().getByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(figures().queryByRole('link', { name: /Elsewhere/ })).toBeNull();
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith(ENDPOINT, undefined, expect.anything());
  });

  it('hides the figures and panels of lists the role cannot open', async () => {
    renderPage(() => Promise.resolve(ANSWER), ['withdraw']);
    await figures().findByRole('link', { name: /Open tickets/ });
    await waitFor(() => expect(screen.queryByText('Paid out')).toBeNull());
    expect(screen.queryByText('Paid out, by day')).toBeNull();
    const panels = screen.getByRole('region', { name: 'Last days' });
    expect(within(panels).getByRole('img', { name: /Sign-ups, by day/ })).toBeInTheDocument();
    expect(within(panels).getByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
  });

  it('draws each chart as an image with a summary, and its data as a table', async () => {
    renderPage(() => Promise.resolve(ANSWER));
    const chart = await screen.findByRole('img', { name: /^Paid out, by day/ });
    expect(chart).toHaveAccessibleName(
      'Paid out, by day Paid, 1 Nov to 2 Nov: total $40, highest $30 on 2 Nov.',
    );
    const table = screen.getByRole('table', { name: 'Paid out, by day' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DatePaid', '2026-11-01$10', '2026-11-02$30']);
    // Every value zero: the chart says so over its plot.
    expect(screen.getByText('No sign-ups.')).toBeInTheDocument();
    expect(screen.queryByText('Nothing paid.')).toBeNull();
  });

  it('shows a breakdown whose parts link to the list filtered to them', async () => {
    renderPage(() => Promise.resolve(ANSWER));
    const waiting = await screen.findByRole('link', { name: /Waiting/ });
    expect(waiting).toHaveTextContent('Waiting1');
    expect(waiting).toHaveAttribute(
      'href',
      `/admin/kyc?filter=${encodeURIComponent('{"status":"pending"}')}`,
    );
    expect(screen.getByRole('link', { name: /Done/ })).toHaveTextContent('Done3');
  });

  it('says what failed with Retry, and Refresh asks again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const call = renderPage(() =>
      fail ? Promise.reject(new HttpError('Get Overview failed!', 500)) : Promise.resolve(ANSWER),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Get Overview failed!');
    expect(screen.queryByRole('region', { name: "Today's figures" })).toBeNull();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await figures().findByRole('link', { name: /Open tickets/ });
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(3));
  });

  it('scales an axis to a round top with 4 or 5 ticks from 0', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(8)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(237_000)).toEqual([0, 100_000, 200_000, 300_000]);
  });
});

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
    const call = renderPage(() => Promise.resolve(DASHBOARD), [], <DashboardPage />);
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
    renderPage(() => Promise.resolve(DASHBOARD), ['deposit', 'withdraw'], <DashboardPage />);
    await screen.findByRole('img', { name: /^Sign-ups, last 30 days/ });
    await waitFor(() => expect(screen.queryByText('Pending withdrawals')).toBeNull());
    expect(screen.queryByText('Deposits and withdrawals, last 30 days (USD)')).toBeNull();
    expect(screen.getByText('Open tickets')).toBeInTheDocument();
  });
});

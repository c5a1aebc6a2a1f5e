import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import OutboxOutlinedIcon from '@mui/icons-material/OutboxOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import SouthWestIcon from '@mui/icons-material/SouthWest';
import NorthEastIcon from '@mui/icons-material/NorthEast';
import type { DashboardData } from '../../contracts/dashboard';
import { FiguresPage } from '../shared/figures/FiguresPage';
import type { FiguresPageSchema } from '../shared/figures/figuresPageSchema';
import { formatCount, formatLongDate, formatUsd, formatUsdCompact } from '../shared/format';
import { queryKeys } from '../../dataProvider/queryKeys';

/** Today's local date as YYYY-MM-DD (the grids' date-range filters take dates). */
const today = (d = new Date()) =>
  [d.getFullYear(), d.getMonth() + 1, d.getDate()].map((n) => String(n).padStart(2, '0')).join('-');

/** The same rolling window as the server's 24 h figures (the lists' date filters take instants too). */
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

type Day = DashboardData['series'][number];
const days = (d: DashboardData) => d.series.map((p) => p.date);
/** One daily series of the answer, in a colour for each theme. */
const daily = (label: string, light: string, dark: string, value: (day: Day) => number) => ({
  label,
  color: { light, dark },
  values: (d: DashboardData) => d.series.map(value),
});

const kyc = (key: keyof DashboardData['kyc'], label: string, color: string) => ({
  label,
  color,
  value: (d: DashboardData) => d.kyc[key],
  filter: { status: key },
});

/** /admin/dashboard: the day's figures, each linking to its filtered list, and the last 30 days. */
const dashboard: FiguresPageSchema<DashboardData> = {
  title: 'Dashboard',
  subtitle: () => `${formatLongDate(new Date())} · what needs attention today`,
  call: {
    endpoint: {
      method: 'GET',
      path: '/admin/dashboardData',
      // The message catalogue has no default for this call; this says what failed, in the same voice.
      errorMessage: 'Get Dashboard Data failed!',
    },
    queryKey: queryKeys.dashboard,
    refreshMs: 60_000,
  },
  figures: {
    label: "Today's figures",
    items: [
      {
        label: 'Users',
        value: (d) => formatCount(d.users.total),
        caption: (d) => `${formatCount(d.users.new7d)} joined in the last 7 days`,
        icon: PeopleAltOutlinedIcon,
        tone: 'blue',
        list: 'user',
      },
      {
        label: 'New sign-ups today',
        value: (d) => formatCount(d.users.newToday),
        caption: (d) => `${formatCount(d.users.new7d)} this week`,
        icon: PersonAddAltOutlinedIcon,
        tone: 'green',
        list: 'user',
        filter: () => ({ createdAt_gte: today() }),
      },
      {
        label: 'Pending KYC',
        value: (d) => formatCount(d.kyc.pending),
        caption: () => 'Awaiting review',
        icon: BadgeOutlinedIcon,
        tone: 'amber',
        list: 'kyc',
        filter: () => ({ status: 'pending' }),
      },
      {
        label: 'Pending withdrawals',
        value: (d) => formatCount(d.withdrawals.pending),
        caption: () => 'Waiting for approval',
        icon: OutboxOutlinedIcon,
        tone: 'violet',
        list: 'withdraw',
        filter: () => ({ status: 'pending' }),
      },
      {
        label: 'Open tickets',
        value: (d) => formatCount(d.tickets.open),
        caption: () => 'Support queue',
        icon: SupportAgentOutlinedIcon,
        tone: 'blue',
        list: 'support/Support',
        filter: () => ({ status: 'open' }),
      },
      {
        label: 'Open disputes',
        value: (d) => formatCount(d.disputes.open),
        caption: () => 'P2P trades in dispute',
        icon: GavelOutlinedIcon,
        tone: 'red',
        list: 'p2p/raise-dispute',
        filter: () => ({ status: 'open' }),
      },
      {
        label: 'Deposits (24 h)',
        value: (d) => formatUsd(d.volume.deposits24h),
        caption: () => 'USD value',
        icon: SouthWestIcon,
        tone: 'green',
        list: 'deposit',
        filter: () => ({ status: 'credited', creditedAt_gte: hoursAgo(24) }),
      },
      {
        label: 'Withdrawals (24 h)',
        value: (d) => formatUsd(d.volume.withdrawals24h),
        caption: () => 'USD value',
        icon: NorthEastIcon,
        tone: 'slate',
        list: 'withdraw',
        filter: () => ({ status: 'completed', updatedAt_gte: hoursAgo(24) }),
      },
      {
        label: 'Blocked users',
        value: (d) => formatCount(d.users.blocked),
        caption: () => 'Accounts on hold',
        icon: BlockOutlinedIcon,
        tone: 'red',
        list: 'user',
        filter: () => ({ status: 'blocked' }),
      },
    ],
  },
  panels: {
    label: 'Last 30 days',
    columns: [
      {
        width: '3fr',
        panels: [
          {
            kind: 'chart',
            title: 'Deposits and withdrawals, last 30 days (USD)',
            chart: 'line',
            dates: days,
            series: [
              daily('Deposits', '#16a34a', '#22c55e', (p) => Number(p.deposits) || 0),
              daily('Withdrawals', '#2563eb', '#60a5fa', (p) => Number(p.withdrawals) || 0),
            ],
            format: formatUsd,
            formatAxis: formatUsdCompact,
            emptyText: 'No deposits or withdrawals in the last 30 days.',
            // For roles that may open the deposits or the withdrawals.
            lists: ['deposit', 'withdraw'],
          },
        ],
      },
      {
        width: '2fr',
        panels: [
          {
            kind: 'chart',
            title: 'Sign-ups, last 30 days',
            chart: 'bar',
            dates: days,
            series: [daily('Sign-ups', '#7c3aed', '#a78bfa', (p) => p.signups)],
            format: formatCount,
            width: 420,
            emptyText: 'No sign-ups in the last 30 days.',
          },
          {
            kind: 'breakdown',
            title: 'KYC reviews',
            list: 'kyc',
            parts: [
              kyc('pending', 'Pending', '#d97706'),
              kyc('approved', 'Approved', '#16a34a'),
              kyc('rejected', 'Rejected', '#dc2626'),
            ],
          },
        ],
      },
    ],
  },
};

export default function DashboardPage() {
  return <FiguresPage page={dashboard} />;
}

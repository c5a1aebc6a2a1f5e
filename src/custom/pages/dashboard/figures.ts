import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import OutboxOutlinedIcon from '@mui/icons-material/OutboxOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import SouthWestIcon from '@mui/icons-material/SouthWest';
import NorthEastIcon from '@mui/icons-material/NorthEast';
import { formatCount, formatUsd } from '../../../resources/shared/format';
import type { FigureCard, Tone } from './FigureCard';
import type { DashboardData } from '../../../contracts/dashboard';
import { localDate } from './dashboardData';

/**
 * The dashboard's figures: what each counts, and the list (path under /admin) and filter it links
 * to. A role that cannot open that list does not see the figure either.
 */
/** The same rolling window as the server's 24 h figures (the lists' date filters take instants too). */
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

export interface FigureSpec {
  key: string;
  label: string;
  value: (d: DashboardData) => string;
  caption?: (d: DashboardData) => string;
  icon: Parameters<typeof FigureCard>[0]['icon'];
  tone: Tone;
  /** The list (path under /admin) and filter the figure counts. */
  list: string;
  filter?: () => Record<string, unknown>;
}

export const figures: FigureSpec[] = [
  {
    key: 'users',
    label: 'Users',
    value: (d) => formatCount(d.users.total),
    caption: (d) => `${formatCount(d.users.new7d)} joined in the last 7 days`,
    icon: PeopleAltOutlinedIcon,
    tone: 'blue',
    list: 'user',
  },
  {
    key: 'newToday',
    label: 'New sign-ups today',
    value: (d) => formatCount(d.users.newToday),
    caption: (d) => `${formatCount(d.users.new7d)} this week`,
    icon: PersonAddAltOutlinedIcon,
    tone: 'green',
    list: 'user',
    filter: () => ({ createdAt_gte: localDate() }),
  },
  {
    key: 'kycPending',
    label: 'Pending KYC',
    value: (d) => formatCount(d.kyc.pending),
    caption: () => 'Awaiting review',
    icon: BadgeOutlinedIcon,
    tone: 'amber',
    list: 'kyc',
    filter: () => ({ status: 'pending' }),
  },
  {
    key: 'withdrawals',
    label: 'Pending withdrawals',
    value: (d) => formatCount(d.withdrawals.pending),
    caption: () => 'Waiting for approval',
    icon: OutboxOutlinedIcon,
    tone: 'violet',
    list: 'withdraw',
    filter: () => ({ status: 'pending' }),
  },
  {
    key: 'tickets',
    label: 'Open tickets',
    value: (d) => formatCount(d.tickets.open),
    caption: () => 'Support queue',
    icon: SupportAgentOutlinedIcon,
    tone: 'blue',
    list: 'support/Support',
    filter: () => ({ status: 'open' }),
  },
  {
    key: 'disputes',
    label: 'Open disputes',
    value: (d) => formatCount(d.disputes.open),
    caption: () => 'P2P trades in dispute',
    icon: GavelOutlinedIcon,
    tone: 'red',
    list: 'p2p/raise-dispute',
    filter: () => ({ status: 'open' }),
  },
  {
    key: 'deposits',
    label: 'Deposits (24 h)',
    value: (d) => formatUsd(d.volume.deposits24h),
    caption: () => 'USD value',
    icon: SouthWestIcon,
    tone: 'green',
    list: 'deposit',
    filter: () => ({ status: 'credited', creditedAt_gte: hoursAgo(24) }),
  },
  {
    key: 'withdrawn',
    label: 'Withdrawals (24 h)',
    value: (d) => formatUsd(d.volume.withdrawals24h),
    caption: () => 'USD value',
    icon: NorthEastIcon,
    tone: 'slate',
    list: 'withdraw',
    filter: () => ({ status: 'completed', updatedAt_gte: hoursAgo(24) }),
  },
  {
    key: 'blocked',
    label: 'Blocked users',
    value: (d) => formatCount(d.users.blocked),
    caption: () => 'Accounts on hold',
    icon: BlockOutlinedIcon,
    tone: 'red',
    list: 'user',
    filter: () => ({ status: 'blocked' }),
  },
];

/** Every list a figure links to, for one access check. */
export const figureLists = [...new Set(figures.map((figure) => figure.list))];

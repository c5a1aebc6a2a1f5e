import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { PageTitle } from '../../layout/PageTitle';
import type { ExchangeDataProvider } from '../../../dataProvider';
import { Alert, Box, Button, Card, CardContent, Stack, Typography, useTheme } from '@mui/material';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import OutboxOutlinedIcon from '@mui/icons-material/OutboxOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import SouthWestIcon from '@mui/icons-material/SouthWest';
import NorthEastIcon from '@mui/icons-material/NorthEast';
import RefreshIcon from '@mui/icons-material/Refresh';
import { paths } from '../../../config/paths';
import {
  formatCount,
  formatLongDate,
  formatUsd,
  formatUsdCompact,
} from '../../../resources/shared/format';
import { FigureCard, type Tone } from './FigureCard';
import { SeriesChart } from './SeriesChart';
import { KycBreakdown } from './KycBreakdown';
import { useRouteExists } from '../../routing/knownRoutes';
import {
  DASHBOARD_QUERY_KEY,
  dashboardEndpoint,
  filteredListUrl,
  localDate,
  toNumber,
  type DashboardData,
} from './dashboardData';

/** /admin/dashboard: the day's figures, each linking to its filtered list, and the last 30 days. */
export default function DashboardPage() {
  const dataProvider = useDataProvider<ExchangeDataProvider>();
  const query = useQuery({
    queryKey: DASHBOARD_QUERY_KEY,
    queryFn: ({ signal }) => dataProvider.call(dashboardEndpoint, undefined, { signal }),
    refetchInterval: 60_000,
  });
  const data = query.data;
  const loading = query.isLoading;

  return (
    <Box sx={{ maxWidth: 1400, width: '100%', mx: 'auto' }}>
      <PageTitle title="Dashboard" />
      <Stack
        direction="row"
        sx={{
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          mb: 2.5,
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <Box>
          <Typography variant="h4" component="h1">
            Dashboard
          </Typography>
          <Typography color="text.secondary">
            {formatLongDate(new Date())} · what needs attention today
          </Typography>
        </Box>
        <Button
          startIcon={<RefreshIcon />}
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          variant="outlined"
          size="small"
        >
          {query.isFetching && !loading ? 'Refreshing…' : 'Refresh'}
        </Button>
      </Stack>

      {query.isError ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              Retry
            </Button>
          }
        >
          {query.error instanceof Error ? query.error.message : 'Could not load the dashboard.'}
        </Alert>
      ) : null}

      {!query.isError || data ? (
        <>
          <Figures data={data} loading={loading} />
          <Charts data={data} loading={loading} />
        </>
      ) : null}
    </Box>
  );
}

/** The same rolling window as the server's 24 h figures (the lists' date filters take instants too). */
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

interface FigureSpec {
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

const figures: FigureSpec[] = [
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

function Figures({ data, loading }: { data?: DashboardData; loading: boolean }) {
  const exists = useRouteExists();
  return (
    <Box
      component="section"
      aria-label="Today's figures"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, 1fr)',
          lg: 'repeat(3, 1fr)',
          xl: 'repeat(3, 1fr)',
        },
        mb: 2,
      }}
    >
      {figures.map((f) => {
        const listPath = `${paths.admin}/${f.list}`;
        const to = exists(f.list)
          ? f.filter
            ? filteredListUrl(listPath, f.filter())
            : listPath
          : undefined;
        return (
          <FigureCard
            key={f.key}
            label={f.label}
            value={data ? f.value(data) : '—'}
            caption={data && f.caption ? f.caption(data) : undefined}
            icon={f.icon}
            tone={f.tone}
            to={to}
            loading={loading}
          />
        );
      })}
    </Box>
  );
}

function Charts({ data, loading }: { data?: DashboardData; loading: boolean }) {
  const theme = useTheme();
  const series = useMemo(() => data?.series ?? [], [data]);
  const dates = series.map((p) => p.date);
  const dark = theme.palette.mode === 'dark';
  return (
    <Box
      component="section"
      aria-label="Last 30 days"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}
    >
      <Card>
        <CardContent>
          {loading ? (
            <ChartPlaceholder />
          ) : (
            <SeriesChart
              title="Deposits and withdrawals, last 30 days (USD)"
              kind="line"
              dates={dates}
              series={[
                {
                  label: 'Deposits',
                  color: dark ? '#22c55e' : '#16a34a',
                  values: series.map((p) => toNumber(p.deposits)),
                },
                {
                  label: 'Withdrawals',
                  color: dark ? '#60a5fa' : '#2563eb',
                  values: series.map((p) => toNumber(p.withdrawals)),
                },
              ]}
              format={(v) => formatUsd(v)}
              formatAxis={formatUsdCompact}
              emptyText="No deposits or withdrawals in the last 30 days."
            />
          )}
        </CardContent>
      </Card>
      <Stack sx={{ gap: 2 }}>
        <Card>
          <CardContent>
            {loading ? (
              <ChartPlaceholder />
            ) : (
              <SeriesChart
                title="Sign-ups, last 30 days"
                kind="bar"
                dates={dates}
                series={[
                  {
                    label: 'Sign-ups',
                    color: dark ? '#a78bfa' : '#7c3aed',
                    values: series.map((p) => toNumber(p.signups)),
                  },
                ]}
                format={(v) => formatCount(v)}
                width={420}
                emptyText="No sign-ups in the last 30 days."
              />
            )}
          </CardContent>
        </Card>
        {data ? <KycBreakdown kyc={data.kyc} /> : null}
      </Stack>
    </Box>
  );
}

function ChartPlaceholder() {
  return <Box sx={{ height: 220, borderRadius: 2, bgcolor: 'action.hover' }} aria-hidden="true" />;
}

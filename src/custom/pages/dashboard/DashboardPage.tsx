import { useMemo, type ComponentProps } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useCanAccessResources, useDataProvider } from 'react-admin';
import { PageTitle } from '../../layout/PageTitle';
import type { ExchangeDataProvider } from '../../../dataProvider';
import { Box, Button, Card, CardContent, Stack, Typography, useTheme } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { paths } from '../../../config/paths';
import {
  formatCount,
  formatLongDate,
  formatUsd,
  formatUsdCompact,
} from '../../../resources/shared/format';
import { FigureCard } from './FigureCard';
import { figureLists, figures } from './figures';
import { SeriesChart } from './SeriesChart';
import { KycBreakdown } from './KycBreakdown';
import { useRouteExists } from '../../routing/knownRoutes';
import { LazyAlert } from '../../layout/LazyAlert';
import { DASHBOARD_QUERY_KEY, dashboardEndpoint, filteredListUrl, toNumber } from './dashboardData';
import type { DashboardData } from '../../../contracts/dashboard';

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
        <LazyAlert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              Retry
            </Button>
          }
        >
          {query.error instanceof Error ? query.error.message : 'Could not load the dashboard.'}
        </LazyAlert>
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

function Figures({ data, loading }: { data?: DashboardData; loading: boolean }) {
  const exists = useRouteExists();
  const { canAccess } = useCanAccessResources({ action: 'list', resources: figureLists });
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
      {figures
        .filter((f) => canAccess?.[f.list] !== false)
        .map((f) => {
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

const MONEY_LISTS = ['deposit', 'withdraw'];

function Charts({ data, loading }: { data?: DashboardData; loading: boolean }) {
  const theme = useTheme();
  const series = useMemo(() => data?.series ?? [], [data]);
  const dates = series.map((p) => p.date);
  const dark = theme.palette.mode === 'dark';
  const money = useCanAccessResources({ action: 'list', resources: MONEY_LISTS }).canAccess;
  // The money chart is for roles that may open the deposits or the withdrawals.
  const showMoney = !money || MONEY_LISTS.some((list) => money[list]);
  return (
    <Box
      component="section"
      aria-label="Last 30 days"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', lg: showMoney ? '3fr 2fr' : '1fr 1fr' },
        alignItems: 'start',
      }}
    >
      {showMoney ? (
        <ChartCard
          loading={loading}
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
      ) : null}
      {/* Without the money chart, the two other cards sit side by side. */}
      <Stack sx={{ gap: 2, display: showMoney ? 'flex' : 'contents' }}>
        <ChartCard
          loading={loading}
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
        {data ? <KycBreakdown kyc={data.kyc} /> : null}
      </Stack>
    </Box>
  );
}

/** A chart in its card; while the figures load, a grey block of the chart's height. */
function ChartCard({
  loading,
  ...chart
}: ComponentProps<typeof SeriesChart> & { loading: boolean }) {
  return (
    <Card>
      <CardContent>
        {loading ? (
          <Box sx={{ height: 220, borderRadius: 2, bgcolor: 'action.hover' }} aria-hidden="true" />
        ) : (
          <SeriesChart {...chart} />
        )}
      </CardContent>
    </Card>
  );
}

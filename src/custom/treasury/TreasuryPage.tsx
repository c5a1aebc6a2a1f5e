import { Box, Button, Card, CardContent, CardHeader, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ExchangeDataProvider } from '../../dataProvider';
import type { Reconciliation } from '../../contracts/treasury';
import { PageTitle } from '../../resources/shared/PageTitle';
import { LoadingRows } from '../../resources/shared/LoadingRows';
import { ErrorState } from '../../resources/shared/ErrorState';
import { EmptyState } from '../../resources/shared/EmptyState';
import { treasuryLabels as labels } from './labels';
import { ShortAlarm } from './ShortAlarm';
import { ReconciliationTable } from './ReconciliationTable';
import { CoverageChart } from './CoverageChart';
import { SnapshotsPanel } from './SnapshotsPanel';
import { reconciliationQuery } from './treasuryQueries';

/**
 * /admin/treasury: the reconciliation per asset (what users are owed against what the platform
 * wallets hold) with an alarm naming every short asset, the coverage each published snapshot
 * froze, and the snapshots themselves.
 */
export default function TreasuryPage() {
  const dataProvider = useDataProvider<ExchangeDataProvider>();
  const query = useQuery(reconciliationQuery(dataProvider));
  const data = query.data;
  return (
    <Box sx={{ maxWidth: 1400, width: '100%', mx: 'auto', pb: 4 }}>
      <PageTitle title={labels.title} />
      <Heading reconciliation={data} refreshing={query.isFetching} onRefresh={query.refetch} />
      {data ? <ShortAlarm assets={data.assets} /> : null}
      <Card variant="outlined" component="section" aria-label={labels.table.caption}>
        <CardContent>
          {query.isPending ? (
            <LoadingRows label={labels.loading} rows={4} />
          ) : !data ? (
            <ErrorState
              title={labels.loadFailed}
              error={query.error}
              onRetry={() => void query.refetch()}
            />
          ) : data.assets.length === 0 ? (
            <EmptyState title={labels.noAssets} hint={labels.noAssetsHint} />
          ) : (
            <ReconciliationTable reconciliation={data} />
          )}
        </CardContent>
      </Card>
      <Box sx={{ mt: 2 }}>
        <Card variant="outlined" component="section" aria-label={labels.chart.title}>
          <CardHeader
            title={labels.chart.title}
            subheader={labels.chart.intro}
            titleTypographyProps={{ variant: 'h6', component: 'h2' }}
          />
          <CardContent sx={{ pt: 0 }}>
            <CoverageChart />
          </CardContent>
        </Card>
      </Box>
      {/* Each one's root hash and totals: a row needs the page's width. */}
      <Box sx={{ mt: 2 }}>
        <SnapshotsPanel />
      </Box>
    </Box>
  );
}

function Heading({
  reconciliation,
  refreshing,
  onRefresh,
}: {
  reconciliation: Reconciliation | undefined;
  refreshing: boolean;
  onRefresh: () => unknown;
}) {
  const last = reconciliation?.lastSnapshot;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: 2,
        mb: 2,
      }}
    >
      <Box>
        <Typography variant="h4" component="h1">
          {labels.title}
        </Typography>
        <Typography color="text.secondary">{labels.subtitle}</Typography>
        {reconciliation ? (
          <Typography variant="body2" color="text.secondary">
            <time dateTime={reconciliation.asOf}>{labels.asOf(reconciliation.asOf)}</time>
            {' · '}
            {last ? labels.lastSnapshot(last.publishedAt) : labels.noSnapshotYet}
          </Typography>
        ) : null}
      </Box>
      <Button
        variant="outlined"
        size="small"
        startIcon={<RefreshIcon />}
        disabled={refreshing}
        onClick={() => void onRefresh()}
      >
        {refreshing && reconciliation ? labels.refreshing : labels.refresh}
      </Button>
    </Box>
  );
}

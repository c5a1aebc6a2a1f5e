import { Fragment, useState } from 'react';
import {
  Box,
  Card,
  CardContent,
  CardHeader,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ExchangeDataProvider } from '../../dataProvider';
import type { TreasurySnapshot } from '../../contracts/treasury';
import { formatUnits } from '../../contracts/money';
import { formatCount, formatDateTime, shortenMiddle } from '../../resources/shared/format';
import { StatusChip } from '../../resources/shared/StatusChip';
import { CopyButton } from '../../resources/shared/CopyButton';
import { LoadingRows } from '../../resources/shared/LoadingRows';
import { ErrorState } from '../../resources/shared/ErrorState';
import { EmptyState } from '../../resources/shared/EmptyState';
import { holds, useHeldPermissions } from '../../authProvider/useHeldPermissions';
import { RequestSnapshotButton } from './RequestSnapshotButton';
import { snapshotsQuery, SNAPSHOTS_PER_PAGE } from './treasuryQueries';
import { snapshotStatusChoices, treasuryLabels as labels } from './labels';

const figure = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The snapshots, newest first, a page at a time; holders of `treasury:snapshot` may ask for one. */
export function SnapshotsPanel() {
  const dataProvider = useDataProvider<ExchangeDataProvider>();
  const canRequest = holds(useHeldPermissions(), 'treasury:snapshot');
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...snapshotsQuery(dataProvider, page, SNAPSHOTS_PER_PAGE),
    placeholderData: keepPreviousData,
  });
  const s = labels.snapshots;
  const request = canRequest ? <RequestSnapshotButton /> : null;
  return (
    <Card variant="outlined" component="section" aria-label={s.title}>
      <CardHeader
        title={s.title}
        titleTypographyProps={{ variant: 'h6', component: 'h2' }}
        action={query.data?.total ? request : null}
      />
      <CardContent sx={{ pt: 0 }}>
        {query.isPending ? (
          <LoadingRows label={s.loading} rows={3} />
        ) : !query.data ? (
          <ErrorState
            title={s.loadFailed}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.total === 0 ? (
          <EmptyState title={s.empty} hint={s.emptyHint} actions={request} />
        ) : (
          <>
            <Box sx={{ overflowX: 'auto' }}>
              <SnapshotsTable snapshots={query.data.items} />
            </Box>
            <TablePagination
              component="div"
              count={query.data.total}
              page={page - 1}
              rowsPerPage={SNAPSHOTS_PER_PAGE}
              rowsPerPageOptions={[SNAPSHOTS_PER_PAGE]}
              onPageChange={(_, next) => setPage(next + 1)}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function SnapshotsTable({ snapshots }: { snapshots: TreasurySnapshot[] }) {
  const s = labels.snapshots;
  return (
    <Table size="small" aria-label={s.caption}>
      <TableHead>
        <TableRow>
          <TableCell>{s.published}</TableCell>
          <TableCell>{s.status}</TableCell>
          <TableCell align="right">{s.users}</TableCell>
          <TableCell>{s.rootHash}</TableCell>
          <TableCell>{s.totals}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {snapshots.map((snapshot) => (
          <TableRow key={snapshot.id} data-snapshot={snapshot.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {snapshot.publishedAt
                ? formatDateTime(snapshot.publishedAt)
                : s.notYet(snapshot.createdAt)}
            </TableCell>
            <TableCell>
              <StatusChip value={snapshot.status} choices={snapshotStatusChoices} />
            </TableCell>
            <TableCell align="right" sx={figure}>
              {formatCount(snapshot.users)}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {snapshot.rootHash ? (
                <>
                  <Box component="code" title={snapshot.rootHash} sx={{ fontSize: '0.8rem' }}>
                    {shortenMiddle(snapshot.rootHash, 10, 6)}
                  </Box>
                  <CopyButton
                    label={s.copyRoot}
                    value={snapshot.rootHash}
                    message={s.rootCopied}
                    size="small"
                  />
                </>
              ) : (
                '—'
              )}
            </TableCell>
            <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>
              <Totals totals={snapshot.totals} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** "BTC 12.5 · ETH 3": the root's sums, one per asset, wrapping between assets only. */
function Totals({ totals }: { totals: Record<string, string> }) {
  const entries = Object.entries(totals);
  if (entries.length === 0) return <>—</>;
  return entries.map(([asset, amount], i) => (
    <Fragment key={asset}>
      {i > 0 ? ' · ' : null}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {`${asset} ${formatUnits(amount)}`}
      </Box>
    </Fragment>
  ));
}

import type { ReactNode } from 'react';
import {
  Box,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import {
  LIABILITY_KINDS,
  LIABILITY_KIND_LABELS,
  type AssetReconciliation,
  type Reconciliation,
} from '../../contracts/treasury';
import { formatUnits } from '../../contracts/money';
import { walletCoinPath } from '../../config/paths';
import { filteredListPath } from '../../resources/shared/routes';
import { holds, useHeldPermissions } from '../../authProvider/useHeldPermissions';
import { treasuryLabels as labels } from './labels';

const figure = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
/** The passbook's grid: the ledger's entries on users' accounts. */
const PASSBOOK = 'passbook_history';

/**
 * Where an asset's figures come from: its liabilities by ledger account kind, its holdings by
 * network (each asset's platform wallets a click away), and the passbook entries booked since the
 * last snapshot froze it. Links show only to roles that may open them.
 */
export function AssetBreakdown({
  asset,
  lastSnapshot,
}: {
  asset: AssetReconciliation;
  lastSnapshot: Reconciliation['lastSnapshot'];
}) {
  const permissions = useHeldPermissions();
  const b = labels.breakdown;
  return (
    <Box sx={grid}>
      <Section title={b.liabilities(asset.asset)}>
        <Box component="dl" sx={pairs}>
          {LIABILITY_KINDS.map((kind) => (
            <Box key={kind} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {LIABILITY_KIND_LABELS[kind]}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, ...figure }}>
                {formatUnits(asset.liabilities.byKind[kind] ?? '0')}
              </Typography>
            </Box>
          ))}
          <Typography component="dt" variant="body2" fontWeight={700}>
            {b.total}
          </Typography>
          <Typography component="dd" variant="body2" fontWeight={700} sx={{ m: 0, ...figure }}>
            {formatUnits(asset.liabilities.total)}
          </Typography>
        </Box>
      </Section>
      <Section title={b.holdings(asset.asset)}>
        {asset.holdings.byNetwork.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {b.noHoldings}
          </Typography>
        ) : (
          <Table size="small" aria-label={b.holdings(asset.asset)}>
            <TableHead>
              <TableRow>
                <TableCell>{b.network}</TableCell>
                <TableCell align="right">{b.wallets}</TableCell>
                <TableCell align="right">{b.amount}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {asset.holdings.byNetwork.map((row) => (
                <TableRow key={row.network}>
                  <TableCell>{row.network}</TableCell>
                  <TableCell align="right" sx={figure}>
                    {row.wallets}
                  </TableCell>
                  <TableCell align="right" sx={figure}>
                    {formatUnits(row.amount)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {holds(permissions, 'wallet:read') ? (
          <Link component={RouterLink} to={walletCoinPath(asset.asset)} variant="body2">
            {b.platformWallets(asset.asset)}
          </Link>
        ) : null}
      </Section>
      {holds(permissions, 'passbook:read') ? (
        <Section title={b.journals}>
          <Link component={RouterLink} to={journalsPath(asset.asset, lastSnapshot)} variant="body2">
            {lastSnapshot
              ? b.journalsLink(asset.asset, lastSnapshot.publishedAt)
              : b.journalsAll(asset.asset)}
          </Link>
        </Section>
      ) : null}
    </Box>
  );
}

/**
 * The passbook filtered to the asset, from the instant the last snapshot was published (its
 * `createdAt_gte` takes an instant as well as a day); every entry of the asset when none was.
 */
export const journalsPath = (asset: string, lastSnapshot: Reconciliation['lastSnapshot']) =>
  filteredListPath(
    PASSBOOK,
    lastSnapshot ? { asset, createdAt_gte: lastSnapshot.publishedAt } : { asset },
  );

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{ display: 'grid', gap: 1, alignContent: 'start' }}
    >
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const grid = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
  gap: 3,
  py: 2,
} as const;

const pairs = {
  m: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: 2,
  rowGap: 0.5,
  '& dd': { textAlign: 'right' },
} as const;

import { Fragment, useState } from 'react';
import {
  Box,
  Collapse,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import type { AssetReconciliation, Reconciliation } from '../../contracts/treasury';
import { formatUnits } from '../../contracts/money';
import { formatRatio } from '../../resources/shared/format';
import { StatusChip } from '../../resources/shared/StatusChip';
import { AssetBreakdown } from './AssetBreakdown';
import { coverageChoices, treasuryLabels as labels } from './labels';

const figure = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const COLUMNS = 8;

/** One row per asset; a row opens to show where its figures come from. */
export function ReconciliationTable({ reconciliation }: { reconciliation: Reconciliation }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (assetId: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(assetId)) next.add(assetId);
      return next;
    });
  const t = labels.table;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t.caption}>
        <TableHead>
          <TableRow>
            <TableCell>{t.asset}</TableCell>
            <TableCell align="right">{t.liabilities}</TableCell>
            <TableCell align="right">{t.pending}</TableCell>
            <TableCell align="right">{t.holdings}</TableCell>
            <TableCell align="right">{t.difference}</TableCell>
            <TableCell align="right">{t.coverage}</TableCell>
            <TableCell>{t.status}</TableCell>
            <TableCell align="right">
              <span className="visually-hidden">{t.details}</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {reconciliation.assets.map((asset) => (
            <AssetRows
              key={asset.assetId}
              asset={asset}
              reconciliation={reconciliation}
              open={open.has(asset.assetId)}
              onToggle={() => toggle(asset.assetId)}
            />
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function AssetRows({
  asset,
  reconciliation,
  open,
  onToggle,
}: {
  asset: AssetReconciliation;
  reconciliation: Reconciliation;
  open: boolean;
  onToggle: () => void;
}) {
  const t = labels.table;
  const short = asset.status === 'short';
  const detailsId = `treasury-asset-${asset.assetId}`;
  return (
    <Fragment>
      <TableRow
        hover
        data-asset={asset.asset}
        sx={{ '& > *': { borderBottom: open ? 0 : undefined } }}
      >
        <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
          {asset.asset}
        </TableCell>
        <TableCell align="right" sx={figure}>
          {formatUnits(asset.liabilities.total)}
        </TableCell>
        <TableCell align="right" sx={figure}>
          {formatUnits(asset.pendingWithdrawals)}
        </TableCell>
        <TableCell align="right" sx={figure}>
          {formatUnits(asset.holdings.total)}
        </TableCell>
        <TableCell
          align="right"
          sx={{ ...figure, color: short ? 'error.main' : undefined, fontWeight: short ? 700 : 400 }}
        >
          {formatUnits(asset.difference)}
        </TableCell>
        <TableCell align="right" sx={figure}>
          {asset.coverage === null ? t.nothingOwed : formatRatio(asset.coverage)}
        </TableCell>
        <TableCell>
          <StatusChip value={asset.status} choices={coverageChoices} />
        </TableCell>
        <TableCell align="right">
          <IconButton
            size="small"
            aria-label={open ? t.collapse(asset.asset) : t.expand(asset.asset)}
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={onToggle}
          >
            {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          </IconButton>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={COLUMNS} sx={{ py: 0, borderBottom: open ? undefined : 0 }}>
          <Collapse in={open} unmountOnExit id={detailsId}>
            <AssetBreakdown asset={asset} lastSnapshot={reconciliation.lastSnapshot} />
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}

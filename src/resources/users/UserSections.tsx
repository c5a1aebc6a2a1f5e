import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { detailPath, paths } from '../../config/paths';
import { formatCryptoAmount, formatUsd } from '../shared/format';
import type { UserDetailsRecord } from './schema';

const figure = { fontVariantNumeric: 'tabular-nums' } as const;
const totalCell = { fontWeight: 700, color: 'text.primary' } as const;

/** The user's balances per asset, with their total value in USD (the Balances section). */
export function UserBalances() {
  const balances = useRecordContext<UserDetailsRecord>()?.balances ?? [];
  if (balances.length === 0)
    return <Typography color="text.secondary">This user holds no assets.</Typography>;
  const total = balances.reduce((sum, b) => sum + (Number(b.usdValue) || 0), 0);
  return (
    <Table size="small" aria-label="Balances">
      <TableHead>
        <TableRow>
          <TableCell>Asset</TableCell>
          <TableCell>Name</TableCell>
          <TableCell align="right">Amount</TableCell>
          <TableCell align="right">Value (USD)</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {balances.map((b) => (
          <TableRow key={b.asset}>
            <TableCell sx={{ fontWeight: 600 }}>{b.asset}</TableCell>
            <TableCell>{b.name}</TableCell>
            <TableCell align="right" sx={figure}>
              {formatCryptoAmount(b.amount)}
            </TableCell>
            <TableCell align="right" sx={figure}>
              {formatUsd(b.usdValue)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={3} sx={totalCell}>
            Total
          </TableCell>
          <TableCell align="right" sx={{ ...totalCell, ...figure }}>
            {formatUsd(total)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}

/** Below the KYC section's fields: the submission's own page, or why there is none. */
export function UserKycLink() {
  const kyc = useRecordContext<UserDetailsRecord>()?.kyc;
  if (!kyc)
    return (
      <Typography color="text.secondary" variant="body2">
        This user has not submitted KYC documents yet.
      </Typography>
    );
  return (
    <Button
      component={Link}
      to={detailPath(paths.kycDetails, kyc._id)}
      variant="outlined"
      sx={{ alignSelf: 'flex-start' }}
    >
      View KYC details
    </Button>
  );
}

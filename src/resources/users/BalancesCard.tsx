import {
  Card,
  CardContent,
  CardHeader,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatCryptoAmount, formatUsd } from '../shared/format';
import type { UserBalance } from './schema';

/** The user's balances per asset, with their total value in USD. */
export function BalancesCard({ balances }: { balances: UserBalance[] }) {
  const total = balances.reduce((sum, b) => sum + (Number(b.usdValue) || 0), 0);
  return (
    <Card variant="outlined">
      <CardHeader title="Balances" titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
      <CardContent sx={{ pt: 0 }}>
        {balances.length === 0 ? (
          <Typography color="text.secondary">This user holds no assets.</Typography>
        ) : (
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
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatCryptoAmount(b.amount)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatUsd(b.usdValue)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell colSpan={3} sx={{ fontWeight: 700, color: 'text.primary' }}>
                  Total
                </TableCell>
                <TableCell
                  align="right"
                  sx={{
                    fontWeight: 700,
                    color: 'text.primary',
                    fontVariantNumeric: 'tabular-nums',
                  }}
                >
                  {formatUsd(total)}
                </TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

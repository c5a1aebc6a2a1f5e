import { useState } from 'react';
import {
  Button,
  Chip,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CheckIcon from '@mui/icons-material/Check';
import { texts } from '../../../messages/catalogue';
import type { BalanceEntry, PlatformWallet } from '../api';
import { formatUnits, formatUsd, shortenMiddle } from '../../../resources/shared/format';
import { BalanceModal } from '../BalanceModal';
import { ADDRESS_COPIED_MS, useCopy } from '../../../resources/shared/copy';
import { walletLabels as labels } from '../labels';
import { WalletState } from '../WalletState';
import { WalletSection } from '../WalletSection';

/** Units with their asset: '1,234.5 BTC'. */
interface Props {
  wallets: PlatformWallet[];
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
}

/** The asset's platform wallets with their ledger balances (GET /admin/getAdminWalletBalance). */
export function PlatformWalletsTable({ wallets, isPending, error, onRetry }: Props) {
  const { copy, copied } = useCopy();
  const [selected, setSelected] = useState<BalanceEntry | null>(null);

  return (
    <WalletSection titleId="coin-wallets-title" title={labels.coin.walletsTitle}>
      {isPending ? (
        <WalletState kind="loading" title={texts.wallet.loadingBalances} />
      ) : error ? (
        <WalletState
          kind="error"
          title={texts.wallet.errorBalances}
          error={error}
          onRetry={onRetry}
        />
      ) : wallets.length === 0 ? (
        <WalletState kind="empty" title={labels.coin.walletsEmpty} />
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="coin-wallets-title">
            <TableHead>
              <TableRow>
                <TableCell>{labels.coin.colNetwork}</TableCell>
                <TableCell>{labels.coin.colLabel}</TableCell>
                <TableCell>{labels.coin.colAddress}</TableCell>
                <TableCell align="right">{labels.coin.colAmount}</TableCell>
                <TableCell align="right">{labels.coin.colUsd}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {wallets.map((wallet) => (
                <TableRow key={wallet._id} hover>
                  <TableCell>
                    <Chip size="small" variant="outlined" label={wallet.tokenType} />
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1} alignItems="center">
                      <span>{wallet.label}</span>
                      {wallet.current && (
                        <Chip size="small" color="success" label={labels.coin.current} />
                      )}
                    </Stack>
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" alignItems="center" spacing={0.5}>
                      <Typography
                        variant="body2"
                        sx={{ fontFamily: 'monospace' }}
                        title={wallet.address}
                      >
                        {shortenMiddle(wallet.address, 10, 6)}
                      </Typography>
                      <Tooltip title={labels.detail.copyAddress}>
                        <IconButton
                          size="small"
                          aria-label={`${labels.detail.copyAddress} ${wallet.label ?? ''}`.trim()}
                          onClick={() =>
                            void copy(wallet.address, {
                              key: wallet._id,
                              message: texts.wallet.addressCopied,
                              ms: ADDRESS_COPIED_MS,
                            })
                          }
                        >
                          {copied === wallet._id ? (
                            <CheckIcon fontSize="small" color="success" />
                          ) : (
                            <ContentCopyIcon fontSize="small" />
                          )}
                        </IconButton>
                      </Tooltip>
                    </Stack>
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatUnits(wallet.amount)} {wallet.currency}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatUsd(wallet.balance)}
                  </TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      aria-label={labels.list.showBalance(
                        `${wallet.label ?? wallet.currency} ${wallet.tokenType}`,
                      )}
                      onClick={() =>
                        setSelected({
                          name: wallet.name,
                          currency: wallet.currency,
                          address: wallet.address,
                          image: wallet.image,
                          tokenType: wallet.tokenType,
                        })
                      }
                    >
                      {texts.wallet.balance}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <BalanceModal entry={selected} onClose={() => setSelected(null)} />
    </WalletSection>
  );
}

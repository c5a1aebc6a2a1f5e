import { useEffect } from 'react';
import { queryKeys } from '../../dataProvider/queryKeys';
import { useQuery } from '@tanstack/react-query';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { errors, texts } from '../../messages/catalogue';
import { useDataProvider } from 'react-admin';
import type { ExchangeDataProvider } from '../../dataProvider';
import { type BalanceEntry, walletCalls } from './api';
import { formatBalanceUsd } from '../../resources/shared/format';
import { isPositiveBalance } from './balanceFormat';
import { celebrate } from './confetti';
import { ADDRESS_COPIED_MS } from '../../resources/shared/copy';
import { walletLabels as labels } from './labels';
import { useToast } from '../../resources/shared/useToast';
import { EmptyState } from '../../resources/shared/EmptyState';
import { LoadingRows } from '../../resources/shared/LoadingRows';
import { CopyButton } from '../../resources/shared/CopyButton';
import { AssetAvatar } from './AssetSelector';

/** The Balance modal of a balance card (spec section 2). */
export function BalanceModal({
  entry,
  onClose,
}: {
  entry: BalanceEntry | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const dataProvider = useDataProvider<ExchangeDataProvider>();
  const query = useQuery({
    queryKey: queryKeys.wallet.tokenBalance(
      entry?.currency ?? '',
      entry?.address ?? '',
      entry?.tokenType,
    ),
    queryFn: ({ signal }) =>
      dataProvider.call(
        walletCalls.tokenBalance,
        { currency: entry!.currency, address: entry!.address, tokenType: entry!.tokenType },
        { signal },
      ),
    enabled: Boolean(entry?.currency && entry?.address),
    retry: false,
    staleTime: 15_000,
  });

  const detail = entry ? query.data : undefined;
  const failed = Boolean(entry) && query.isError;

  useEffect(() => {
    if (failed) toast.failure(query.error, errors.walletScreen.fetchBalance);
  }, [failed, query.error, toast]);

  // Confetti when the balance is above 0 (not under prefers-reduced-motion).
  const positive = isPositiveBalance(detail?.balance);
  useEffect(() => {
    if (entry && positive) celebrate();
  }, [entry, positive]);

  const address = detail?.address || entry?.address || '';
  const title = entry ? `${entry.name || entry.currency} (${entry.currency})` : '';

  return (
    <Dialog
      open={Boolean(entry)}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="balance-modal-title"
    >
      <DialogTitle
        id="balance-modal-title"
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
      >
        <AssetAvatar image={entry?.image} symbol={entry?.currency} size={40} />
        <span>{title}</span>
      </DialogTitle>
      <DialogContent dividers>
        {query.isPending && !failed ? (
          <LoadingRows label={labels.list.loadingBalance} shown />
        ) : failed || !detail ? (
          <EmptyState title={texts.wallet.noAssetData} hint={texts.wallet.noAssetDataBody} />
        ) : (
          <Stack spacing={2}>
            {detail.message && (
              <Typography variant="body2" color="text.secondary">
                {detail.message}
              </Typography>
            )}
            <Box
              sx={{
                textAlign: 'center',
                py: 2,
                borderRadius: 2,
                bgcolor: positive ? 'success.main' : 'action.hover',
                color: positive ? 'success.contrastText' : 'text.primary',
              }}
            >
              <Typography variant="overline">{labels.list.balanceTitle}</Typography>
              <Typography variant="h4" fontWeight={700} data-testid="balance-amount">
                {formatBalanceUsd(detail.balance, detail.decimals)}
              </Typography>
            </Box>
            <Box>
              <Typography variant="caption" color="text.secondary">
                {labels.list.address}
              </Typography>
              <Stack direction="row" alignItems="center" spacing={1}>
                <Typography
                  variant="body2"
                  sx={{ fontFamily: 'monospace', wordBreak: 'break-all', flex: 1 }}
                >
                  {address}
                </Typography>
                <CopyButton
                  size="small"
                  label={labels.detail.copyAddress}
                  value={address}
                  message={texts.wallet.addressCopied}
                  ms={ADDRESS_COPIED_MS}
                />
              </Stack>
            </Box>
            {detail.network && (
              <Box>
                <Typography variant="caption" color="text.secondary">
                  {labels.list.network}
                </Typography>
                <Typography variant="body2">{detail.network}</Typography>
              </Box>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{labels.list.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

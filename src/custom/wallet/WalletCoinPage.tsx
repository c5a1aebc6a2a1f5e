import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { texts } from '../../messages/catalogue';
import { paths } from '../../config/paths';
import { createAdminWallet, walletCalls } from './api';
import { DepositAddress } from './AddressPanel';
import { AssetAvatar, DEFAULT_ASSET_SYMBOL } from './AssetSelector';
import { formatUsd } from '../../resources/shared/format';
import { uniqueNetworks } from './NetworkPicker';
import { WalletScreen } from './gate/GateFrame';
import type { StepUpGate } from '../../resources/shared/stepUp/useStepUpGate';
import { walletLabels as labels } from './labels';
import { queryKeys } from '../../dataProvider/queryKeys';
import { useGatedRead, useWalletAssets } from './useGatedQuery';
import { PlatformWalletsTable } from './coin/PlatformWalletsTable';
import { TokenContracts } from './coin/TokenContracts';
import { SelfTransferForm } from './coin/SelfTransferForm';
import { ErrorState } from '../../resources/shared/ErrorState';
import { LoadingRows } from '../../resources/shared/LoadingRows';
import { EmptyState } from '../../resources/shared/EmptyState';
import { DetailHeader } from '../../resources/shared/DetailHeader';

/** /admin/wallet/coin?symbol=BTC: one asset's platform wallets, contracts and self transfers. */
export default function WalletCoinPage() {
  const [params, setParams] = useSearchParams();
  const symbol = (params.get('symbol') ?? '').trim().toUpperCase();

  // Without a chosen asset the page shows the default one (BTC), in the URL too.
  useEffect(() => {
    if (!symbol) setParams({ symbol: DEFAULT_ASSET_SYMBOL }, { replace: true });
  }, [symbol, setParams]);

  return (
    <WalletScreen>{(gate) => symbol && <CoinContent gate={gate} symbol={symbol} />}</WalletScreen>
  );
}

function CoinContent({ gate, symbol }: { gate: StepUpGate; symbol: string }) {
  const assetsQuery = useWalletAssets(gate);
  const walletsQuery = useGatedRead(
    gate,
    queryKeys.wallet.platformWallets,
    walletCalls.platformWallets,
  );

  const asset = assetsQuery.data?.find((entry) => entry.symbol.toUpperCase() === symbol);
  const wallets = useMemo(
    () =>
      (walletsQuery.data?.wallets ?? []).filter(
        (wallet) => wallet.currency.toUpperCase() === symbol,
      ),
    [walletsQuery.data, symbol],
  );
  const totalUsd = wallets.reduce((sum, wallet) => sum + (Number(wallet.balance) || 0), 0);

  const back = (
    <Button component={Link} to={paths.wallet} startIcon={<ArrowBackIcon />}>
      {labels.coin.back}
    </Button>
  );
  if (assetsQuery.isPending) return <LoadingRows label={labels.detail.loadingWallets} shown />;
  if (assetsQuery.isError)
    return (
      <ErrorState
        error={assetsQuery.error}
        onRetry={() => void assetsQuery.refetch()}
        actions={back}
      />
    );
  if (!asset)
    return (
      <EmptyState
        title={labels.coin.missing}
        hint={labels.coin.missingBody(symbol)}
        actions={back}
      />
    );

  return (
    <Stack spacing={3}>
      <DetailHeader
        backTo={paths.wallet}
        backLabel={labels.coin.back}
        level="h2"
        icon={<AssetAvatar image={asset.image} symbol={asset.symbol} size={56} />}
        title={asset.name}
        chips={
          <>
            <Chip size="small" label={asset.symbol} />
            <Chip size="small" variant="outlined" label={asset.type} />
            <Chip size="small" color="success" label={texts.wallet.active} />
          </>
        }
        subtitle={uniqueNetworks(asset.networks)
          .map((network) => network.tokenType)
          .join(' · ')}
        actions={
          <Box sx={{ textAlign: 'right' }}>
            <Typography variant="caption" color="text.secondary">
              {labels.coin.totalHeld}
            </Typography>
            <Typography variant="h5" fontWeight={700}>
              {walletsQuery.data ? formatUsd(totalUsd) : '…'}
            </Typography>
          </Box>
        }
      />
      <Paper
        sx={{ p: 2.5, borderRadius: 3 }}
        component="section"
        aria-label={labels.coin.depositTitle}
      >
        <Stack spacing={2}>
          <DepositAddress gate={gate} asset={asset} endpoint={createAdminWallet} />
        </Stack>
      </Paper>
      <PlatformWalletsTable wallets={wallets} query={walletsQuery} />
      {asset.type === 'token' && <TokenContracts gate={gate} asset={asset} />}
      <SelfTransferForm gate={gate} asset={asset} wallets={wallets} />
    </Stack>
  );
}

import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { texts } from '../../messages/catalogue';
import { paths } from '../../config/paths';
import { createAdminWallet, type WalletAsset, walletCalls } from './api';
import { DepositAddress } from './AddressPanel';
import { AssetAvatar, DEFAULT_ASSET_SYMBOL } from './AssetSelector';
import { formatUsd } from '../../resources/shared/format';
import { uniqueNetworks } from './NetworkPicker';
import { WalletScreen } from './gate/GateFrame';
import type { StepUpGate } from '../../resources/shared/stepUp/useStepUpGate';
import { walletLabels as labels } from './labels';
import { queryKeys } from '../../dataProvider/queryKeys';
import { useGatedQuery, useWalletAssets } from './useGatedQuery';
import { PlatformWalletsTable } from './coin/PlatformWalletsTable';
import { TokenContracts } from './coin/TokenContracts';
import { SelfTransferForm } from './coin/SelfTransferForm';
import { ErrorState } from '../../resources/shared/ErrorState';
import { LoadingRows } from '../../resources/shared/LoadingRows';

/** /admin/wallet/coin?symbol=BTC: one asset's platform wallets, contracts and self transfers. */
export default function WalletCoinPage() {
  const [params, setParams] = useSearchParams();
  const symbol = (params.get('symbol') ?? '').trim().toUpperCase();

  // Without a chosen asset the page shows the default one (spec: BTC), in the URL too.
  useEffect(() => {
    if (!symbol) setParams({ symbol: DEFAULT_ASSET_SYMBOL }, { replace: true });
  }, [symbol, setParams]);

  return (
    <WalletScreen>{(gate) => symbol && <CoinContent gate={gate} symbol={symbol} />}</WalletScreen>
  );
}

function CoinContent({ gate, symbol }: { gate: StepUpGate; symbol: string }) {
  const navigate = useNavigate();
  const assetsQuery = useWalletAssets(gate);
  const walletsQuery = useGatedQuery(
    gate,
    queryKeys.wallet.platformWallets,
    walletCalls.platformWallets,
    undefined,
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
    <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(paths.wallet)} sx={{ mb: 2 }}>
      {labels.coin.back}
    </Button>
  );

  if (assetsQuery.isPending) {
    return <LoadingRows label={labels.detail.loadingWallets} shown />;
  }
  if (assetsQuery.isError) {
    return (
      <>
        {back}
        <ErrorState error={assetsQuery.error} onRetry={() => void assetsQuery.refetch()} />
      </>
    );
  }
  if (!asset) {
    return (
      <>
        {back}
        <Alert severity="warning">
          <Typography fontWeight={600}>{labels.coin.missing}</Typography>
          {labels.coin.missingBody(symbol)}
        </Alert>
      </>
    );
  }

  return (
    <Stack spacing={3}>
      <Box>
        {back}
        <CoinSummary asset={asset} totalUsd={walletsQuery.data ? totalUsd : undefined} />
      </Box>
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

function CoinSummary({ asset, totalUsd }: { asset: WalletAsset; totalUsd?: number }) {
  return (
    <Paper
      sx={{
        p: 2.5,
        borderRadius: 3,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        flexWrap: 'wrap',
      }}
    >
      <AssetAvatar image={asset.image} symbol={asset.symbol} size={56} />
      <Box sx={{ flex: 1, minWidth: 180 }}>
        <Stack direction="row" spacing={1} alignItems="center">
          <Typography component="h2" variant="h5" fontWeight={700}>
            {asset.name}
          </Typography>
          <Chip size="small" label={asset.symbol} />
          <Chip size="small" variant="outlined" label={asset.type} />
          <Chip size="small" color="success" label={texts.wallet.active} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {uniqueNetworks(asset.networks)
            .map((network) => network.tokenType)
            .join(' · ')}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right' }}>
        <Typography variant="caption" color="text.secondary">
          {labels.coin.totalHeld}
        </Typography>
        <Typography variant="h5" fontWeight={700}>
          {totalUsd === undefined ? '…' : formatUsd(totalUsd)}
        </Typography>
      </Box>
    </Paper>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, Button, Grid, Paper, Stack, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { errors, texts } from '../../messages/catalogue';
import { walletCalls } from './api';
import { isStepUpRefusal } from '../../dataProvider/mutationPolicy';
import { DepositAddress } from './AddressPanel';
import { AssetDetails } from './AssetDetails';
import { AssetSelector, DEFAULT_ASSET_SYMBOL } from './AssetSelector';
import { BalanceList, coinPath } from './BalanceList';
import { WalletScreen } from './gate/GateFrame';
import type { StepUpGate } from '../../resources/shared/stepUp/useStepUpGate';
import { walletLabels as labels } from './labels';
import { useToast } from '../../resources/shared/useToast';
import { queryKeys } from '../../dataProvider/queryKeys';
import { useGatedRead, useWalletAssets } from './useGatedQuery';
import { GoBack, WalletSection } from './WalletSection';
import { ErrorState } from '../../resources/shared/ErrorState';
import { LoadingRows } from '../../resources/shared/LoadingRows';

/** /admin/wallet: the platform's wallets, behind the 2FA gate. */
export default function WalletPage() {
  return <WalletScreen>{(gate) => <WalletContent gate={gate} />}</WalletScreen>;
}

function WalletContent({ gate }: { gate: StepUpGate }) {
  const toast = useToast();
  const navigate = useNavigate();

  const assetsQuery = useWalletAssets(gate);
  const balancesQuery = useGatedRead(gate, queryKeys.wallet.balances, walletCalls.balances);

  useEffect(() => {
    if (assetsQuery.isError && !isStepUpRefusal(assetsQuery.error))
      toast.error(errors.walletScreen.fetchWalletData);
  }, [assetsQuery.isError, assetsQuery.error, toast]);

  const assets = useMemo(() => assetsQuery.data ?? [], [assetsQuery.data]);
  const [symbol, setSymbol] = useState<string | null>(null);
  const selected =
    assets.find((asset) => asset.symbol === (symbol ?? DEFAULT_ASSET_SYMBOL)) ??
    (symbol ? undefined : assets[0]);

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 5 }}>
        <WalletSection title={texts.wallet.totalBalance} sx={{ height: '100%' }}>
          <BalanceList entries={balancesQuery.data} query={balancesQuery} onBack={gate.goBack} />
        </WalletSection>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Paper
          sx={{ p: 2.5, borderRadius: 3 }}
          component="section"
          aria-label={labels.detail.title}
        >
          {assetsQuery.isPending ? (
            <LoadingRows label={labels.detail.loadingWallets} shown />
          ) : assetsQuery.isError ? (
            <ErrorState
              error={assetsQuery.error}
              onRetry={() => void assetsQuery.refetch()}
              actions={<GoBack onBack={gate.goBack} />}
            />
          ) : (
            <Stack spacing={2}>
              <AssetSelector
                assets={assets}
                selected={selected}
                onSelect={(asset) => setSymbol(asset.symbol)}
              />
              {selected ? (
                <>
                  <AssetDetails asset={selected} />
                  <DepositAddress gate={gate} asset={selected} />
                  <Box>
                    <Button
                      size="small"
                      endIcon={<OpenInNewIcon fontSize="small" />}
                      onClick={() => navigate(coinPath(selected.symbol))}
                    >
                      {labels.detail.openCoin}
                    </Button>
                  </Box>
                </>
              ) : (
                <Typography color="text.secondary">{texts.wallet.noAssets}</Typography>
              )}
            </Stack>
          )}
        </Paper>
      </Grid>
    </Grid>
  );
}

import { useState } from 'react';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import { errors, texts } from '../../messages/catalogue';
import type { CallEndpoint } from '../../dataProvider';
import type { CreateWalletPayload, WalletAsset, WalletNetwork } from './api';
import type { StepUpGate } from '../../resources/shared/stepUp/useStepUpGate';
import { NetworkPicker, uniqueNetworks } from './NetworkPicker';
import { useGenerateAddress } from './useGenerateAddress';
import { walletLabels as labels } from './labels';
import { CopyButton } from '../../resources/shared/CopyButton';

/** The asset's current address: its own for a coin, the chosen network's for a token. */
export function addressOf(asset: WalletAsset, network?: WalletNetwork): string | undefined {
  if (asset.type === 'token') {
    if (!network) return undefined;
    return (
      asset.tokenAddressArray?.find((entry) => entry.tokenType === network.tokenType)?.address ||
      undefined
    );
  }
  return asset.address || undefined;
}

export const isXrp = (asset: WalletAsset) => asset.symbol.toUpperCase() === 'XRP';

/**
 * An asset's deposit address on the wallet screen and a coin's page: a token's network picker
 * (the choice belongs to the asset shown), then the address panel that generates one.
 */
export function DepositAddress(props: {
  gate: StepUpGate;
  asset: WalletAsset;
  /** Address generation with the screen's default messages. */
  endpoint?: CallEndpoint<CreateWalletPayload>;
}) {
  const { gate, asset, endpoint } = props;
  const [picked, setPicked] = useState<{ asset: string; tokenType: string }>();
  const networks = uniqueNetworks(asset.networks);
  const tokenType = picked?.asset === asset._id ? picked.tokenType : undefined;
  const network = networks.find((entry) => entry.tokenType === tokenType);
  const { generate, generating } = useGenerateAddress(gate, endpoint);
  return (
    <>
      {asset.type === 'token' && (
        <NetworkPicker
          networks={networks}
          value={tokenType}
          onChange={(type) => setPicked({ asset: asset._id, tokenType: type })}
        />
      )}
      <AddressPanel
        asset={asset}
        network={network}
        generating={generating}
        onGenerate={() => generate(asset, network)}
      />
    </>
  );
}

interface AddressPanelProps {
  asset: WalletAsset;
  network?: WalletNetwork;
  generating: boolean;
  onGenerate: () => void;
}

/** The address area, the XRP destination tag and the wallet badge (spec section 2). */
function AddressPanel({ asset, network, generating, onGenerate }: AddressPanelProps) {
  const needsNetwork = asset.type === 'token' && !network;
  const address = addressOf(asset, network);
  const tag =
    asset.tagId === null || asset.tagId === undefined || asset.tagId === ''
      ? undefined
      : String(asset.tagId);

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, borderRadius: 2 }}
      component="section"
      aria-labelledby="address-panel-title"
    >
      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1.5 }}>
        <Typography id="address-panel-title" variant="subtitle2" fontWeight={700}>
          {labels.detail.title}
        </Typography>
        <Chip
          size="small"
          color={address ? 'success' : 'default'}
          variant={address ? 'filled' : 'outlined'}
          label={address ? texts.wallet.walletReady : texts.wallet.noWallet}
        />
      </Stack>

      {needsNetwork ? (
        <Alert severity="info">{errors.validation.selectNetwork}</Alert>
      ) : (
        <Stack spacing={2}>
          {address && (
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                p: 1.5,
                borderRadius: 1.5,
                bgcolor: 'action.hover',
              }}
            >
              <Typography
                data-testid="deposit-address"
                sx={{
                  fontFamily: 'monospace',
                  wordBreak: 'break-all',
                  flex: 1,
                  fontSize: '0.9rem',
                }}
              >
                {address}
              </Typography>
              <CopyButton
                label={labels.detail.copyAddress}
                value={address}
                message={texts.wallet.copiedToClipboard}
              />
            </Box>
          )}

          {isXrp(asset) && address && (
            <Box>
              <Typography variant="caption" color="text.secondary">
                {texts.wallet.destinationTag}
              </Typography>
              <Stack direction="row" alignItems="center" spacing={1}>
                <Typography
                  data-testid="destination-tag"
                  sx={{ fontFamily: tag ? 'monospace' : undefined }}
                >
                  {tag ?? texts.wallet.notSpecified}
                </Typography>
                <CopyButton
                  size="small"
                  label={labels.detail.copyTag}
                  value={tag}
                  message={texts.wallet.tagCopied}
                  disabled={!tag}
                />
              </Stack>
            </Box>
          )}

          <Box>
            <Button
              variant={address ? 'outlined' : 'contained'}
              startIcon={address ? <AutorenewIcon /> : <AddCircleOutlineIcon />}
              disabled={generating}
              onClick={onGenerate}
            >
              {generating
                ? texts.wallet.generating
                : address
                  ? texts.wallet.generateNewAddress
                  : texts.wallet.generateDepositAddress}
            </Button>
          </Box>
        </Stack>
      )}
    </Paper>
  );
}

import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import { errors, texts } from '../../messages/catalogue';
import type { WalletAsset, WalletNetwork } from './api';
import { useCopy } from '../../resources/shared/copy';
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

interface AddressPanelProps {
  asset: WalletAsset;
  network?: WalletNetwork;
  generating: boolean;
  onGenerate: () => void;
}

/** The address area, the XRP destination tag and the wallet badge (spec section 2). */
export function AddressPanel({ asset, network, generating, onGenerate }: AddressPanelProps) {
  const { copy, copied } = useCopy();
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
                copiedLabel={texts.wallet.copiedToClipboard}
                copied={copied === 'address'}
                onCopy={() =>
                  void copy(address, { key: 'address', message: texts.wallet.copiedToClipboard })
                }
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
                  copiedLabel={texts.wallet.tagCopied}
                  copied={copied === 'tag'}
                  disabled={!tag}
                  onCopy={() => void copy(tag, { key: 'tag', message: texts.wallet.tagCopied })}
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

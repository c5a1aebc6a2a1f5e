import { useState } from 'react';
import { Alert, Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { RecordContextProvider } from 'react-admin';
import { errors, texts } from '../../messages/catalogue';
import {
  createWalletOnScreen,
  type CreateWalletEndpoint,
  type CreateWalletPayload,
  type WalletAsset,
  type WalletNetwork,
  walletPayload,
  walletWrite,
} from './api';
import type { StepUpGate } from '../../resources/shared/stepUp/useStepUpGate';
import { NetworkPicker, uniqueNetworks } from './NetworkPicker';
import { walletLabels as labels } from './labels';
import { CopyButton } from '../../resources/shared/CopyButton';
import { CallFormBody, type CallFormSchema } from '../../resources/shared/CallForm';
import { fieldFor } from '../../resources/shared/fieldFor';
import { fieldsIn } from '../../resources/shared/fieldBasics';

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

/** The deposit address, whole, with its copy button ('Copied to clipboard!'). */
const ADDRESS = fieldsIn(['show'])('address', labels.detail.title, 'address', {
  whole: true,
  copy: { name: () => labels.detail.copyAddress },
});

/**
 * An asset's deposit address on the wallet screen and a coin's page: a token's network picker
 * (the choice belongs to the asset shown), then the address panel that generates one.
 */
export function DepositAddress(props: {
  gate: StepUpGate;
  asset: WalletAsset;
  /** Address generation with the screen's default messages. */
  endpoint?: CreateWalletEndpoint;
}) {
  const { gate, asset, endpoint = createWalletOnScreen } = props;
  const [picked, setPicked] = useState<{ asset: string; tokenType: string }>();
  const networks = uniqueNetworks(asset.networks);
  const tokenType = picked?.asset === asset._id ? picked.tokenType : undefined;
  const network = networks.find((entry) => entry.tokenType === tokenType);
  const address = addressOf(asset, network);
  const payload = walletPayload(asset, network);
  const tag = asset.tagId || undefined;

  return (
    <>
      {asset.type === 'token' && (
        <NetworkPicker
          networks={networks}
          value={tokenType}
          onChange={(type) => setPicked({ asset: asset._id, tokenType: type })}
        />
      )}
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
        {!payload ? (
          // A token without a chosen network: nothing to generate an address on.
          <Alert severity="info">{errors.validation.selectNetwork}</Alert>
        ) : (
          <Stack spacing={2}>
            {address && (
              <Box
                data-testid="deposit-address"
                sx={{ p: 1.5, borderRadius: 1.5, bgcolor: 'action.hover' }}
              >
                <RecordContextProvider value={{ id: address, address }}>
                  {fieldFor(ADDRESS)}
                </RecordContextProvider>
              </Box>
            )}
            {isXrp(asset) && address && (
              <Box>
                <Typography variant="caption" color="text.secondary">
                  {texts.wallet.destinationTag}
                </Typography>
                <Stack direction="row" alignItems="center" spacing={1}>
                  <Typography data-testid="destination-tag" sx={{ fontFamily: tag && 'monospace' }}>
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
            <CallFormBody form={generateForm(gate, endpoint, payload, Boolean(address))} />
          </Stack>
        )}
      </Paper>
    </>
  );
}

/**
 * Address generation (behind the wallet's 2FA gate) as a form with no inputs: through the
 * mutation policy, it re-checks the 5-minute validity and reopens the 2FA modal when it has run
 * out; the server's message is the success toast. The server creates an address per call (no
 * Idempotency-Key).
 */
function generateForm(
  gate: StepUpGate,
  endpoint: CreateWalletEndpoint,
  payload: CreateWalletPayload,
  replaces: boolean,
): CallFormSchema {
  const label = replaces ? texts.wallet.generateNewAddress : texts.wallet.generateDepositAddress;
  return {
    title: label,
    purpose: 'generate a deposit address',
    fields: [],
    endpoint: { ...endpoint, body: () => payload },
    policy: walletWrite(gate),
    submit: { label, pending: texts.wallet.generating },
    success: (envelope) => envelope.message ?? '',
  };
}

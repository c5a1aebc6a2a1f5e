import { Box, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { texts } from '../../messages/catalogue';
import type { WalletNetwork } from './api';
import { walletLabels as labels } from './labels';

/** Networks unique by tokenType, first one wins: a token lists each network once. */
export function uniqueNetworks(networks: WalletNetwork[] | undefined): WalletNetwork[] {
  const seen = new Set<string>();
  return (networks ?? []).filter((network) => {
    if (seen.has(network.tokenType)) return false;
    seen.add(network.tokenType);
    return true;
  });
}

/** The token network picker: each network with its contract address or 'Native token'. */
export function NetworkPicker({
  networks,
  value,
  onChange,
}: {
  networks: WalletNetwork[];
  value?: string;
  onChange: (tokenType: string) => void;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" fontWeight={700} sx={{ mb: 1 }}>
        {labels.list.network}
      </Typography>
      <RadioGroup
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
        sx={{
          display: 'grid',
          // Wide enough for a 42-character contract address on two lines at most.
          gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
          gap: 1,
        }}
      >
        {networks.map((network) => {
          const checked = network.tokenType === value;
          return (
            <FormControlLabel
              key={network.tokenType}
              value={network.tokenType}
              control={<Radio size="small" />}
              sx={{
                m: 0,
                pr: 1.5,
                border: 1,
                borderRadius: 2,
                borderColor: checked ? 'primary.main' : 'divider',
                bgcolor: checked ? 'action.selected' : 'transparent',
              }}
              label={
                <Box sx={{ py: 0.75, minWidth: 0 }}>
                  <Typography fontWeight={600}>{network.tokenType}</Typography>
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="span"
                    // The whole contract address, wrapping: an admin checks
                    // every character of it before a deposit, so it is never shortened.
                    sx={{
                      display: 'block',
                      fontFamily: network.contractAddress ? 'monospace' : undefined,
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {network.contractAddress ?? texts.wallet.nativeToken}
                  </Typography>
                </Box>
              }
            />
          );
        })}
      </RadioGroup>
    </Box>
  );
}

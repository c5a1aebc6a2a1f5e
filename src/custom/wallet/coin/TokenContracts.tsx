import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Confirm } from 'react-admin';
import {
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { errors } from '../../../messages/catalogue';
import type { Envelope } from '../../../dataProvider';
import { useGuardedMutation } from '../../../resources/shared/useGuardedMutation';
import { type WalletAsset, useWalletApi } from '../api';
import type { StepUpGate } from '../../../resources/shared/stepUp/useStepUpGate';
import { walletLabels as labels } from '../labels';
import { walletWrite } from '../useGenerateAddress';
import { queryKeys } from '../../../dataProvider/queryKeys';
import { WalletState } from '../WalletState';
import { WalletSection } from '../WalletSection';

/** The networks a token contract can live on (the reference server's token networks). */
export const TOKEN_NETWORKS = ['ERC20', 'BEP20', 'TRC20'] as const;

/** The asset's token contracts (POST /admin/getContractAddress) and registering one (createToken). */
export function TokenContracts({ gate, asset }: { gate: StepUpGate; asset: WalletAsset }) {
  const api = useWalletApi();
  const contracts = useQuery({
    queryKey: queryKeys.wallet.contracts(asset.symbol),
    queryFn: ({ signal }) => api.getContractAddress({ currency: asset.symbol }, { signal }),
    enabled: gate.status === 'verified',
    retry: false,
  });
  const taken = new Set((contracts.data ?? []).map((contract) => contract.tokenType));
  const free = TOKEN_NETWORKS.filter((type) => !taken.has(type));

  const [tokenType, setTokenType] = useState('');
  const [contractAddress, setContractAddress] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  // The server registers a contract once per network: a repeat is refused, no key is needed.
  const register = useGuardedMutation<Envelope>({
    ...walletWrite(gate),
    purpose: 'register a token contract',
    idempotent: false,
    errorMessage: errors.tokenContracts.createToken,
    success: (envelope) => envelope.message || labels.coin.register,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!tokenType) return setFieldError(labels.coin.required);
    if (!contractAddress.trim()) return setFieldError(labels.coin.contractInvalid);
    setFieldError(null);
    const payload = { currency: asset.symbol, tokenType, contractAddress: contractAddress.trim() };
    void register
      .run(payload, () => api.createToken(payload), { confirm: true })
      .then((outcome) => {
        if (outcome.status !== 'done') return;
        setContractAddress('');
        setTokenType('');
      });
  };

  return (
    <WalletSection titleId="coin-contracts-title" title={labels.coin.contractsTitle} titleGap={1}>
      {contracts.isError ? (
        <WalletState
          kind="error"
          error={contracts.error}
          fallback={errors.tokenContracts.getContractAddress}
          onRetry={() => void contracts.refetch()}
        />
      ) : contracts.data && contracts.data.length === 0 ? (
        <Typography color="text.secondary">{labels.coin.contractsEmpty}</Typography>
      ) : (
        <List dense disablePadding>
          {(contracts.data ?? []).map((contract) => (
            <ListItem key={contract._id} disableGutters divider>
              <Chip
                size="small"
                variant="outlined"
                label={contract.tokenType}
                sx={{ mr: 1.5, minWidth: 64 }}
              />
              <ListItemText
                primary={contract.contractAddress}
                secondary={[
                  contract.network,
                  contract.decimals !== undefined ? `${contract.decimals} decimals` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
                slotProps={{ primary: { sx: { fontFamily: 'monospace', wordBreak: 'break-all' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}

      {free.length > 0 && (
        <Box component="form" onSubmit={submit} noValidate sx={{ mt: 2 }}>
          <Typography variant="subtitle2" fontWeight={700} sx={{ mb: 1 }}>
            {labels.coin.registerTitle}
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            alignItems={{ sm: 'flex-start' }}
          >
            <TextField
              select
              size="small"
              label={labels.coin.tokenType}
              value={tokenType}
              onChange={(event) => setTokenType(event.target.value)}
              error={fieldError === labels.coin.required}
              sx={{ flex: { sm: '0 0 180px' } }}
            >
              {free.map((type) => (
                <MenuItem key={type} value={type}>
                  {type}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              label={labels.coin.contractAddress}
              value={contractAddress}
              onChange={(event) => setContractAddress(event.target.value)}
              error={fieldError === labels.coin.contractInvalid}
              helperText={fieldError ?? ' '}
              sx={{ flex: '1 1 auto', minWidth: 0 }}
              slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
            />
            <Button
              type="submit"
              variant="contained"
              disabled={register.pending}
              sx={{ whiteSpace: 'nowrap', flexShrink: 0, py: 1 }}
            >
              {register.pending ? labels.coin.registering : labels.coin.register}
            </Button>
          </Stack>
        </Box>
      )}
      <Confirm
        {...register.confirmProps}
        title={labels.coin.confirmRegisterTitle}
        content={
          <span>
            {labels.coin.confirmRegisterBody(asset.symbol, tokenType, contractAddress.trim())}
          </span>
        }
        confirm={labels.coin.register}
      />
    </WalletSection>
  );
}

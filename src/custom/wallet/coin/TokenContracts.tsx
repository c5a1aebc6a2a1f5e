import { useState, type FormEvent } from 'react';
import { Confirm } from 'react-admin';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { errors } from '../../../messages/catalogue';
import type { Envelope } from '../../../dataProvider';
import { useGuardedMutation } from '../../../resources/shared/useGuardedMutation';
import { type WalletAsset, useWalletApi } from '../api';
import type { StepUpGate } from '../../../resources/shared/stepUp/useStepUpGate';
import { walletLabels as labels } from '../labels';
import { walletWrite } from '../useGenerateAddress';
import { queryKeys } from '../../../dataProvider/queryKeys';
import { WalletSection } from '../WalletSection';
import { useGatedQuery } from '../useGatedQuery';
import { RecordsTable } from '../../../resources/shared/RecordsTable';
import { fieldsIn } from '../../../resources/shared/fieldBasics';
import { NETWORK_FIELD } from './PlatformWalletsTable';

/** The networks a token contract can live on (the reference server's token networks). */
export const TOKEN_NETWORKS = ['ERC20', 'BEP20', 'TRC20'] as const;

const { coin } = labels;

const column = fieldsIn(['list']);

/** The columns of a token contract (POST /admin/getContractAddress). */
const FIELDS = [
  NETWORK_FIELD,
  column('contractAddress', coin.contractAddress, 'address', {
    networkSource: 'tokenType',
    sortable: false,
    copy: { name: (contract) => coin.copyContract(contract.tokenType) },
  }),
  column('network', coin.colChain, 'text'),
  column('decimals', coin.colDecimals, 'number'),
];

/** The asset's token contracts (POST /admin/getContractAddress) and registering one (createToken). */
export function TokenContracts({ gate, asset }: { gate: StepUpGate; asset: WalletAsset }) {
  const api = useWalletApi();
  const contracts = useGatedQuery(gate, queryKeys.wallet.contracts(asset.symbol), ({ signal }) =>
    api.getContractAddress({ currency: asset.symbol }, { signal }),
  );
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
    success: (envelope) => envelope.message || coin.register,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!tokenType) return setFieldError(coin.required);
    if (!contractAddress.trim()) return setFieldError(coin.contractInvalid);
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
    <WalletSection title={coin.contractsTitle}>
      <RecordsTable
        label={coin.contractsTitle}
        fields={FIELDS}
        records={contracts.data}
        query={contracts}
        texts={{ loading: coin.contractsLoading, empty: coin.contractsEmpty }}
      />

      {free.length > 0 && (
        <Box component="form" onSubmit={submit} noValidate sx={{ mt: 2 }}>
          <Typography variant="subtitle2" fontWeight={700} sx={{ mb: 1 }}>
            {coin.registerTitle}
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            alignItems={{ sm: 'flex-start' }}
          >
            <TextField
              select
              size="small"
              label={coin.tokenType}
              value={tokenType}
              onChange={(event) => setTokenType(event.target.value)}
              error={fieldError === coin.required}
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
              label={coin.contractAddress}
              value={contractAddress}
              onChange={(event) => setContractAddress(event.target.value)}
              error={fieldError === coin.contractInvalid}
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
              {register.pending ? coin.registering : coin.register}
            </Button>
          </Stack>
        </Box>
      )}
      <Confirm
        {...register.confirmProps}
        title={coin.confirmRegisterTitle}
        content={
          <span>{coin.confirmRegisterBody(asset.symbol, tokenType, contractAddress.trim())}</span>
        }
        confirm={coin.register}
      />
    </WalletSection>
  );
}

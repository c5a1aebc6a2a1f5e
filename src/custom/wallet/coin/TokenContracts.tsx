import { Box, Typography } from '@mui/material';
import { errors } from '../../../messages/catalogue';
import { type WalletAsset, walletCalls, walletWrite } from '../api';
import type { StepUpGate } from '../../../resources/shared/stepUp/useStepUpGate';
import { walletLabels as labels } from '../labels';

import { queryKeys } from '../../../dataProvider/queryKeys';
import { WalletSection } from '../WalletSection';
import { useGatedQuery } from '../useGatedQuery';
import { RecordsTable } from '../../../resources/shared/RecordsTable';
import { CallFormBody, type CallFormSchema } from '../../../resources/shared/CallForm';
import { fieldsIn } from '../../../resources/shared/fieldBasics';
import { NETWORK_FIELD } from './PlatformWalletsTable';
import { coinInput } from './SelfTransferForm';

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
  const contracts = useGatedQuery(
    gate,
    queryKeys.wallet.contracts(asset.symbol),
    walletCalls.contracts,
    {
      currency: asset.symbol,
    },
  );
  // Registering waits for the contracts: until they are read, no network is known to be free.
  const taken = new Set(contracts.data?.map((contract) => contract.tokenType) ?? TOKEN_NETWORKS);
  const free = TOKEN_NETWORKS.filter((type) => !taken.has(type));

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
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3" fontWeight={700} sx={{ mb: 1 }}>
            {coin.registerTitle}
          </Typography>
          <CallFormBody form={registerForm(asset, free, gate)} />
        </Box>
      )}
    </WalletSection>
  );
}

/**
 * POST /admin/createToken: a contract on a network the asset has none on yet, confirmed and
 * behind the wallet's gate. The server registers a contract once per network: a repeat is
 * refused, no key is needed.
 */
function registerForm(asset: WalletAsset, free: string[], gate: StepUpGate): CallFormSchema {
  return {
    title: coin.registerTitle,
    purpose: 'register a token contract',
    columns: 2,
    fields: [
      coinInput('tokenType', coin.tokenType, {
        choices: free.map((type) => ({ id: type, name: type })),
      }),
      coinInput('contractAddress', coin.contractAddress, {
        type: 'address',
        messages: { required: coin.contractInvalid },
      }),
    ],
    endpoint: {
      method: 'POST',
      path: '/admin/createToken',
      body: ({ tokenType, contractAddress }) => ({
        currency: asset.symbol,
        tokenType,
        contractAddress: String(contractAddress).trim(),
      }),
      errorMessage: errors.tokenContracts.createToken,
      noResponseMessage: errors.tokenContracts.createTokenFailed,
    },
    confirm: {
      title: coin.confirmRegisterTitle,
      text: ({ tokenType, contractAddress }) =>
        coin.confirmRegisterBody(asset.symbol, String(tokenType), String(contractAddress).trim()),
      label: coin.register,
    },
    policy: walletWrite(gate),
    submit: { label: coin.register, pending: coin.registering },
    success: (envelope) => envelope.message || coin.register,
  };
}

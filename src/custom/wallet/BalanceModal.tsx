import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { queryKeys } from '../../dataProvider/queryKeys';
import type { ExchangeDataProvider } from '../../dataProvider';
import { errors, texts } from '../../messages/catalogue';
import { type BalanceEntry, walletCalls } from './api';
import { formatBalanceUsd } from '../../resources/shared/format';
import { celebrate, isPositiveBalance } from './confetti';
import { ADDRESS_COPIED_MS } from '../../resources/shared/copy';
import { walletLabels as labels } from './labels';
import { useToast } from '../../resources/shared/useToast';
import { RecordDialog } from '../../resources/shared/RecordDialog';
import { fieldsIn } from '../../resources/shared/fieldBasics';
import { AssetAvatar } from './AssetSelector';

const field = fieldsIn(['show']);
/** Message, balance in dollars, the address with its copy button, the network if present. */
const FIELDS = [
  field('message', labels.list.message, 'text'),
  field('balance', labels.list.balanceTitle, 'money', {
    display: (detail) => formatBalanceUsd(detail.balance, detail.decimals),
  }),
  field('address', labels.list.address, 'address', {
    whole: true,
    copy: {
      name: () => labels.detail.copyAddress,
      message: texts.wallet.addressCopied,
      ms: ADDRESS_COPIED_MS,
    },
  }),
  field('network', labels.list.network, 'text'),
];

/** The Balance modal a balance card opens. */
export function BalanceModal({
  entry,
  onClose,
}: {
  entry: BalanceEntry | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const dataProvider = useDataProvider<ExchangeDataProvider>();
  const { currency = '', address = '', tokenType } = entry ?? {};
  const query = useQuery({
    queryKey: queryKeys.wallet.tokenBalance(currency, address, tokenType),
    queryFn: ({ signal }) =>
      dataProvider.call(walletCalls.tokenBalance, { currency, address, tokenType }, { signal }),
    enabled: Boolean(currency && address),
    retry: false,
    staleTime: 15_000,
  });
  const detail = entry ? query.data : undefined;
  const failed = Boolean(entry) && query.isError;

  useEffect(() => {
    if (failed) toast.failure(query.error, errors.walletScreen.fetchBalance);
  }, [failed, query.error, toast]);

  // Confetti when the balance is above 0 (not under prefers-reduced-motion).
  const positive = isPositiveBalance(detail?.balance);
  useEffect(() => {
    if (entry && positive) celebrate();
  }, [entry, positive]);

  return (
    <RecordDialog
      open={Boolean(entry)}
      title={
        <>
          <AssetAvatar image={entry?.image} symbol={currency} size={40} />
          <span>{entry ? `${entry.name || currency} (${currency})` : ''}</span>
        </>
      }
      query={{
        data: detail && { ...detail, id: address, address: detail.address || address },
        isPending: query.isPending,
        isError: failed,
      }}
      fields={FIELDS}
      texts={{
        loading: labels.list.loadingBalance,
        empty: texts.wallet.noAssetData,
        emptyHint: texts.wallet.noAssetDataBody,
      }}
      onClose={onClose}
    />
  );
}

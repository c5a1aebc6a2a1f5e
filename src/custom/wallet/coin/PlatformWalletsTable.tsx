import { useMemo, useState } from 'react';
import { texts } from '../../../messages/catalogue';
import type { BalanceEntry, PlatformWallet } from '../api';
import { formatUnits, formatUsd } from '../../../resources/shared/format';
import { ADDRESS_COPIED_MS } from '../../../resources/shared/copy';
import { RecordsTable, type RecordsQuery } from '../../../resources/shared/RecordsTable';
import { fieldsIn } from '../../../resources/shared/fieldBasics';
import { BalanceModal } from '../BalanceModal';
import { walletLabels as labels } from '../labels';
import { WalletSection } from '../WalletSection';

const { coin } = labels;

const column = fieldsIn(['list']);
type Props = { wallets: PlatformWallet[]; query: RecordsQuery };

/** A wallet's or a contract's network (ERC20), as a chip. */
export const NETWORK_FIELD = column('tokenType', labels.list.network, 'status');

/** The columns of a platform wallet (GET /admin/getAdminWalletBalance). */
const FIELDS = [
  NETWORK_FIELD,
  column('label', coin.colLabel, 'text', {
    chip: { label: coin.current, when: (wallet) => Boolean(wallet.current), color: 'success' },
  }),
  column('address', labels.list.address, 'address', {
    networkSource: 'tokenType',
    sortable: false,
    copy: {
      name: (wallet) => `${labels.detail.copyAddress} ${wallet.label ?? ''}`.trim(),
      message: texts.wallet.addressCopied,
      ms: ADDRESS_COPIED_MS,
    },
  }),
  // A decimal string would sort as text in the browser; the USD value sorts the same rows.
  column('amount', coin.amount, 'cryptoAmount', {
    sortable: false,
    display: (wallet) => `${formatUnits(wallet.amount)} ${wallet.currency}`,
  }),
  column('balance', coin.colUsd, 'money', { display: (wallet) => formatUsd(wallet.balance) }),
];

/** The asset's platform wallets with their ledger balances, each with its Balance modal. */
export function PlatformWalletsTable({ wallets, query }: Props) {
  const [selected, setSelected] = useState<BalanceEntry | null>(null);
  const balance = useMemo(
    () => ({
      label: texts.wallet.balance,
      name: (wallet: PlatformWallet) =>
        labels.list.showBalance(`${wallet.label ?? wallet.currency} ${wallet.tokenType}`),
      onClick: ({ name, currency, address, image, tokenType }: PlatformWallet) =>
        setSelected({ name, currency, address, image, tokenType }),
    }),
    [],
  );

  return (
    <WalletSection title={coin.walletsTitle}>
      <RecordsTable
        label={coin.walletsTitle}
        fields={FIELDS}
        records={wallets}
        query={query}
        texts={{
          loading: texts.wallet.loadingBalances,
          error: texts.wallet.errorBalances,
          empty: coin.walletsEmpty,
        }}
        action={balance}
      />
      <BalanceModal entry={selected} onClose={() => setSelected(null)} />
    </WalletSection>
  );
}

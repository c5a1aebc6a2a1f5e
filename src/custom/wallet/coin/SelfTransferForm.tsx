import { Alert, Stack, Typography } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { errors } from '../../../messages/catalogue';
import { type PlatformWallet, type WalletAsset, walletWrite } from '../api';
import type { StepUpGate } from '../../../resources/shared/stepUp/useStepUpGate';
import { CallFormBody, type CallFormSchema } from '../../../resources/shared/CallForm';
import type { FieldSchema } from '../../../resources/types';
import { walletLabels as labels } from '../labels';

import { WalletSection } from '../WalletSection';
import { AMOUNT } from '../../../contracts/money';
import { formatUnits, shortenMiddle } from '../../../resources/shared/format';

const { coin } = labels;

/** Checks an amount against the source wallet: positive, its precision, what it holds. */
export function validateAmount(
  amount: string,
  source?: Pick<PlatformWallet, 'decimals' | 'amount'>,
): string | null {
  const value = amount.trim();
  if (!AMOUNT.test(value) || Number(value) <= 0) return coin.amountInvalid;
  if (!source) return null;
  const fraction = (value.split('.')[1] ?? '').replace(/0+$/, '');
  if (fraction.length > source.decimals) return coin.amountDecimals(source.decimals);
  if (Number(value) > Number(source.amount)) return coin.amountTooHigh;
  return null;
}

const walletName = (wallet: PlatformWallet) =>
  `${wallet.label ?? wallet.currency} · ${wallet.tokenType} · ${shortenMiddle(wallet.address)}`;

/** A required input of the coin page's forms ('Required' unless `messages` says otherwise). */
export const coinInput = (
  source: string,
  label: string,
  rest: Partial<FieldSchema>,
): FieldSchema => ({
  source,
  label,
  type: 'status',
  views: ['create'],
  rules: { required: true },
  messages: { required: coin.required },
  ...rest,
});

/**
 * POST /admin/selfTransfer between two platform wallets of the asset on one network, through the
 * mutation policy: confirmed, behind the wallet's gate, and sent with one idempotency key per
 * submission (header and body), so a double click or a retry moves the funds once.
 */
function transferForm(asset: WalletAsset, wallets: PlatformWallet[], gate: StepUpGate) {
  const wallet = (id: unknown) => wallets.find((entry) => entry._id === id);
  const choice = (entry: PlatformWallet) => ({ id: entry._id, name: walletName(entry) });
  const form: CallFormSchema = {
    title: coin.transferTitle,
    purpose: 'move funds between platform wallets',
    columns: 2,
    fields: [
      coinInput('from', coin.from, {
        choices: wallets.map(choice),
        help: ({ from }) => {
          const source = wallet(from);
          return source && coin.available(formatUnits(source.amount), source.currency);
        },
      }),
      coinInput('to', coin.to, {
        choicesOf: ({ from }) => {
          const source = wallet(from);
          const same = (entry: PlatformWallet) =>
            source && entry._id !== source._id && entry.tokenType === source.tokenType;
          return wallets.filter(same).map(choice);
        },
      }),
      coinInput('amount', coin.amount, {
        type: 'cryptoAmount',
        messages: { required: coin.amountInvalid },
        sanitize: (typed) => typed.replace(/[^\d.]/g, ''),
        check: (value, { from }) => validateAmount(String(value), wallet(from)) ?? undefined,
      }),
      coinInput('note', coin.note, {
        type: 'text',
        rules: {},
        sanitize: (typed) => typed.slice(0, 200),
      }),
    ],
    endpoint: {
      method: 'POST',
      path: '/admin/selfTransfer',
      body: ({ from, to, amount, note, idempotencyKey }) => ({
        currency: asset.symbol,
        fromAddress: wallet(from)?.address,
        toAddress: wallet(to)?.address,
        amount: String(amount).trim(),
        tokenType: wallet(from)?.tokenType,
        ...(String(note ?? '').trim() ? { note: String(note).trim() } : {}),
        idempotencyKey,
      }),
      errorMessage: errors.tokenContracts.selfTransfer,
      noResponseMessage: errors.tokenContracts.selfTransferFailed,
    },
    confirm: {
      title: coin.confirmTransferTitle,
      text: ({ from, to, amount }) => {
        const [source, target] = [wallet(from), wallet(to)];
        if (!source || !target) return '';
        const names = [walletName(source), walletName(target)] as const;
        return coin.confirmTransferBody(String(amount), asset.symbol, source.tokenType, ...names);
      },
      label: coin.transfer,
      color: 'warning',
    },
    policy: { ...walletWrite(gate), idempotent: true },
    submit: { label: coin.transfer, pending: coin.transferring },
    success: (envelope) => envelope.message || coin.transfer,
    keep: ['from', 'to'],
  };
  return form;
}

/** The coin page's Self transfer section: the form, or why there is none. */
export function SelfTransferForm(props: {
  gate: StepUpGate;
  asset: WalletAsset;
  wallets: PlatformWallet[];
}) {
  const { gate, asset, wallets } = props;
  const possible = wallets.some((wallet) =>
    wallets.some((other) => other._id !== wallet._id && other.tokenType === wallet.tokenType),
  );
  const title = (
    <Stack direction="row" spacing={1} alignItems="center" component="span">
      <SwapHorizIcon color="primary" aria-hidden />
      <span>{coin.transferTitle}</span>
    </Stack>
  );
  return (
    <WalletSection title={title}>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5, mb: 2 }}>
        {coin.transferBody}
      </Typography>
      {possible ? (
        <CallFormBody form={transferForm(asset, wallets, gate)} />
      ) : (
        <Alert severity="info">{coin.needTwoWallets}</Alert>
      )}
    </WalletSection>
  );
}

import { useMemo, useState, type FormEvent } from 'react';
import { Confirm } from 'react-admin';
import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { errors } from '../../../messages/catalogue';
import type { Envelope } from '../../../dataProvider';
import { useGuardedMutation } from '../../../resources/shared/useGuardedMutation';
import {
  type PlatformWallet,
  type SelfTransferPayload,
  type WalletAsset,
  useWalletApi,
} from '../api';
import type { StepUpGate } from '../../../resources/shared/stepUp/useStepUpGate';
import { walletLabels as labels } from '../labels';
import { walletWrite } from '../useGenerateAddress';
import { AMOUNT } from '../../../contracts/money';
import { formatUnits, shortenMiddle } from '../../../resources/shared/format';

/** Checks an amount against the source wallet: positive, its precision, what it holds. */
export function validateAmount(
  amount: string,
  source?: Pick<PlatformWallet, 'decimals' | 'amount'>,
): string | null {
  const value = amount.trim();
  if (!AMOUNT.test(value) || Number(value) <= 0) return labels.coin.amountInvalid;
  if (!source) return null;
  const fraction = (value.split('.')[1] ?? '').replace(/0+$/, '');
  if (fraction.length > source.decimals) return labels.coin.amountDecimals(source.decimals);
  if (Number(value) > Number(source.amount)) return labels.coin.amountTooHigh;
  return null;
}

const walletName = (wallet: PlatformWallet) =>
  `${wallet.label ?? wallet.currency} · ${wallet.tokenType} · ${shortenMiddle(wallet.address)}`;

/**
 * Self transfer between two platform wallets, through the mutation policy: confirmed,
 * pessimistic, and sent with one idempotency key per submission, so a double click or a retry
 * moves the funds once.
 */
export function SelfTransferForm({
  gate,
  asset,
  wallets,
}: {
  gate: StepUpGate;
  asset: WalletAsset;
  wallets: PlatformWallet[];
}) {
  const [fromId, setFromId] = useState('');
  const [toId, setToId] = useState('');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const source = wallets.find((wallet) => wallet._id === fromId);
  const targets = useMemo(
    () =>
      wallets.filter(
        (wallet) => source && wallet._id !== source._id && wallet.tokenType === source.tokenType,
      ),
    [wallets, source],
  );
  const target = targets.find((wallet) => wallet._id === toId);
  const possible = wallets.some((wallet) =>
    wallets.some((other) => other._id !== wallet._id && other.tokenType === wallet.tokenType),
  );

  const api = useWalletApi();
  const transfer = useGuardedMutation<Envelope>({
    ...walletWrite(gate),
    purpose: 'move funds between platform wallets',
    errorMessage: errors.tokenContracts.selfTransfer,
    success: (envelope) => envelope.message || labels.coin.transfer,
  });

  const payload = (): SelfTransferPayload | null =>
    source && target
      ? {
          currency: asset.symbol,
          fromAddress: source.address,
          toAddress: target.address,
          amount: amount.trim(),
          tokenType: source.tokenType,
          ...(note.trim() ? { note: note.trim() } : {}),
        }
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!source) problems.from = labels.coin.required;
    if (!target) problems.to = labels.coin.required;
    const amountProblem = validateAmount(amount, source);
    if (amountProblem) problems.amount = amountProblem;
    setFieldErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const body = payload();
    if (!body) return;
    void transfer
      .run(body, (key) => api.selfTransfer(body, key!), { confirm: true })
      .then((outcome) => {
        if (outcome.status !== 'done') return;
        setAmount('');
        setNote('');
      });
  };

  return (
    <Paper
      sx={{ p: 2.5, borderRadius: 3 }}
      component="section"
      aria-labelledby="coin-transfer-title"
    >
      <Stack direction="row" spacing={1} alignItems="center">
        <SwapHorizIcon color="primary" aria-hidden />
        <Typography id="coin-transfer-title" component="h2" variant="h6" fontWeight={700}>
          {labels.coin.transferTitle}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {labels.coin.transferBody}
      </Typography>
      {!possible ? (
        <Alert severity="info">{labels.coin.needTwoWallets}</Alert>
      ) : (
        <Box component="form" onSubmit={submit} noValidate>
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <TextField
                select
                fullWidth
                label={labels.coin.from}
                value={fromId}
                onChange={(event) => {
                  setFromId(event.target.value);
                  setToId('');
                }}
                error={Boolean(fieldErrors.from)}
                helperText={
                  fieldErrors.from ??
                  (source
                    ? labels.coin.available(formatUnits(source.amount), source.currency)
                    : ' ')
                }
              >
                {wallets.map((wallet) => (
                  <MenuItem key={wallet._id} value={wallet._id}>
                    {walletName(wallet)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                fullWidth
                label={labels.coin.to}
                value={toId}
                onChange={(event) => setToId(event.target.value)}
                error={Boolean(fieldErrors.to)}
                helperText={fieldErrors.to ?? ' '}
                disabled={!source}
              >
                {targets.map((wallet) => (
                  <MenuItem key={wallet._id} value={wallet._id}>
                    {walletName(wallet)}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <TextField
                label={labels.coin.amount}
                value={amount}
                onChange={(event) => setAmount(event.target.value.replace(/[^\d.]/g, ''))}
                error={Boolean(fieldErrors.amount)}
                helperText={fieldErrors.amount ?? ' '}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                sx={{ minWidth: 220 }}
              />
              <TextField
                fullWidth
                label={labels.coin.note}
                value={note}
                onChange={(event) => setNote(event.target.value.slice(0, 200))}
                helperText=" "
              />
            </Stack>
            <Box>
              <Button
                type="submit"
                variant="contained"
                disabled={transfer.pending}
                startIcon={<SwapHorizIcon />}
              >
                {transfer.pending ? labels.coin.transferring : labels.coin.transfer}
              </Button>
            </Box>
          </Stack>
        </Box>
      )}
      <Confirm
        {...transfer.confirmProps}
        title={labels.coin.confirmTransferTitle}
        content={
          <span>
            {source && target
              ? labels.coin.confirmTransferBody(
                  amount.trim(),
                  asset.symbol,
                  source.tokenType,
                  walletName(source),
                  walletName(target),
                )
              : ''}
          </span>
        }
        confirm={labels.coin.transfer}
        confirmColor="warning"
      />
    </Paper>
  );
}

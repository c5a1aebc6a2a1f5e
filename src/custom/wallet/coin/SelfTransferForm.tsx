import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Confirm } from 'react-admin';
import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { errors } from '../../../messages/catalogue';
import { newIdempotencyKey } from '../../../dataProvider/httpClient';
import {
  isStepUpRequired,
  type PlatformWallet,
  type SelfTransferPayload,
  type WalletAsset,
  useWalletApi,
} from '../api';
import { shortAddress } from '../copy';
import type { WalletGate } from '../gate/useWalletGate';
import { walletLabels as labels } from '../labels';
import { useWalletToast } from '../useWalletToast';
import { queryKeys } from '../../../dataProvider/queryKeys';
import { AMOUNT } from '../../../contracts/money';
import { formatUnits } from '../../../resources/shared/format';

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
  `${wallet.label ?? wallet.currency} · ${wallet.tokenType} · ${shortAddress(wallet.address)}`;

/**
 * Self transfer between two platform wallets: confirmed, pessimistic, and sent with one
 * idempotency key per submission, so a double click or a retry moves the funds once.
 */
export function SelfTransferForm({
  gate,
  asset,
  wallets,
}: {
  gate: WalletGate;
  asset: WalletAsset;
  wallets: PlatformWallet[];
}) {
  const toast = useWalletToast();
  const queryClient = useQueryClient();
  const [fromId, setFromId] = useState('');
  const [toId, setToId] = useState('');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [asking, setAsking] = useState(false);
  // The key of the submission waiting for (or retrying) the server: same payload, same key.
  const submission = useRef<{ key: string; payload: string } | null>(null);

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
  const transfer = useMutation({
    mutationFn: ({ payload, key }: { payload: SelfTransferPayload; key: string }) =>
      api.selfTransfer(payload, key),
    onSuccess: (envelope) => {
      submission.current = null;
      toast.success(envelope.message || labels.coin.transfer);
      setAmount('');
      setNote('');
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });
    },
    onError: (error) => {
      if (isStepUpRequired(error)) gate.stepUpRefused();
      toast.failure(error, errors.tokenContracts.selfTransfer);
    },
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
    if (!gate.requireFresh()) return;
    const json = JSON.stringify(payload());
    if (submission.current?.payload !== json)
      submission.current = { key: newIdempotencyKey(), payload: json };
    setAsking(true);
  };

  const confirm = () => {
    const body = payload();
    setAsking(false);
    if (!body || !submission.current || transfer.isPending) return;
    transfer.mutate({ payload: body, key: submission.current.key });
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
                disabled={transfer.isPending}
                startIcon={<SwapHorizIcon />}
              >
                {transfer.isPending ? labels.coin.transferring : labels.coin.transfer}
              </Button>
            </Box>
          </Stack>
        </Box>
      )}
      <Confirm
        isOpen={asking}
        loading={transfer.isPending}
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
        onClose={() => setAsking(false)}
        onConfirm={confirm}
      />
    </Paper>
  );
}

import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Confirm } from 'react-admin';
import { Box, Button, Stack, TextField, Typography, type SxProps, type Theme } from '@mui/material';
import type { Envelope } from '../../contracts/envelope';
import { isCompleteOtp, sanitizeOtp } from '../../contracts/otp';
import { errors } from '../../messages/catalogue';
import { useToast } from '../../resources/shared/useToast';
import { errorMessage } from '../../dataProvider/errorText';
import { twoFactorLabels as labels } from './labels';

/**
 * A 6-digit code sent by one call (turning 2FA on, or off): the code is checked before sending,
 * and confirmed first when `confirm` asks it. A success toasts the server's message (else
 * `success`); a refusal shows the server's message under the input (else the spec's
 * 'Verify 2fa failed!') and as a toast, and empties the input.
 */
export function CodeForm({
  title,
  body,
  submit,
  send,
  success,
  onDone,
  confirm,
  onCancel,
  destructive,
  sx,
}: {
  title: string;
  body?: string;
  submit: { label: string; pending: string };
  send: (code: string) => Promise<Envelope>;
  success: string;
  onDone: () => void;
  confirm?: { title: string; content: string };
  onCancel?: () => void;
  /** Turning something off: an outlined button in the error colour. */
  destructive?: boolean;
  sx?: SxProps<Theme>;
}) {
  const toast = useToast();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (envelope) => {
      setCode('');
      toast.success(envelope.message || success);
      onDone();
    },
    onError: (failure) => {
      const message = errorMessage(failure, errors.twoFactor.verify);
      setError(message);
      setCode('');
      toast.error(message);
    },
  });
  const pending = mutation.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const complete = isCompleteOtp(code);
    setError(complete ? null : errors.validation.otp);
    if (complete && confirm) setAsking(true);
    else if (complete) mutation.mutate(code);
  };

  return (
    <Box component="form" onSubmit={onSubmit} noValidate sx={sx}>
      <Typography fontWeight={600} gutterBottom={!body}>
        {title}
      </Typography>
      {body ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {body}
        </Typography>
      ) : null}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        alignItems={{ sm: 'flex-start' }}
      >
        <TextField
          label={labels.codeLabel}
          value={code}
          onChange={(event) => setCode(sanitizeOtp(event.target.value))}
          error={Boolean(error)}
          helperText={error ?? ' '}
          disabled={pending}
          sx={{ width: { xs: '100%', sm: 240 } }}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              autoComplete: 'one-time-code',
              // No maxLength: the browser would cut a pasted '123 456' to '123 45' before the digits are kept.
              pattern: '[0-9]*',
              style: { letterSpacing: '0.4em', fontSize: '1.2rem' },
            },
          }}
        />
        <Button
          type="submit"
          variant={destructive ? 'outlined' : 'contained'}
          color={destructive ? 'error' : 'primary'}
          disabled={pending}
        >
          {pending ? submit.pending : submit.label}
        </Button>
        {onCancel ? (
          <Button color="inherit" onClick={onCancel} disabled={pending}>
            {labels.cancel}
          </Button>
        ) : null}
      </Stack>
      {confirm ? (
        <Confirm
          isOpen={asking}
          title={confirm.title}
          content={confirm.content}
          confirm={submit.label}
          cancel={labels.cancel}
          confirmColor={destructive ? 'warning' : 'primary'}
          onConfirm={() => {
            setAsking(false);
            mutation.mutate(code);
          }}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </Box>
  );
}

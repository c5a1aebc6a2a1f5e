import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import GppMaybeOutlinedIcon from '@mui/icons-material/GppMaybeOutlined';
import { errors } from '../../messages/catalogue';
import { errorMessage, useWalletApi } from '../wallet/api';
import { clearMarker, isValidOtp, sanitizeOtp } from '../wallet/gate/gateState';
import { adminProfileKey } from '../wallet/gate/useWalletGate';
import { useWalletToast } from '../wallet/useWalletToast';
import { useTwoFactorApi, type TwoFactorSetup } from './api';
import { SetupPanel } from './SetupPanel';
import { labels } from './labels';

export const twoFactorProfileKey = ['twoFactor', 'adminProfile'] as const;

/** /admin/2fa: the admin's own two-factor authentication (enable with a QR code, disable). */
export default function TwoFactorPage() {
  const queryClient = useQueryClient();
  const api = useWalletApi();
  const profile = useQuery({
    queryKey: twoFactorProfileKey,
    queryFn: ({ signal }) => api.getAdminProfile({ signal, errorMessage: errors.adminProfile }),
    retry: false,
  });
  const enabled = profile.data?.f2A_Status === 'true';

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: twoFactorProfileKey });
    void queryClient.invalidateQueries({ queryKey: adminProfileKey });
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 760 }}>
      <Typography component="h1" variant="h5" fontWeight={700}>
        {labels.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {labels.subtitle}
      </Typography>
      {profile.isPending ? (
        <Stack direction="row" spacing={2} alignItems="center" role="status">
          <CircularProgress size={24} aria-label={labels.loading} />
          <Typography color="text.secondary">{labels.loading}</Typography>
        </Stack>
      ) : profile.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void profile.refetch()}>
              {labels.retry}
            </Button>
          }
        >
          {errorMessage(profile.error, errors.adminProfile)}
        </Alert>
      ) : (
        <Paper sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
          <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
            {enabled ? (
              <VerifiedUserIcon color="success" sx={{ fontSize: 40 }} aria-hidden />
            ) : (
              <GppMaybeOutlinedIcon color="warning" sx={{ fontSize: 40 }} aria-hidden />
            )}
            <Box sx={{ flex: 1 }}>
              <Stack direction="row" spacing={1} alignItems="center">
                <Typography component="h2" variant="h6" fontWeight={700}>
                  {labels.title}
                </Typography>
                <Chip
                  size="small"
                  color={enabled ? 'success' : 'warning'}
                  label={enabled ? labels.statusOn : labels.statusOff}
                />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {enabled ? labels.onBody : labels.offBody}
              </Typography>
            </Box>
          </Stack>
          {enabled ? <DisableForm onDone={refresh} /> : <EnableFlow onDone={refresh} />}
        </Paper>
      )}
    </Box>
  );
}

function EnableFlow({ onDone }: { onDone: () => void }) {
  const toast = useWalletToast();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const twoFactor = useTwoFactorApi();
  const {
    code,
    setCode,
    error,
    setError,
    mutation: confirm,
    validate,
  } = useCodeMutation(twoFactor.confirm, (envelope) => {
    toast.success(envelope.message || labels.enabledToast);
    setSetup(null);
    onDone();
  });

  const start = useMutation({
    mutationFn: twoFactor.enable,
    onSuccess: (result) => {
      setSetup(result);
      setError(null);
    },
    onError: (failure) => toast.failure(failure, errors.twoFactor.generate),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (validate()) confirm.mutate(code);
  };

  if (!setup) {
    return (
      <Button variant="contained" onClick={() => start.mutate()} disabled={start.isPending}>
        {start.isPending ? labels.starting : labels.start}
      </Button>
    );
  }

  return (
    <SetupPanel setup={setup}>
      <Box component="form" onSubmit={submit} noValidate>
        <Typography fontWeight={600} gutterBottom>
          {labels.step2}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          alignItems={{ sm: 'flex-start' }}
        >
          <CodeInput value={code} onChange={setCode} error={error} disabled={confirm.isPending} />
          <Button
            type="submit"
            variant="contained"
            disabled={confirm.isPending}
            sx={{ mt: { sm: 1 } }}
          >
            {confirm.isPending ? labels.confirming : labels.confirm}
          </Button>
          <Button
            color="inherit"
            onClick={() => setSetup(null)}
            disabled={confirm.isPending}
            sx={{ mt: { sm: 1 } }}
          >
            {labels.cancel}
          </Button>
        </Stack>
      </Box>
    </SetupPanel>
  );
}

function DisableForm({ onDone }: { onDone: () => void }) {
  const toast = useWalletToast();
  const [asking, setAsking] = useState(false);
  const twoFactor = useTwoFactorApi();
  const {
    code,
    setCode,
    error,
    mutation: disable,
    validate,
  } = useCodeMutation(twoFactor.disable, (envelope) => {
    // The server drops every wallet step-up with 2FA: so does the browser's gate.
    clearMarker(window.sessionStorage);
    toast.success(envelope.message || labels.disabledToast);
    onDone();
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (validate()) setAsking(true);
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}
    >
      <Typography fontWeight={600}>{labels.disableTitle}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {labels.disableBody}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        alignItems={{ sm: 'flex-start' }}
      >
        <CodeInput value={code} onChange={setCode} error={error} disabled={disable.isPending} />
        <Button
          type="submit"
          variant="outlined"
          color="error"
          disabled={disable.isPending}
          sx={{ mt: { sm: 1 } }}
        >
          {disable.isPending ? labels.disabling : labels.disable}
        </Button>
      </Stack>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="disable-2fa-title">
        <DialogTitle id="disable-2fa-title">{labels.confirmDisableTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{labels.confirmDisableBody}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{labels.cancel}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setAsking(false);
              disable.mutate(code);
            }}
          >
            {labels.disable}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/**
 * A 6-digit code sent by one mutation: the code is checked before sending, and a refusal shows
 * the server's message under the input (else the spec's 'Verify 2fa failed!') and as a toast.
 */
function useCodeMutation<T>(send: (code: string) => Promise<T>, onSuccess: (result: T) => void) {
  const toast = useWalletToast();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (result) => {
      setCode('');
      onSuccess(result);
    },
    onError: (failure) => {
      const message = errorMessage(failure, errors.twoFactor.verify);
      setError(message);
      setCode('');
      toast.error(message);
    },
  });
  const validate = () => {
    setError(isValidOtp(code) ? null : errors.validation.otp);
    return isValidOtp(code);
  };
  return { code, setCode, error, setError, mutation, validate };
}

function CodeInput({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (code: string) => void;
  error: string | null;
  disabled: boolean;
}) {
  return (
    <TextField
      label={labels.codeLabel}
      value={value}
      onChange={(event) => onChange(sanitizeOtp(event.target.value))}
      error={Boolean(error)}
      helperText={error ?? ' '}
      disabled={disabled}
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
  );
}

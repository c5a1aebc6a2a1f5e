import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Box, Button, Stack, Typography } from '@mui/material';
import { errors } from '../../messages/catalogue';
import { useToast } from '../../resources/shared/useToast';
import { useTwoFactorApi, type TwoFactorSetup } from './api';
import { CodeInput, useCodeMutation } from './codeEntry';
import { SetupPanel } from './SetupPanel';
import { twoFactorLabels as labels } from './labels';

/** 2FA off: start the setup (secret and QR code), then confirm it with a first code. */
export function EnableFlow({ onDone }: { onDone: () => void }) {
  const toast = useToast();
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

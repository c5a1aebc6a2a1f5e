import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { clearMarker } from '../../resources/shared/stepUp/gateState';
import { useToast } from '../../resources/shared/useToast';
import { useTwoFactorApi } from './api';
import { CodeInput, useCodeMutation } from './codeEntry';
import { twoFactorLabels as labels } from './labels';

/** 2FA on: turning it off takes a current code and a confirmation. */
export function DisableForm({ onDone }: { onDone: () => void }) {
  const toast = useToast();
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

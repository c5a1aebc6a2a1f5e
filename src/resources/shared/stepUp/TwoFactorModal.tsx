import { useRef, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { stepUpLabels as labels } from './labels';
import { MAX_ATTEMPTS } from './gateState';
import type { StepUpGate } from './useStepUpGate';

/**
 * The 2FA modal of the step-up. Closing it goes back one page
 * (StepUpPrompt: back to the action's dialog). `body` names what the code is for: the wallet
 * screens, or the action a step-up guards.
 */
export function TwoFactorModal({
  gate,
  open,
  body,
}: {
  gate: StepUpGate;
  open: boolean;
  body: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void gate.submit();
  };
  // The server's refusal may already say how many remain; then the line would repeat it.
  const showAttempts =
    !gate.locked &&
    gate.attemptsUsed > 0 &&
    gate.attemptsUsed < MAX_ATTEMPTS &&
    !(gate.error ?? '').includes('remaining');

  return (
    <Dialog
      open={open}
      onClose={gate.close}
      aria-labelledby="wallet-2fa-title"
      aria-describedby="wallet-2fa-body"
      maxWidth="xs"
      fullWidth
      slotProps={{
        paper: { component: 'form', onSubmit, noValidate: true } as object,
        transition: { onEntered: () => input.current?.focus() },
      }}
    >
      <DialogTitle id="wallet-2fa-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LockOutlinedIcon color="primary" aria-hidden />
        {labels.modalTitle}
      </DialogTitle>
      <DialogContent>
        <Typography id="wallet-2fa-body" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {body}
        </Typography>
        <TextField
          inputRef={input}
          fullWidth
          label={labels.codeLabel}
          value={gate.otp}
          onChange={(event) => gate.setOtp(event.target.value)}
          error={Boolean(gate.error)}
          helperText={gate.error ?? ' '}
          disabled={gate.locked || gate.verifying}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              autoComplete: 'one-time-code',
              // No maxLength: the browser would cut a pasted '123 456' to '123 45' before the digits are kept.
              pattern: '[0-9]*',
              style: { letterSpacing: '0.5em', fontSize: '1.4rem', textAlign: 'center' },
            },
          }}
        />
        {showAttempts && (
          <Typography role="status" variant="body2" color="warning.main" sx={{ mt: 1 }}>
            {labels.attemptsRemaining(gate.attemptsLeft)}
          </Typography>
        )}
        {gate.locked && (
          <Alert severity="error" role="status" sx={{ mt: 1 }}>
            {labels.unlocksIn(labels.time(gate.lockRemaining))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={gate.close} color="inherit">
          {labels.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={gate.locked || gate.verifying}>
          {gate.verifying ? labels.verifying : labels.verify}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

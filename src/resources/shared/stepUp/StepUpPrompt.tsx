import { useEffect, useMemo, useRef } from 'react';
import { CircularProgress, Dialog, DialogContent } from '@mui/material';
import { stepUpLabels as labels } from './labels';
import { ProfileError } from './ProfileError';
import { useStepUpGate } from './useStepUpGate';
import { TwoFactorModal } from './TwoFactorModal';
import { SecurityRequired } from './SecurityRequired';

/**
 * What a step-up guards, from a confirmation's title: "Approve this withdrawal?" asks the code
 * "to approve this withdrawal" (every declared confirmation is such a question).
 */
export function purposeOf(title: string): string {
  const text = title.trim().replace(/[?.!]+$/, '');
  // "Approve" → "approve", but "USDT …" or "2FA …" keep their capitals.
  return /^[A-Z][a-z]/.test(text) ? text[0].toLowerCase() + text.slice(1) : text;
}

/**
 * The step-up's verification, opened over an action's dialog: the same hook, modal, attempt
 * counter and lock as the wallet screens' gate, naming the action it guards (`purpose`:
 * "approve this withdrawal"). Cancelling returns to the dialog instead of leaving the page.
 * Mounted only while a step-up is needed.
 */
export function StepUpPrompt({
  purpose,
  onVerified,
  onCancel,
}: {
  purpose: string;
  onVerified: () => void;
  onCancel: () => void;
}) {
  const gate = useStepUpGate();
  const local = useMemo(() => ({ ...gate, close: onCancel, goBack: onCancel }), [gate, onCancel]);
  const done = useRef(false);

  useEffect(() => {
    if (gate.status === 'verified' && !done.current) {
      done.current = true;
      onVerified();
    }
  }, [gate.status, onVerified]);

  switch (gate.status) {
    case 'otp':
      return <TwoFactorModal gate={local} open body={labels.modalBody(purpose)} />;
    case 'twoFactorOff':
      return (
        // Named by the block's heading (MUI puts an aria-label on the backdrop's root, not the dialog).
        <Dialog open onClose={onCancel} aria-labelledby="security-required-title">
          <SecurityRequired onBack={onCancel} body={labels.twoFactorOffBody(purpose)} />
        </Dialog>
      );
    case 'profileError':
      return (
        <Dialog open onClose={onCancel}>
          <DialogContent>
            <ProfileError onRetry={gate.retryProfile} onBack={onCancel} />
          </DialogContent>
        </Dialog>
      );
    case 'checking':
      return (
        <Dialog open onClose={onCancel}>
          <DialogContent>
            <CircularProgress aria-label={labels.checking} />
          </DialogContent>
        </Dialog>
      );
    default:
      return null;
  }
}

import { useEffect, useMemo, useRef } from 'react';
import { Alert, Button, CircularProgress, Dialog, DialogContent, Stack } from '@mui/material';
import { errors, texts } from '../../../messages/catalogue';
import { useWalletGate } from '../../../custom/wallet/gate/useWalletGate';
import { TwoFactorModal } from '../../../custom/wallet/gate/TwoFactorModal';
import { SecurityRequired } from '../../../custom/wallet/gate/SecurityRequired';
import { hasValidMarker } from '../../../custom/wallet/gate/gateState';

/** The server refuses an operation without a live step-up with 403 (server/auth/stepUp.ts). */
export { isStepUpRefusal } from '../../../dataProvider/stepUpRefusal';

/** True when a 2FA verification from the last 5 minutes is on record (the wallet gate's marker). */
export const hasLiveStepUp = (): boolean => hasValidMarker(window.sessionStorage);

/**
 * The wallet gate's verification, opened over an action's dialog: the same hook, modal, attempt
 * counter and lock as the wallet screens. Cancelling returns to the dialog instead of leaving
 * the page. Mounted only while a step-up is needed.
 */
export function StepUpPrompt({
  onVerified,
  onCancel,
}: {
  onVerified: () => void;
  onCancel: () => void;
}) {
  const gate = useWalletGate();
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
      return <TwoFactorModal gate={local} open />;
    case 'twoFactorOff':
      return (
        <Dialog open onClose={onCancel} aria-label={texts.wallet.securityRequired}>
          <SecurityRequired onBack={onCancel} />
        </Dialog>
      );
    case 'profileError':
      return (
        <Dialog open onClose={onCancel}>
          <DialogContent>
            <Alert
              severity="error"
              action={
                <Stack direction="row" spacing={1}>
                  <Button color="inherit" size="small" onClick={gate.retryProfile}>
                    {texts.wallet.retry}
                  </Button>
                  <Button color="inherit" size="small" onClick={onCancel}>
                    {texts.wallet.goBack}
                  </Button>
                </Stack>
              }
            >
              {errors.walletScreen.loadAdminProfile}
            </Alert>
          </DialogContent>
        </Dialog>
      );
    case 'checking':
      return (
        <Dialog open onClose={onCancel}>
          <DialogContent>
            <CircularProgress aria-label="Checking verification" />
          </DialogContent>
        </Dialog>
      );
    default:
      return null;
  }
}

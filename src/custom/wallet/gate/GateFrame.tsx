import type { ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { errors, texts } from '../../../messages/catalogue';
import { walletLabels as labels } from '../labels';
import { SecurityRequired } from './SecurityRequired';
import { TwoFactorModal } from './TwoFactorModal';
import type { WalletGate } from './useWalletGate';

/**
 * Renders the page behind the wallet gate: as is once verified, blurred behind the 2FA modal
 * while a code is needed, and replaced by the 'Security Verification Required' block without 2FA.
 */
export function GateFrame({ gate, children }: { gate: WalletGate; children: ReactNode }) {
  switch (gate.status) {
    case 'checking':
      return (
        <Stack alignItems="center" spacing={2} sx={{ py: 8 }} role="status">
          <CircularProgress aria-label={labels.gate.checking} />
          <Typography color="text.secondary">{labels.gate.checking}</Typography>
        </Stack>
      );
    case 'profileError':
      return (
        <Box sx={{ maxWidth: 520, mx: 'auto', py: 6 }}>
          <ProfileError onRetry={gate.retryProfile} onBack={gate.goBack} />
        </Box>
      );
    case 'twoFactorOff':
      return <SecurityRequired onBack={gate.goBack} />;
    case 'otp':
      return (
        <>
          <Box
            data-testid="wallet-gate-blur"
            aria-hidden
            inert
            sx={{ filter: 'blur(6px)', pointerEvents: 'none', userSelect: 'none' }}
          >
            {children}
          </Box>
          <TwoFactorModal gate={gate} open />
        </>
      );
    default:
      return <>{children}</>;
  }
}

/** The admin's profile (is 2FA on?) could not be read: try again, or go back. */
export function ProfileError({ onRetry, onBack }: { onRetry: () => void; onBack: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" onClick={onRetry}>
            {texts.wallet.retry}
          </Button>
          <Button color="inherit" size="small" onClick={onBack}>
            {texts.wallet.goBack}
          </Button>
        </Stack>
      }
    >
      {errors.walletScreen.loadAdminProfile}
    </Alert>
  );
}

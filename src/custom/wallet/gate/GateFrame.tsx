import type { ReactNode } from 'react';
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { walletLabels as labels } from '../labels';
import { ProfileError } from '../../../resources/shared/stepUp/ProfileError';
import { SecurityRequired } from '../../../resources/shared/stepUp/SecurityRequired';
import { TwoFactorModal } from '../../../resources/shared/stepUp/TwoFactorModal';
import { useStepUpGate, type StepUpGate } from '../../../resources/shared/stepUp/useStepUpGate';
import { texts } from '../../../messages/catalogue';

/** A wallet screen: the wallet's header over the page, which renders behind the gate. */
export function WalletScreen({ children }: { children: (gate: StepUpGate) => ReactNode }) {
  const gate = useStepUpGate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography component="h1" variant="h5" sx={{ mb: 3 }}>
        <Box component="span" sx={{ fontWeight: 700 }}>
          {texts.wallet.headerTitle}
        </Box>
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
          {texts.wallet.header.slice(texts.wallet.headerTitle.length)}
        </Box>
      </Typography>
      <GateFrame gate={gate}>{children(gate)}</GateFrame>
    </Box>
  );
}

/**
 * Renders the page behind the wallet gate: as is once verified, blurred behind the 2FA modal
 * while a code is needed, and replaced by the 'Security Verification Required' block without 2FA.
 */
function GateFrame({ gate, children }: { gate: StepUpGate; children: ReactNode }) {
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
      return <SecurityRequired onBack={gate.goBack} body={labels.gate.twoFactorOffBody} />;
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
          <TwoFactorModal gate={gate} open body={labels.gate.modalBody} />
        </>
      );
    default:
      return <>{children}</>;
  }
}

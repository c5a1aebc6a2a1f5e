/**
 * Wording of the 2FA step-up (the wallet screens' gate, and the step-up of declared actions) that
 * the message catalogue does not fix; its own texts live in
 * src/messages/catalogue.ts. `purpose` names what the code is asked for: "manage platform
 * wallets", "approve this withdrawal".
 */
export const stepUpLabels = {
  checking: 'Checking verification',
  modalTitle: 'Two-Factor Verification',
  modalBody: (purpose: string) =>
    `Enter the 6-digit code from your authenticator app to ${purpose}.`,
  codeLabel: 'Verification code',
  verify: 'Verify',
  verifying: 'Verifying...',
  cancel: 'Cancel',
  attemptsRemaining: (n: number) => `${n} ${n === 1 ? 'attempt' : 'attempts'} remaining`,
  unlocksIn: (time: string) => `Verification unlocks in ${time}`,
  twoFactorOffBody: (purpose: string) =>
    `Two-factor authentication is required to ${purpose}. Enable 2FA on your admin account, then come back to verify.`,
  /** A countdown's "m:ss". */
  time: (ms: number) => {
    const total = Math.ceil(ms / 1000);
    return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
  },
} as const;

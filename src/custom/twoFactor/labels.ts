/** Wording of /admin/2fa that the message catalogue does not fix (its texts live in src/messages/catalogue.ts). */
export const twoFactorLabels = {
  title: 'Two-Factor Authentication',
  subtitle: 'Protect your admin account and unlock wallet management with an authenticator app.',
  statusOn: 'Enabled',
  statusOff: 'Disabled',
  onBody:
    'Your account asks for a code from your authenticator app at sign-in and before wallet operations.',
  offBody:
    'Wallet management needs 2FA. Set it up with any TOTP authenticator app (Google Authenticator, Authy, 1Password...).',
  start: 'Enable 2FA',
  starting: 'Generating...',
  step1: '1. Scan this QR code with your authenticator app',
  qrAlt: 'QR code of the 2FA setup URL for your authenticator app',
  manual: "Can't scan it? Enter this key manually:",
  copySecret: 'Copy setup key',
  secretCopied: 'Copied to clipboard!',
  step2: '2. Enter the 6-digit code the app shows',
  codeLabel: 'Authentication code',
  confirm: 'Confirm and enable',
  confirming: 'Confirming...',
  cancel: 'Cancel',
  disableTitle: 'Turn off 2FA',
  disableBody:
    'Enter a current code from your authenticator app to turn two-factor authentication off.',
  disable: 'Disable 2FA',
  disabling: 'Disabling...',
  confirmDisableTitle: 'Turn off two-factor authentication?',
  confirmDisableBody:
    'Sign-in will no longer ask for a code and wallet management will be unavailable until you enable 2FA again.',
  loading: 'Loading your security settings...',
  enabledToast: '2FA enabled',
  disabledToast: '2FA disabled',
} as const;

/**
 * Wording of the wallet and 2FA screens that the spec leaves open (its own texts live in
 * src/messages/catalogue.ts). Kept in one place so components spell nothing themselves.
 */
export const labels = {
  gate: {
    checking: 'Checking your security session...',
    modalTitle: 'Two-Factor Verification',
    modalBody: 'Enter the 6-digit code from your authenticator app to manage platform wallets.',
    codeLabel: 'Verification code',
    verify: 'Verify',
    verifying: 'Verifying...',
    cancel: 'Cancel',
    attemptsRemaining: (n: number) => `${n} ${n === 1 ? 'attempt' : 'attempts'} remaining`,
    unlocksIn: (time: string) => `Verification unlocks in ${time}`,
    validFor: (time: string) => `Verified session: ${time} left`,
    twoFactorOffBody:
      'Managing platform wallets requires two-factor authentication. Enable 2FA on your admin account, then come back to verify.',
  },
  list: {
    copyAddress: (name: string) => `Copy ${name} address`,
    showBalance: (name: string) => `Show ${name} balance`,
    openAsset: (name: string) => `Open ${name} wallet`,
    searchLabel: 'Search cryptocurrencies',
    close: 'Close',
    balanceTitle: 'Wallet balance',
    network: 'Network',
    address: 'Address',
    message: 'Message',
  },
  selector: {
    label: 'Asset',
    choose: 'Choose asset',
    count: (n: number) => `${n} ${n === 1 ? 'asset' : 'assets'}`,
    none: 'No matching assets',
    searchLabel: 'Search coin',
  },
  detail: {
    title: 'Deposit Address',
    network: 'Network',
    copyAddress: 'Copy address',
    copyTag: 'Copy destination tag',
    openCoin: 'Open coin page',
    loadingWallets: 'Loading wallets...',
    walletsError: 'Could not load the platform wallets.',
  },
  copyFailed: 'Could not copy to the clipboard',
  time: (ms: number) => {
    const total = Math.ceil(ms / 1000);
    return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
  },
} as const;

import { stepUpLabels } from '../../resources/shared/stepUp/labels';

/**
 * Wording of the wallet and 2FA screens that the message catalogue does not fix (its texts live in
 * src/messages/catalogue.ts). Kept in one place so components spell nothing themselves.
 */
export const walletLabels = {
  /** The wallet's step-up texts (the others: src/resources/shared/stepUp/labels.ts). */
  gate: {
    checking: 'Checking your security session...',
    modalBody: stepUpLabels.modalBody('manage platform wallets'),
    twoFactorOffBody:
      'Managing platform wallets requires two-factor authentication. Enable 2FA on your admin account, then come back to verify.',
  },
  list: {
    copyAddress: (name: string) => `Copy ${name} address`,
    showBalance: (name: string) => `Show ${name} balance`,
    openAsset: (name: string) => `Open ${name} wallet`,
    searchLabel: 'Search cryptocurrencies',
    balanceTitle: 'Wallet balance',
    loadingBalance: 'Loading balance...',
    network: 'Network',
    address: 'Address',
    message: 'Message',
  },
  selector: {
    label: 'Asset',
    count: (n: number) => `${n} ${n === 1 ? 'asset' : 'assets'}`,
    none: 'No matching assets',
  },
  detail: {
    title: 'Deposit Address',
    copyAddress: 'Copy address',
    copyTag: 'Copy destination tag',
    openCoin: 'Open coin page',
    loadingWallets: 'Loading wallets...',
  },
  coin: {
    back: 'Back to wallets',
    missing: 'Unknown asset',
    missingBody: (symbol: string) =>
      `No platform asset has the symbol "${symbol}". Choose one on the wallet screen.`,
    totalHeld: 'Held in platform wallets',
    walletsTitle: 'Platform wallets',
    walletsEmpty: 'No platform wallet for this asset yet: generate a deposit address above.',
    colLabel: 'Label',
    colUsd: 'Value (USD)',
    current: 'Current',
    depositTitle: 'Deposit address',
    contractsTitle: 'Token contracts',
    contractsEmpty: 'No token contract is registered for this asset.',
    contractsLoading: 'Loading token contracts...',
    colChain: 'Chain',
    colDecimals: 'Decimals',
    copyContract: (tokenType: string) => `Copy ${tokenType} contract address`,
    registerTitle: 'Register a contract on another network',
    tokenType: 'Token network',
    contractAddress: 'Contract address',
    register: 'Register contract',
    registering: 'Registering...',
    confirmRegisterTitle: 'Register this token contract?',
    confirmRegisterBody: (symbol: string, type: string, address: string) =>
      `${symbol} on ${type} will use the contract ${address}. Deposits on that network will be credited as ${symbol}.`,
    transferTitle: 'Self transfer',
    transferBody: 'Move funds between two platform wallets of this asset on the same network.',
    from: 'From wallet',
    to: 'To wallet',
    amount: 'Amount',
    note: 'Note (optional)',
    available: (amount: string, symbol: string) => `Available: ${amount} ${symbol}`,
    transfer: 'Transfer',
    transferring: 'Transferring...',
    confirmTransferTitle: 'Confirm the transfer',
    confirmTransferBody: (
      amount: string,
      symbol: string,
      network: string,
      from: string,
      to: string,
    ) =>
      `Move ${amount} ${symbol} on ${network} from ${from} to ${to}? This moves funds and cannot be undone.`,
    needTwoWallets:
      'A self transfer needs two platform wallets on the same network: generate another address first.',
    amountInvalid: 'Enter a positive amount',
    amountDecimals: (n: number) => `At most ${n} decimals`,
    amountTooHigh: 'The amount is more than the wallet holds',
    required: 'Required',
    contractInvalid: 'Enter the contract address',
  },
} as const;

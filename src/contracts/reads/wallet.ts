import { addressInput, currencyInput, textInput } from '../commands/inputs';
import type { ReadDeclaration } from './types';

/** The platform's own wallets: reading them needs the 2FA step-up too. */
const wallet = { tag: 'wallet', permission: 'wallet:read', stepUp: true } as const;

export const adminWallets: ReadDeclaration = {
  ...wallet,
  name: 'getAdminWallet',
  label: 'Wallet assets with their networks and current deposit addresses',
  method: 'GET',
  path: '/admin/getAdminWallet',
  inputs: [],
  message: 'Admin wallets',
};

export const adminWalletBalances: ReadDeclaration = {
  ...wallet,
  name: 'getAdminWalletBalance',
  label: 'Every platform wallet with its ledger balance (units and USD)',
  method: 'GET',
  path: '/admin/getAdminWalletBalance',
  inputs: [],
  message: 'Platform wallet balances',
};

export const overallBalance: ReadDeclaration = {
  ...wallet,
  name: 'overAllAdminBalance',
  label: 'The total platform balance list (spec "Admin balance": result.cryptos)',
  method: 'POST',
  path: '/admin/overAllAdminBalance',
  inputs: [],
  message: 'Admin balances',
};

export const tokenBalance: ReadDeclaration = {
  ...wallet,
  name: 'tokenBalance',
  label: 'Balance of one platform wallet, in US dollars (spec "Balance detail")',
  method: 'POST',
  path: '/admin/tokenBalance',
  inputs: [
    currencyInput,
    addressInput('address', 'Address', { required: true, maxLength: 128 }),
    textInput('tokenType', 'Network', { maxLength: 12 }),
  ],
  message: 'Balance fetched',
  example: { currency: 'BTC', address: 'bc1qunknown' },
};

export const tokenContracts: ReadDeclaration = {
  ...wallet,
  name: 'getContractAddress',
  label: 'Token contracts by network (optionally of one currency and/or token type)',
  method: 'POST',
  path: '/admin/getContractAddress',
  inputs: [
    { key: 'currency', label: 'Currency', type: 'text', rules: { maxLength: 12 } },
    { key: 'tokenType', label: 'Network', type: 'text', rules: { maxLength: 12 } },
  ],
};

/**
 * The chains the platform holds keys on (server/wallet/catalogue.ts seeds `wallet_networks` with
 * these ids), with the names admins read. Plain TypeScript.
 */
export const NETWORK_NAMES = {
  bitcoin: 'Bitcoin',
  ethereum: 'Ethereum (ERC20)',
  bsc: 'BNB Smart Chain (BEP20)',
  tron: 'TRON (TRC20)',
  xrpl: 'XRP Ledger',
} as const;

export const NETWORK_IDS = Object.keys(NETWORK_NAMES) as (keyof typeof NETWORK_NAMES)[];

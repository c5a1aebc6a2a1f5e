/**
 * Block explorers per network, for address and tx-hash fields. Keys are the network names the
 * API uses (asset symbols for native chains, token standards for tokens), compared upper-case.
 */
export interface Explorer {
  name: string;
  address: (address: string) => string;
  tx: (hash: string) => string;
}

const etherscan: Explorer = {
  name: 'Etherscan',
  address: (a) => `https://etherscan.io/address/${a}`,
  tx: (h) => `https://etherscan.io/tx/${h}`,
};
const bscscan: Explorer = {
  name: 'BscScan',
  address: (a) => `https://bscscan.com/address/${a}`,
  tx: (h) => `https://bscscan.com/tx/${h}`,
};
const tronscan: Explorer = {
  name: 'Tronscan',
  address: (a) => `https://tronscan.org/#/address/${a}`,
  tx: (h) => `https://tronscan.org/#/transaction/${h}`,
};
const polygonscan: Explorer = {
  name: 'PolygonScan',
  address: (a) => `https://polygonscan.com/address/${a}`,
  tx: (h) => `https://polygonscan.com/tx/${h}`,
};

export const explorers: Record<string, Explorer> = {
  BTC: {
    name: 'mempool.space',
    address: (a) => `https://mempool.space/address/${a}`,
    tx: (h) => `https://mempool.space/tx/${h}`,
  },
  LTC: {
    name: 'Blockchair',
    address: (a) => `https://blockchair.com/litecoin/address/${a}`,
    tx: (h) => `https://blockchair.com/litecoin/transaction/${h}`,
  },
  ETH: etherscan,
  ERC20: etherscan,
  BNB: bscscan,
  BSC: bscscan,
  BEP20: bscscan,
  TRX: tronscan,
  TRC20: tronscan,
  MATIC: polygonscan,
  POLYGON: polygonscan,
  XRP: {
    name: 'XRPSCAN',
    address: (a) => `https://xrpscan.com/account/${a}`,
    tx: (h) => `https://xrpscan.com/tx/${h}`,
  },
  SOL: {
    name: 'Solscan',
    address: (a) => `https://solscan.io/account/${a}`,
    tx: (h) => `https://solscan.io/tx/${h}`,
  },
};

/** The explorer link of an address or a transaction, or undefined for an unknown network. */
export function explorerUrl(
  network: string | null | undefined,
  kind: 'address' | 'tx',
  value: string,
): string | undefined {
  const explorer = network ? explorers[network.toUpperCase()] : undefined;
  return explorer ? explorer[kind](encodeURIComponent(value)) : undefined;
}

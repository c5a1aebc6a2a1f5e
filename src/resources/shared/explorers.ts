/**
 * Block explorers per network, for address and tx-hash fields. Keys are the network names the
 * API uses (asset symbols for native chains, token standards for tokens), compared upper-case.
 */
export interface Explorer {
  name: string;
  address: (address: string) => string;
  tx: (hash: string) => string;
}

/** An explorer whose pages are `<site>/<addressPath>/<address>` and `<site>/<txPath>/<hash>`. */
const explorer = (
  name: string,
  site: string,
  addressPath = 'address',
  txPath = 'tx',
): Explorer => ({
  name,
  address: (a) => `${site}/${addressPath}/${a}`,
  tx: (h) => `${site}/${txPath}/${h}`,
});

const etherscan = explorer('Etherscan', 'https://etherscan.io');
const bscscan = explorer('BscScan', 'https://bscscan.com');
const tronscan = explorer('Tronscan', 'https://tronscan.org/#', 'address', 'transaction');
const polygonscan = explorer('PolygonScan', 'https://polygonscan.com');

export const explorers: Record<string, Explorer> = {
  BTC: explorer('mempool.space', 'https://mempool.space'),
  LTC: explorer('Blockchair', 'https://blockchair.com/litecoin', 'address', 'transaction'),
  ETH: etherscan,
  ERC20: etherscan,
  BNB: bscscan,
  BSC: bscscan,
  BEP20: bscscan,
  TRX: tronscan,
  TRC20: tronscan,
  MATIC: polygonscan,
  POLYGON: polygonscan,
  XRP: explorer('XRPSCAN', 'https://xrpscan.com', 'account'),
  SOL: explorer('Solscan', 'https://solscan.io', 'account'),
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

/**
 * What a transaction looks like on each network the platform holds keys on, and where its
 * explorer shows it. Deposits and withdrawals validate and link their tx hashes with this.
 */
export interface ChainFacts {
  /** Confirmations before a deposit is credited. */
  confirmations: number;
  /** A transaction hash of this network. */
  txHash: RegExp;
  /** Explorer page of a transaction: prefix + hash. */
  explorerTx: string;
}

export const CHAINS: Record<string, ChainFacts> = {
  bitcoin: {
    confirmations: 3,
    txHash: /^[0-9a-f]{64}$/,
    explorerTx: 'https://mempool.space/tx/',
  },
  ethereum: {
    confirmations: 12,
    txHash: /^0x[0-9a-f]{64}$/,
    explorerTx: 'https://etherscan.io/tx/',
  },
  bsc: { confirmations: 15, txHash: /^0x[0-9a-f]{64}$/, explorerTx: 'https://bscscan.com/tx/' },
  tron: {
    confirmations: 19,
    txHash: /^[0-9a-f]{64}$/,
    explorerTx: 'https://tronscan.org/#/transaction/',
  },
  xrpl: {
    confirmations: 1,
    txHash: /^[0-9A-F]{64}$/,
    explorerTx: 'https://livenet.xrpl.org/transactions/',
  },
};

/** SQL expression of a row's explorer link, from its network column and tx hash column. */
export function explorerUrlSql(networkColumn: string, hashColumn: string): string {
  const cases = Object.entries(CHAINS)
    .map(([id, chain]) => `WHEN '${id}' THEN '${chain.explorerTx}' || ${hashColumn}`)
    .join(' ');
  return `CASE WHEN ${hashColumn} IS NULL THEN NULL ELSE CASE ${networkColumn} ${cases} END END`;
}

/** SQL expression of a random-looking tx hash of the row's network, from a seed text (bulk seeding). */
export function seededTxHashSql(networkColumn: string, seedText: string): string {
  const hex = `md5(${seedText}) || md5(${seedText} || 'x')`;
  return `CASE ${networkColumn} WHEN 'ethereum' THEN '0x' || ${hex} WHEN 'bsc' THEN '0x' || ${hex}
            WHEN 'xrpl' THEN upper(${hex}) ELSE ${hex} END`;
}

export function isTxHashOf(network: string, hash: string): boolean {
  return CHAINS[network]?.txHash.test(hash) ?? false;
}

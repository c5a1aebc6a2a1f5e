import { createECDH, createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import {
  deriveAddress,
  derivationPath,
  isValidAddress,
  toChecksumAddress,
  type AddressFamily,
} from '../../server/wallet/derivation.ts';
import { ASSET_NETWORKS, NETWORKS } from '../../server/wallet/catalogue.ts';

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const root = HDKey.fromMasterSeed(mnemonicToSeedSync(ABANDON));

/**
 * Published vectors for the BIP39 test phrase 'abandon … about' (no passphrase):
 * BIP84's own test vectors; the BIP44 Ethereum address every wallet shows for it; TRON's
 * (Ian Coleman's BIP39 tool, Ledger's Tron app test); XRP's (xrpl.js Wallet.fromMnemonic).
 */
const VECTORS: [AddressFamily, number, string][] = [
  ['btc', 0, 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu'],
  ['btc', 1, 'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g'],
  ['evm', 0, '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'],
  ['tron', 0, 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH'],
  ['tron', 1, 'TSeJkUh4Qv67VNFwY8LaAxERygNdy6NQZK'],
  ['tron', 2, 'TYJPRrdB5APNeRs4R7fYZSwW3TcrTKw2gx'],
  ['xrp', 0, 'rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v3'],
  ['xrp', 1, 'r3AgF9mMBFtaLhKcg96weMhbbEFLZ3mx17'],
];

describe('HD address derivation', () => {
  it.each(VECTORS)('%s index %i gives the published address %s', (family, index, expected) => {
    const { address, path } = deriveAddress(root, family, index);
    expect(address).toBe(expected);
    expect(path).toBe(derivationPath(family, index));
    expect(isValidAddress(family, address)).toBe(true);
  });

  it('uses the BIP84 / BIP44 paths with the SLIP-44 coin types', () => {
    expect(derivationPath('btc', 3)).toBe("m/84'/0'/0'/0/3");
    expect(derivationPath('evm', 3)).toBe("m/44'/60'/0'/0/3");
    expect(derivationPath('tron', 3)).toBe("m/44'/195'/0'/0/3");
    expect(derivationPath('xrp', 3)).toBe("m/44'/144'/0'/0/3");
  });

  it('gives the same address for the same index and different ones for different indexes', () => {
    const again = HDKey.fromMasterSeed(mnemonicToSeedSync(ABANDON));
    for (const family of ['btc', 'evm', 'tron', 'xrp'] as const) {
      expect(deriveAddress(again, family, 7).address).toBe(deriveAddress(root, family, 7).address);
      expect(deriveAddress(root, family, 7).address).not.toBe(
        deriveAddress(root, family, 8).address,
      );
    }
  });

  it('agrees with an independent encoder (node:crypto secp256k1, SHA-256, RIPEMD-160, own base58 and bech32)', () => {
    for (let index = 0; index < 5; index++) {
      const key = root.derive(derivationPath('btc', index));
      const ecdh = createECDH('secp256k1');
      ecdh.setPrivateKey(Buffer.from(key.privateKey!));
      const compressed = Buffer.from(ecdh.getPublicKey(null, 'compressed'));
      expect(compressed.equals(Buffer.from(key.publicKey!))).toBe(true);
      const h160 = createHash('ripemd160')
        .update(createHash('sha256').update(compressed).digest())
        .digest();
      expect(deriveAddress(root, 'btc', index).address).toBe(referenceBech32('bc', 0, h160));

      const xrpKey = root.derive(derivationPath('xrp', index));
      const xrpEcdh = createECDH('secp256k1');
      xrpEcdh.setPrivateKey(Buffer.from(xrpKey.privateKey!));
      const xrpPub = Buffer.from(xrpEcdh.getPublicKey(null, 'compressed'));
      const accountId = createHash('ripemd160')
        .update(createHash('sha256').update(xrpPub).digest())
        .digest();
      expect(deriveAddress(root, 'xrp', index).address).toBe(
        referenceBase58Check(Buffer.concat([Buffer.from([0]), accountId]), XRP_ALPHABET),
      );
    }
  });

  it('checks EIP-55 checksums, TRON base58check and the other formats', () => {
    expect(toChecksumAddress('0x9858effd232b4033e47d90003d41ec34ecaeda94')).toBe(
      '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
    );
    // EIP-55's own examples.
    for (const a of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    ]) {
      expect(toChecksumAddress(a.toLowerCase())).toBe(a);
      expect(isValidAddress('evm', a)).toBe(true);
    }
    expect(isValidAddress('evm', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
    expect(isValidAddress('tron', 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdJ')).toBe(false);
    expect(isValidAddress('xrp', 'rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v4')).toBe(false);
    expect(isValidAddress('btc', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyv')).toBe(false);
    expect(isValidAddress('btc', 'tb1qcr8te4kr609gcawutmrza0j4xv80jy8zxxxxxx')).toBe(false);
  });

  it('lists the real USDT mainnet contracts, each valid for its network', () => {
    const usdt = Object.fromEntries(
      ASSET_NETWORKS.filter((a) => a.symbol === 'USDT').map((a) => [a.network, a.contractAddress]),
    );
    expect(usdt).toEqual({
      ethereum: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
      tron: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      bsc: '0x55d398326f99059fF775485246999027B3197955',
    });
    for (const entry of ASSET_NETWORKS.filter((a) => a.contractAddress)) {
      const network = NETWORKS.find((n) => n.id === entry.network)!;
      expect(isValidAddress(network.family, entry.contractAddress!)).toBe(true);
    }
  });
});

// --- An independent reference: BIP173 bech32 and base58check written from the specs. ---
const XRP_ALPHABET = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';

function referenceBase58Check(payload: Buffer, alphabet: string): string {
  const sha = (b: Buffer) => createHash('sha256').update(b).digest();
  const data = Buffer.concat([payload, sha(sha(payload)).subarray(0, 4)]);
  let n = BigInt(`0x${data.toString('hex')}`);
  let out = '';
  while (n > 0n) {
    out = alphabet[Number(n % 58n)] + out;
    n /= 58n;
  }
  for (const byte of data) {
    if (byte !== 0) break;
    out = alphabet[0] + out;
  }
  return out;
}

function referenceBech32(hrp: string, version: number, program: Buffer): string {
  const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
  const GEN = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  const polymod = (values: number[]) => {
    let chk = 1;
    for (const v of values) {
      const b = chk >> 25;
      chk = ((chk & 0x1ffffff) << 5) ^ v;
      for (let i = 0; i < 5; i++) if ((b >> i) & 1) chk ^= GEN[i];
    }
    return chk;
  };
  const words: number[] = [version];
  let acc = 0;
  let bits = 0;
  for (const byte of program) {
    acc = (acc << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      words.push((acc >> bits) & 31);
    }
  }
  if (bits > 0) words.push((acc << (5 - bits)) & 31);
  const expand = [...hrp]
    .map((c) => c.charCodeAt(0) >> 5)
    .concat(
      [0],
      [...hrp].map((c) => c.charCodeAt(0) & 31),
    );
  const mod = polymod([...expand, ...words, 0, 0, 0, 0, 0, 0]) ^ 1;
  const checksum = Array.from({ length: 6 }, (_, i) => (mod >> (5 * (5 - i))) & 31);
  return `${hrp}1${[...words, ...checksum].map((w) => CHARSET[w]).join('')}`;
}

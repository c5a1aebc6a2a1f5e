import { ECDH } from 'node:crypto';
import { HDKey } from '@scure/bip32';
import { base58xrp, bech32, createBase58check, hex } from '@scure/base';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { sha256 } from '@noble/hashes/sha2.js';

/**
 * Address families the platform derives keys for, each with its BIP32 path and encoding:
 * - btc:  BIP84 m/84'/0'/0'/0/i, native segwit P2WPKH, bech32 'bc1q…'
 * - evm:  BIP44 m/44'/60'/0'/0/i, EIP-55 checksummed '0x…' (Ethereum and BNB Smart Chain)
 * - tron: BIP44 m/44'/195'/0'/0/i, base58check of 0x41 ‖ keccak160 'T…'
 * - xrp:  BIP44 m/44'/144'/0'/0/i, ripple-alphabet base58check of 0x00 ‖ hash160 'r…'
 */
export type AddressFamily = 'btc' | 'evm' | 'tron' | 'xrp';

export const SCHEMES: Record<AddressFamily, { purpose: number; coinType: number }> = {
  btc: { purpose: 84, coinType: 0 },
  evm: { purpose: 44, coinType: 60 },
  tron: { purpose: 44, coinType: 195 },
  xrp: { purpose: 44, coinType: 144 },
};

/** The counter key of a family: addresses sharing a scheme never share an index. */
export const schemeOf = (family: AddressFamily) => {
  const { purpose, coinType } = SCHEMES[family];
  return `${purpose}'/${coinType}'`;
};

export function derivationPath(family: AddressFamily, index: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= 0x80000000)
    throw new RangeError(`Bad address index ${index}`);
  const { purpose, coinType } = SCHEMES[family];
  return `m/${purpose}'/${coinType}'/0'/0/${index}`;
}

const base58checkBtc = createBase58check(sha256);
const sha256d = (data: Uint8Array) => sha256(sha256(data));
const hash160 = (data: Uint8Array) => ripemd160(sha256(data));

/** The 64-byte X‖Y of a compressed secp256k1 public key (node:crypto decompresses it). */
function uncompressed(compressed: Uint8Array): Uint8Array {
  const full = ECDH.convertKey(
    Buffer.from(compressed),
    'secp256k1',
    undefined,
    undefined,
    'uncompressed',
  ) as Buffer;
  return new Uint8Array(full.subarray(1));
}

/** EIP-55: hex digits upper-cased where the keccak of the lower-case address has a nibble >= 8. */
export function toChecksumAddress(address: string): string {
  const lower = address.toLowerCase().replace(/^0x/, '');
  if (!/^[0-9a-f]{40}$/.test(lower)) throw new Error(`Not an EVM address: ${address}`);
  const digest = hex.encode(keccak_256(new TextEncoder().encode(lower)));
  let out = '0x';
  for (let i = 0; i < 40; i++)
    out += parseInt(digest[i], 16) >= 8 ? lower[i].toUpperCase() : lower[i];
  return out;
}

export function btcAddress(publicKey: Uint8Array): string {
  return bech32.encode('bc', [0, ...bech32.toWords(hash160(publicKey))]);
}

export function evmAddress(publicKey: Uint8Array): string {
  return toChecksumAddress(hex.encode(keccak_256(uncompressed(publicKey)).slice(-20)));
}

export function tronAddress(publicKey: Uint8Array): string {
  const body = keccak_256(uncompressed(publicKey)).slice(-20);
  return base58checkBtc.encode(Uint8Array.from([0x41, ...body]));
}

export function xrpAddress(publicKey: Uint8Array): string {
  const payload = Uint8Array.from([0x00, ...hash160(publicKey)]);
  return base58xrp.encode(Uint8Array.from([...payload, ...sha256d(payload).slice(0, 4)]));
}

export function addressFromPublicKey(family: AddressFamily, publicKey: Uint8Array): string {
  switch (family) {
    case 'btc':
      return btcAddress(publicKey);
    case 'evm':
      return evmAddress(publicKey);
    case 'tron':
      return tronAddress(publicKey);
    case 'xrp':
      return xrpAddress(publicKey);
  }
}

const accountNodes = new WeakMap<HDKey, Map<AddressFamily, HDKey>>();

/** The address at `index` of a family under the root (the external chain of account 0). */
export function deriveAddress(
  root: HDKey,
  family: AddressFamily,
  index: number,
): { address: string; path: string } {
  const path = derivationPath(family, index);
  let nodes = accountNodes.get(root);
  if (!nodes) accountNodes.set(root, (nodes = new Map()));
  let chain = nodes.get(family);
  if (!chain) {
    chain = root.derive(path.slice(0, path.lastIndexOf('/')));
    nodes.set(family, chain);
  }
  const key = chain.deriveChild(index);
  if (!key.publicKey) throw new Error('Derivation gave no public key');
  return { address: addressFromPublicKey(family, key.publicKey), path };
}

/** Whether a string is a well-formed address of the family (checksums included). */
export function isValidAddress(family: AddressFamily, address: string): boolean {
  try {
    switch (family) {
      case 'btc': {
        const { prefix, words } = bech32.decode(address as `${string}1${string}`);
        return (
          prefix === 'bc' &&
          words[0] === 0 &&
          [20, 32].includes(bech32.fromWords(words.slice(1)).length)
        );
      }
      case 'evm':
        if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
        // All-lower or all-upper carries no checksum; mixed case must be the EIP-55 form.
        return address.slice(2) === address.slice(2).toLowerCase() ||
          address.slice(2) === address.slice(2).toUpperCase()
          ? true
          : toChecksumAddress(address) === address;
      case 'tron': {
        const bytes = base58checkBtc.decode(address);
        return bytes.length === 21 && bytes[0] === 0x41;
      }
      case 'xrp': {
        const bytes = base58xrp.decode(address);
        if (bytes.length !== 25 || bytes[0] !== 0x00) return false;
        const check = sha256d(bytes.slice(0, 21)).slice(0, 4);
        return check.every((b, i) => b === bytes[21 + i]);
      }
    }
  } catch {
    return false;
  }
}

/** Canonical form for comparisons: EVM addresses are case-insensitive, the others are not. */
export const normalizeAddress = (family: AddressFamily, address: string) =>
  family === 'evm' ? address.toLowerCase() : address;

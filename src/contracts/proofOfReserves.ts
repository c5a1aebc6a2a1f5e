import type { ReservesProof } from './treasury';

/**
 * The Merkle-sum tree's encoding, written once for the server that builds it and the verifier a
 * user runs: what a leaf and a node hash, how a proof writes a sibling, and how a proof folds up
 * to the root. Every amount is a canonical non-negative decimal string (no sign, no leading zeros,
 * no trailing fractional zeros), so the same sum always hashes the same text. The tree hashes hex
 * (SHA-256); a proof writes hashes in base64url and its path's sums as base-36 integers of units,
 * each about half as long. The hash function is passed in: this file stays plain TypeScript, no
 * browser or Node imports.
 */

export type Sha256Hex = (text: string) => string;

/** A node of the tree: its hash (hex) and its per-asset sums. */
export interface SumNode {
  hash: string;
  sums: string[];
}

/** A proof's step as read: the side the sibling sits on, its hash (hex) and its sums. */
export interface ProofStep {
  side: 'l' | 'r';
  hash: string;
  sums: string[];
}

const CANONICAL = /^(0|[1-9]\d*)(\.\d*[1-9])?$/;

export const isCanonicalAmount = (value: unknown): value is string =>
  typeof value === 'string' && CANONICAL.test(value);

/** A canonical decimal as an integer of 10^-scale units. */
function toUnits(value: string, scale: number): bigint {
  const [whole, fraction = ''] = value.split('.');
  return BigInt(whole + fraction.padEnd(scale, '0'));
}

/** An integer of 10^-scale units as a canonical decimal. */
export function fromUnits(units: bigint, scale: number): string {
  // Most users hold nothing of most assets: a snapshot formats millions of zeros.
  if (units === 0n) return '0';
  const digits = units.toString().padStart(scale + 1, '0');
  const point = digits.length - scale;
  // The fraction's trailing zeros by character code: a regex per amount cost a tenth of a build.
  let end = digits.length;
  while (end > point && digits.charCodeAt(end - 1) === 48) end--;
  const whole = digits.slice(0, point);
  return end > point ? `${whole}.${digits.slice(point, end)}` : whole;
}

/** a + b, exactly, for canonical decimals of any precision. */
export function addAmounts(a: string, b: string): string {
  const scale = Math.max(a.split('.')[1]?.length ?? 0, b.split('.')[1]?.length ?? 0);
  return fromUnits(toUnits(a, scale) + toUnits(b, scale), scale);
}

/** A node's sums as the tree hashes them and a proof writes them: in asset order, comma-joined. */
export const sumsText = (sums: readonly string[]) => sums.join(',');

/** The leaf's text: the nonce keeps a balance from being found by trying user ids and amounts. */
export const leafText = (nonce: string, userId: string, balances: readonly string[]) =>
  `por-leaf:1|${nonce}|${userId}|${sumsText(balances)}`;

/** The parent's text binds both children's hashes and sums: a sum changed anywhere moves the root. */
export const nodeTextOf = (
  leftHash: string,
  leftSums: string,
  rightHash: string,
  rightSums: string,
) => `por-node:1|${leftHash}|${leftSums}|${rightHash}|${rightSums}`;

export const nodeText = (left: SumNode, right: SumNode) =>
  nodeTextOf(left.hash, sumsText(left.sums), right.hash, sumsText(right.sums));

export const leafNode = (
  sha256: Sha256Hex,
  nonce: string,
  userId: string,
  balances: readonly string[],
): SumNode => ({ hash: sha256(leafText(nonce, userId, balances)), sums: [...balances] });

export const parentNode = (sha256: Sha256Hex, left: SumNode, right: SumNode): SumNode => ({
  hash: sha256(nodeText(left, right)),
  sums: left.sums.map((sum, i) => addAmounts(sum, right.sums[i])),
});

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** A 32-byte hash (or nonce) in base64url, unpadded. */
const HASH_BASE64URL = /^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/;

/** 32 bytes in hex as base64url (43 characters, no padding). */
export function hexToBase64url(hex: string): string {
  let out = '';
  for (let i = 0; i < hex.length; i += 6) {
    const chunk = hex.slice(i, i + 6);
    const bits = parseInt(chunk.padEnd(6, '0'), 16);
    const chars = Math.ceil((chunk.length * 4) / 6);
    for (let c = 0; c < chars; c++) out += BASE64URL[(bits >> (18 - 6 * c)) & 63];
  }
  return out;
}

/** A 43-character base64url hash back in hex; null when it is not one. */
export function base64urlToHex(text: unknown): string | null {
  if (typeof text !== 'string' || !HASH_BASE64URL.test(text)) return null;
  let hex = '';
  for (let i = 0; i < text.length; i += 4) {
    const chunk = text.slice(i, i + 4);
    let bits = 0;
    for (let c = 0; c < 4; c++)
      bits = (bits << 6) | (c < chunk.length ? BASE64URL.indexOf(chunk[c]) : 0);
    const bytes = chunk.length === 4 ? 3 : chunk.length - 1;
    hex += bits
      .toString(16)
      .padStart(6, '0')
      .slice(0, bytes * 2);
  }
  return hex;
}

/**
 * How many decimals each asset's amounts need, the most any of `lists` has (one list per node,
 * in asset order): at that scale every one of them is an integer.
 */
export const scalesOf = (lists: readonly (readonly string[])[], width: number) =>
  Array.from({ length: width }, (_, i) =>
    Math.max(0, ...lists.map((sums) => sums[i].split('.')[1]?.length ?? 0)),
  );

/** A sum as a proof's path writes it: an integer of 10^-scale units, in base 36. */
export const packAmount = (amount: string, scale: number) => toUnits(amount, scale).toString(36);

const BASE36 = /^(0|[1-9a-z][0-9a-z]*)$/;

/** A packed sum back as a canonical decimal; null when it is not a base-36 integer. */
export function unpackAmount(text: string, scale: number): string | null {
  if (!BASE36.test(text)) return null;
  let units = 0n;
  for (const digit of text) units = units * 36n + BigInt(parseInt(digit, 36));
  return fromUnits(units, scale);
}

/** A sibling as a proof writes it: `<l|r> <hash in base64url> <packed sums>`. */
export const stepText = (
  side: ProofStep['side'],
  hashHex: string,
  sums: readonly string[],
  scales: readonly number[],
) =>
  `${side} ${hexToBase64url(hashHex)} ${sums.map((sum, i) => packAmount(sum, scales[i])).join(',')}`;

const STEP = /^([lr]) (\S+) (\S+)$/;

/** A written step read back; a string saying what is wrong with it otherwise. */
function readStep(text: unknown, scales: readonly number[]): ProofStep | string {
  const parts = typeof text === 'string' ? STEP.exec(text) : null;
  if (!parts) return 'expected "<l|r> <hash> <sums>"';
  const hash = base64urlToHex(parts[2]);
  if (!hash) return 'the hash must be 43 base64url characters';
  const packed = parts[3].split(',');
  if (packed.length !== scales.length)
    return `sums: expected ${scales.length} amounts, one per asset`;
  const sums = packed.map((sum, i) => unpackAmount(sum, scales[i]));
  if (sums.includes(null)) return 'sums: every amount must be a base-36 integer of units';
  return { side: parts[1] as ProofStep['side'], hash, sums: sums as string[] };
}

const isScale = (value: unknown) =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 60;

/** What a proof does not match, in words; empty when it is valid. */
export function proofProblems(proof: ReservesProof, sha256: Sha256Hex): string[] {
  const problems: string[] = [];
  const width = proof.assets?.length ?? 0;
  const amounts = (what: string, values: unknown) => {
    if (!Array.isArray(values) || values.length !== width)
      problems.push(`${what}: expected ${width} amounts, one per asset`);
    else if (!values.every(isCanonicalAmount))
      problems.push(`${what}: every amount must be a non-negative decimal`);
  };
  if (proof.version !== 2) problems.push(`version: expected 2, got ${String(proof.version)}`);
  amounts('leaf balances', proof.leaf?.balances);
  amounts('totals', proof.totals);
  const nonce = base64urlToHex(proof.leaf?.nonce);
  if (!nonce) problems.push('leaf nonce: expected 43 base64url characters');
  const scales: unknown[] = Array.isArray(proof.scales) ? proof.scales : [];
  const scalesRead = scales.length === width && scales.every(isScale);
  if (!scalesRead) problems.push(`scales: expected ${width} numbers of decimals, one per asset`);
  if (!Array.isArray(proof.path)) problems.push('path: expected a list of steps');
  // Without the scales, no sum of the path can be read.
  const steps = (Array.isArray(proof.path) && scalesRead ? proof.path : []).map((text, i) => {
    const step = readStep(text, scales as number[]);
    if (typeof step === 'string') problems.push(`path[${i}]: ${step}`);
    return step as ProofStep;
  });
  if (problems.length || !nonce) return problems;

  let node = leafNode(sha256, nonce, proof.leaf.userId, proof.leaf.balances);
  for (const step of steps) {
    const sibling = { hash: step.hash, sums: step.sums };
    node =
      step.side === 'l' ? parentNode(sha256, sibling, node) : parentNode(sha256, node, sibling);
  }
  if (node.hash !== proof.rootHash)
    problems.push(
      `root hash: the proof leads to ${node.hash}, the snapshot published ${proof.rootHash}`,
    );
  node.sums.forEach((sum, i) => {
    if (sum !== proof.totals[i])
      problems.push(
        `total of ${proof.assets[i]}: the proof sums to ${sum}, the snapshot published ${proof.totals[i]}`,
      );
  });
  return problems;
}

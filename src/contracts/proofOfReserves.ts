import type { ProofStep, ReservesProof } from './treasury';

/**
 * The Merkle-sum tree's encoding, written once for the server that builds it and the verifier a
 * user runs: what a leaf and a node hash, and how a proof folds up to the root. Every amount is a
 * canonical non-negative decimal string (no sign, no leading zeros, no trailing fractional zeros),
 * so the same sum always hashes the same text. The hash function is passed in (SHA-256, hex): this
 * file stays plain TypeScript, no browser or Node imports.
 */

export type Sha256Hex = (text: string) => string;

/** A node of the tree: its hash and its per-asset sums. */
export interface SumNode {
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
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** a + b, exactly, for canonical decimals of any precision. */
export function addAmounts(a: string, b: string): string {
  const scale = Math.max(a.split('.')[1]?.length ?? 0, b.split('.')[1]?.length ?? 0);
  return fromUnits(toUnits(a, scale) + toUnits(b, scale), scale);
}

/** The leaf's text: the nonce keeps a balance from being found by trying user ids and amounts. */
export const leafText = (nonce: string, userId: string, balances: readonly string[]) =>
  `por-leaf:1|${nonce}|${userId}|${balances.join(',')}`;

/** The parent's text binds both children's hashes and sums: a sum changed anywhere moves the root. */
export const nodeText = (left: SumNode, right: SumNode) =>
  `por-node:1|${left.hash}|${left.sums.join(',')}|${right.hash}|${right.sums.join(',')}`;

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
  if (proof.version !== 1) problems.push(`version: expected 1, got ${String(proof.version)}`);
  if (!Array.isArray(proof.path)) problems.push('path: expected a list of steps');
  amounts('leaf balances', proof.leaf?.balances);
  amounts('totals', proof.totals);
  (Array.isArray(proof.path) ? proof.path : []).forEach((step: ProofStep, i) => {
    amounts(`path[${i}] sums`, step?.sums);
    if (step?.side !== 'left' && step?.side !== 'right')
      problems.push(`path[${i}] side: expected left or right`);
  });
  if (problems.length) return problems;

  let node = leafNode(sha256, proof.leaf.nonce, proof.leaf.userId, proof.leaf.balances);
  for (const step of proof.path) {
    const sibling = { hash: step.hash, sums: step.sums };
    node =
      step.side === 'left' ? parentNode(sha256, sibling, node) : parentNode(sha256, node, sibling);
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

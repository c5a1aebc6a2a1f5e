/**
 * `npm run verify-proof -- <proof.json>`: checks a proof of reserves from the file alone. It
 * recomputes the user's leaf, folds the siblings up to the root, and compares the root hash and
 * the per-asset totals with the published ones. Prints `valid` (exit 0), or each mismatch (exit 1).
 * It shares only the tree's encoding with the server (src/contracts/proofOfReserves.ts), so anyone
 * can read what it trusts.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { proofProblems } from '../src/contracts/proofOfReserves.ts';
import type { ReservesProof } from '../src/contracts/treasury.ts';

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** The proof, or why it cannot be read. The API's envelope ({ success, result }) is unwrapped. */
function readProof(path: string | undefined): ReservesProof | string {
  if (!path) return 'Usage: npm run verify-proof -- <proof.json>';
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return `Cannot read ${path}: ${(error as Error).message}`;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return `${path} is not JSON: ${(error as Error).message}`;
  }
  if (typeof json !== 'object' || json === null) return `${path} does not hold a proof object`;
  const inEnvelope = 'result' in json && 'success' in json;
  return (inEnvelope ? (json as { result: unknown }).result : json) as ReservesProof;
}

const proof = readProof(process.argv[2]);
if (typeof proof === 'string') {
  console.error(proof);
  process.exit(1);
}
const problems = proofProblems(proof, sha256Hex);
if (problems.length) {
  console.error(`invalid:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('valid');

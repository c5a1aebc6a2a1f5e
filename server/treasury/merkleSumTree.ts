import { hash as digestOnce } from 'node:crypto';
import { leafText, nodeTextOf, sumsText } from '../../src/contracts/proofOfReserves.ts';
import { leafAmount } from './units.ts';

/** One-shot: no Hash object per node (a million users hash three million texts). */
export const sha256Hex = (text: string) => digestOnce('sha256', text, 'hex');

/** A node as built: its place, its hash, its sums in units and as the tree hashes them. */
export interface BuiltNode {
  level: number;
  idx: number;
  hash: string;
  /** The sums as hashed: canonical decimals in asset order, comma-joined (sumsText). */
  sums: string;
  units: bigint[];
  userId?: string;
}

/**
 * Builds a Merkle-sum tree bottom-up from leaves given in order, keeping only one pending node per
 * level (O(log n) memory): each node is handed to `emit` once as it is made, so the caller stores
 * them as they come. A level with an odd count promotes its last node unchanged to the level above
 * (stored there again), so a proof skips that level; `levelSizes` records every level's count.
 * Each node's sums are formatted once, for its own row and its parent's hash.
 */
export class MerkleSumBuilder {
  readonly levelSizes: number[] = [];
  private readonly pending: BuiltNode[] = [];

  constructor(private readonly emit: (node: BuiltNode) => void) {}

  addLeaf(nonce: string, userId: string, units: bigint[]): void {
    const balances = units.map(leafAmount);
    const hash = sha256Hex(leafText(nonce, userId, balances));
    this.place(0, hash, sumsText(balances), units, userId);
    this.mergeEqualLevels();
  }

  /** The root, once every leaf was added (null when there was none). */
  finish(): BuiltNode | null {
    while (this.pending.length > 1) {
      const lowest = this.pending.pop()!;
      this.place(lowest.level + 1, lowest.hash, lowest.sums, lowest.units);
      this.mergeEqualLevels();
    }
    return this.pending[0] ?? null;
  }

  private place(level: number, hash: string, sums: string, units: bigint[], userId?: string) {
    const idx = this.levelSizes[level] ?? 0;
    this.levelSizes[level] = idx + 1;
    const node: BuiltNode = { level, idx, hash, sums, units, userId };
    this.emit(node);
    this.pending.push(node);
  }

  private mergeEqualLevels(): void {
    const { pending } = this;
    while (pending.length > 1 && pending.at(-1)!.level === pending.at(-2)!.level) {
      const right = pending.pop()!;
      const left = pending.pop()!;
      const units = left.units.map((u, i) => u + right.units[i]);
      const hash = sha256Hex(nodeTextOf(left.hash, left.sums, right.hash, right.sums));
      this.place(left.level + 1, hash, sumsText(units.map(leafAmount)), units);
    }
  }
}

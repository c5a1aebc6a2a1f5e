import { createHash } from 'node:crypto';
import { leafNode, nodeText, type SumNode } from '../../src/contracts/proofOfReserves.ts';
import { leafAmount } from './units.ts';

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** A node as built: its place, its hash and sums (as hashed), and its sums in units. */
export interface BuiltNode extends SumNode {
  level: number;
  idx: number;
  units: bigint[];
  userId?: string;
}

/**
 * Builds a Merkle-sum tree bottom-up from leaves given in order, keeping only one pending node per
 * level (O(log n) memory): each node is handed to `emit` once as it is made, so the caller stores
 * them in batches. A level with an odd count promotes its last node unchanged to the level above
 * (stored there again), so a proof skips that level; `levelSizes` records every level's count.
 */
export class MerkleSumBuilder {
  readonly levelSizes: number[] = [];
  private readonly pending: BuiltNode[] = [];

  constructor(private readonly emit: (node: BuiltNode) => void) {}

  addLeaf(nonce: string, userId: string, units: bigint[]): void {
    const leaf = leafNode(sha256Hex, nonce, userId, units.map(leafAmount));
    this.push({ ...leaf, level: 0, idx: 0, units, userId });
    this.mergeEqualLevels();
  }

  /** The root, once every leaf was added (null when there was none). */
  finish(): BuiltNode | null {
    while (this.pending.length > 1) {
      const lowest = this.pending.pop()!;
      this.push({ ...lowest, level: lowest.level + 1, userId: undefined });
      this.mergeEqualLevels();
    }
    return this.pending[0] ?? null;
  }

  private push(node: BuiltNode): void {
    const idx = this.levelSizes[node.level] ?? 0;
    this.levelSizes[node.level] = idx + 1;
    const placed = { ...node, idx };
    this.emit(placed);
    this.pending.push(placed);
  }

  private mergeEqualLevels(): void {
    while (this.pending.length > 1 && this.pending.at(-1)!.level === this.pending.at(-2)!.level) {
      const right = this.pending.pop()!;
      const left = this.pending.pop()!;
      const units = left.units.map((u, i) => u + right.units[i]);
      this.push({
        level: left.level + 1,
        idx: 0,
        hash: sha256Hex(nodeText(left, right)),
        sums: units.map(leafAmount),
        units,
      });
    }
  }
}

import { parentNode, type SumNode } from '../../src/contracts/proofOfReserves.ts';
import { sha256Hex } from './merkleSumTree.ts';

/**
 * A snapshot stores its leaves and the levels from BLOCK_LEVELS up, not the levels between: they
 * are seven rows in eight of the internal ones (a million users' tree loads in 1.1 million rows
 * instead of 2), and a proof recomputes them from its block, the 2^BLOCK_LEVELS leaves around its
 * own (one range read). Pairs are aligned (a node's sibling is idx ^ 1), so a block's subtree
 * depends on its leaves alone.
 */
export const BLOCK_LEVELS = 4;
export const BLOCK_LEAVES = 1 << BLOCK_LEVELS;

export const isStored = (level: number) => level === 0 || level >= BLOCK_LEVELS;

/** The first leaf of the block holding leaf `idx`. */
export const blockStart = (idx: number) => idx - (idx % BLOCK_LEAVES);

/**
 * The nodes of levels 0 to BLOCK_LEVELS - 1 in a block, by level and then index, rebuilt from the
 * block's leaves (first one at `start`) as the build made them: a level with an odd count
 * promotes its last node unchanged.
 */
export function blockLevels(
  leaves: SumNode[],
  start: number,
  levelSizes: number[],
): Map<number, SumNode>[] {
  const levels = [new Map(leaves.map((leaf, i) => [start + i, leaf]))];
  for (let level = 0; level + 1 < Math.min(BLOCK_LEVELS, levelSizes.length); level++) {
    const below = levels[level];
    const above = new Map<number, SumNode>();
    for (const [idx, node] of below) {
      if (idx % 2 === 1) continue;
      const right = below.get(idx + 1);
      if (right) above.set(idx / 2, parentNode(sha256Hex, node, right));
      else if (idx + 1 >= levelSizes[level]) above.set(idx / 2, node);
    }
    levels.push(above);
  }
  return levels;
}

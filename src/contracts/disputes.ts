/**
 * How an admin resolves a P2P dispute (POST /p2p/disputebyadmin): release the escrow to the
 * buyer, or refund it to the seller. Plain TypeScript: no browser or Node imports.
 */
export type DisputeOutcome = 'release' | 'refund';

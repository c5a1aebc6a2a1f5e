/**
 * The lists answered whole, each with the most rows its answer can hold and how the server holds
 * it there. Every other list pages on the server (src/contracts/resources): a list that grows
 * with the population or with activity cannot be answered whole.
 *
 * - `refusal`: an insert past the bound is refused with "At most N <noun>: …" (a trigger the
 *   server installs from this table at start, server/db/rowBounds.ts).
 * - `schema`: the table's key admits no more rows (a singleton, one row per KYC status).
 * - `pruning`: the server keeps the newest rows and removes finished ones past the bound, whose
 *   history stays in the audit trail.
 */
export type WholeListBound =
  | { table: string; rows: number; enforcedBy: 'refusal'; noun: string }
  | { table: string; rows: number; enforcedBy: 'schema' | 'pruning' };

export const WHOLE_LISTS = {
  assets: { table: 'assets', rows: 500, enforcedBy: 'refusal', noun: 'assets' },
  tradePairs: { table: 'trade_pairs', rows: 2000, enforcedBy: 'refusal', noun: 'trade pairs' },
  p2pPairs: { table: 'p2p_pairs', rows: 500, enforcedBy: 'refusal', noun: 'P2P pairs' },
  stakingPlans: { table: 'staking_plans', rows: 500, enforcedBy: 'refusal', noun: 'staking plans' },
  roles: { table: 'admin_roles', rows: 100, enforcedBy: 'refusal', noun: 'roles' },
  admins: { table: 'admins', rows: 1000, enforcedBy: 'refusal', noun: 'admins' },
  invitations: { table: 'admin_invitations', rows: 500, enforcedBy: 'pruning' },
  /** Per admin: a sign-in past the bound ends that admin's longest-unused session. */
  sessions: { table: 'admin_sessions', rows: 20, enforcedBy: 'pruning' },
  withdrawalLimits: { table: 'withdrawal_limits', rows: 4, enforcedBy: 'schema' },
  landing: { table: 'landing_content', rows: 1, enforcedBy: 'schema' },
  stakingBanner: { table: 'staking_banner', rows: 1, enforcedBy: 'schema' },
} as const satisfies Record<string, WholeListBound>;

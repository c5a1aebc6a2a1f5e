import type { CommandDeclaration, CommandInput } from './types';

/** What a settlement and its preview answer. */
export const SETTLE_RESULT = `{ results: [{ _id, outcome (settled|to settle (preview)|already settled|not matured|redeemed|not found), asset, principal, reward, message }], totals: [{ asset, principal, reward }], settled, skipped, remaining }`;

/** Which stakes a settlement and its preview take: one, a list, or every matured one. */
export const SETTLE_INPUTS: readonly CommandInput[] = [
  { key: '_id', label: 'Stake', type: 'id' },
  { key: 'ids', label: 'Stakes', type: 'ids' },
  { key: 'all', label: 'Every matured stake', type: 'true' },
];

/** Most stakes one call names in `ids`. */
export const SETTLE_BATCH_MAX = 500;

/**
 * Pays matured stakes their principal and reward. Safe to repeat per stake (a settled stake says
 * so), so it takes no key: a batch commits stake by stake.
 */
export const settleStake: CommandDeclaration = {
  name: 'settleStake',
  label:
    'Settle stakes: pay principal + reward through the ledger, one transaction per stake (a route the spec does not name)',
  method: 'POST',
  path: '/admin/settleStake',
  tag: 'Staking',
  inputs: SETTLE_INPUTS,
  permission: 'stake:settle',
  stepUp: true,
  audit: { resource: 'stakes', idKey: '_id' },
  notes: `body: { _id } | { ids } (at most ${SETTLE_BATCH_MAX}) | { all: true } (every matured stake, a batch per call; repeat while remaining > 0). A fixed stake settles once its lock ended, a flexible one any time. Settling a settled stake is a no-op that says so (outcome 'already settled'). result: ${SETTLE_RESULT}`,
};

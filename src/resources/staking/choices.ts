import { choicesOf } from '../shared/choices';
import type { Choice } from '../types';

export const planTypeChoices: Choice[] = choicesOf({ flexible: 'info', fixed: 'default' });

/** A stake's status as the server derives it (matured = active and its lock ended). */
export const stakeStatusChoices: Choice[] = choicesOf({
  active: 'info',
  matured: 'warning',
  redeemed: 'default',
  settled: 'success',
});

export const historyEventChoices: Choice[] = choicesOf({
  staked: 'info',
  'principal returned': 'default',
  redeemed: 'default',
  'reward paid': 'success',
});

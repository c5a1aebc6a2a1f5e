import type { Choice } from '../types';

export const planTypeChoices: Choice[] = [
  { id: 'flexible', name: 'Flexible', color: 'info' },
  { id: 'fixed', name: 'Fixed', color: 'default' },
];

/** A stake's status as the server derives it (matured = active and its lock ended). */
export const stakeStatusChoices: Choice[] = [
  { id: 'active', name: 'Active', color: 'info' },
  { id: 'matured', name: 'Matured', color: 'warning' },
  { id: 'redeemed', name: 'Redeemed', color: 'default' },
  { id: 'settled', name: 'Settled', color: 'success' },
];

export const historyEventChoices: Choice[] = [
  { id: 'staked', name: 'Staked', color: 'info' },
  { id: 'principal returned', name: 'Principal returned', color: 'default' },
  { id: 'redeemed', name: 'Redeemed', color: 'default' },
  { id: 'reward paid', name: 'Reward paid', color: 'success' },
];

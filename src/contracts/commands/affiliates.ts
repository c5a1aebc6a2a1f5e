import type { CommandDeclaration } from './types';

export const AFFILIATE_STATUSES = ['active', 'suspended'] as const;

/** A referral earns commission while active; an admin suspends or activates it. */
export const updateAffiliateStatus: CommandDeclaration = {
  name: 'updateAffliateStatus',
  label: 'Activate or suspend a referral (a suspended referral earns no commission)',
  method: 'POST',
  // The API's spelling.
  path: '/admin/updateAffliateStatus',
  tag: 'Affiliate',
  inputs: [
    { key: '_id', label: 'Referral', type: 'id', rules: { required: true } },
    {
      key: 'status',
      label: 'Status',
      type: 'status',
      values: AFFILIATE_STATUSES,
      rules: { required: true },
    },
  ],
  permission: 'affiliate:update',
  moves: [
    {
      when: { status: 'suspended' },
      from: ['active'],
      to: 'suspended',
      label: 'Suspend',
      confirm: 'Suspend this referral?',
    },
    {
      when: { status: 'active' },
      from: ['suspended'],
      to: 'active',
      label: 'Activate',
      confirm: 'Activate this referral?',
    },
  ],
  audit: { resource: 'affiliates', idKey: '_id' },
  notes: 'result: the referral',
};

import { choiceInput, choiceMove, idInput } from './inputs';
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
  inputs: [idInput('Referral'), choiceInput('status', 'Status', AFFILIATE_STATUSES)],
  permission: 'affiliate:update',
  moves: [
    choiceMove(
      { status: 'suspended' },
      ['active'],
      'suspended',
      'Suspend',
      'Suspend this referral?',
    ),
    choiceMove(
      { status: 'active' },
      ['suspended'],
      'active',
      'Activate',
      'Activate this referral?',
    ),
  ],
  audit: { resource: 'affiliates', idKey: '_id' },
  notes: 'result: the referral',
};

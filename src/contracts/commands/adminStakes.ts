import { idInput, textInput } from './inputs';
import type { CommandDeclaration } from './types';

/** The platform stakes its own funds in a plan: they move platform → staking in the ledger. */
export const createAdminStake: CommandDeclaration = {
  name: 'createAdminStak',
  label: 'Stake the platform’s own funds in a plan (spec spelling of the path)',
  method: 'POST',
  path: '/staking/createAdminStak',
  tag: 'Staking',
  inputs: [
    idInput('Plan', 'planId'),
    textInput('amount', 'Amount', { required: true, maxLength: 40 }),
  ],
  permission: 'adminstake:create',
  stepUp: true,
  idempotency: 'required',
  audit: { resource: 'stakes', idKey: 'planId' },
  notes:
    'body: { planId, amount (decimal string) }. The amount must fit the plan’s min/max and remaining cap (400/409) and the platform’s balance of the asset (409). result: the stake as GET /admin/getAdminStaking lists it',
};

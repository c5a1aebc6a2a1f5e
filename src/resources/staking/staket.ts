import { errors } from '../../messages/catalogue';
import type { ResourceSchema } from '../types';
import { assetChoices } from '../shared/moneyChoices';
import { historyEventChoices, stakeStatusChoices } from './choices';
import { adminStakeCreate, adminStakeForm, adminStakeInputs } from './declared';
import { stakeLooks } from './stakeLooks';
import { asPerson, contractFields, contractGetOne, contractList } from '../shared/contractFields';
import { adminStakeContract, stakingHistoryContract } from '../../contracts/resources/stakes';

/*
 * The staket/* resources the sidebar does not list (the plans screen links to them): the
 * platform's own stakes with their create form (route staket/createAdminStake) and all
 * users' staking history. Error defaults as in schemas.ts (errors.staking.read for reads).
 */

/** staket/admin: the platform's own stakes, GET /admin/getAdminStaking (not in the sidebar). */
export const adminStakesSchema: ResourceSchema = {
  name: adminStakeContract.name,
  label: 'Admin stakes',
  recordLabel: 'Admin stake',
  create: adminStakeCreate,
  createForm: adminStakeForm,
  createPath: 'staket/createAdminStake',
  list: contractList(adminStakeContract, { errorMessage: errors.staking.read }),
  getOne: contractGetOne(adminStakeContract, errors.staking.read),
  fields: [...contractFields(adminStakeContract, stakeLooks), ...adminStakeInputs],
  defaultSort: adminStakeContract.defaultSort,
  recordRepresentation: 'plan',
};

/** staket/history: GET /admin/getStakingAllUserHistory, server-paged (not in the sidebar). */
export const stakingHistorySchema: ResourceSchema = {
  name: stakingHistoryContract.name,
  label: 'Staking history',
  list: contractList(stakingHistoryContract, { errorMessage: errors.staking.read }),
  fields: contractFields(stakingHistoryContract, {
    email: asPerson(),
    asset: { choices: assetChoices },
    event: { choices: historyEventChoices },
    amount: { currencySource: 'asset' },
    status: { choices: stakeStatusChoices },
  }),
  defaultSort: stakingHistoryContract.defaultSort,
};

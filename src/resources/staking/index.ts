import type { ResourceDefinition } from '../shared/definition';
import { stakingBannerSchema } from './banner';
import { stakeOrdersSchema, stakePlansSchema, stakeSettleSchema } from './schemas';
import { adminStakesSchema, stakingHistorySchema } from './staket';

/**
 * Staking's resources: generic grids, details and forms; actions declared in declared.ts, the
 * settlement's "Settle all matured" in settleAll.ts (a list action).
 */
export const stakingResources: ResourceDefinition[] = [
  { schema: stakePlansSchema },
  { schema: stakeOrdersSchema, edit: false },
  { schema: stakeSettleSchema, edit: false },
  // Its create form lives on the route staket/createAdminStake (src/custom/staking/).
  { schema: adminStakesSchema, edit: false, create: false },
  { schema: stakingHistorySchema, edit: false },
  { schema: stakingBannerSchema, edit: false, create: false },
];

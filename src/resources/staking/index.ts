import type { ResourceDefinition } from '../shared/definition';
import {
  adminStakesSchema,
  stakeOrdersSchema,
  stakePlansSchema,
  stakeSettleSchema,
  stakingHistorySchema,
} from './schemas';

/** Staking's resources: generic grids, details and forms; actions declared in declared.ts. */
export const stakingResources: ResourceDefinition[] = [
  { schema: stakePlansSchema },
  { schema: stakeOrdersSchema, edit: false },
  { schema: stakeSettleSchema, edit: false },
  { schema: adminStakesSchema, edit: false },
  { schema: stakingHistorySchema, edit: false },
];

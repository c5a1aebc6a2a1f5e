import type { ResourceDefinition } from '../shared/definition';
import { withdrawalLimitsSchema } from './schema';

/** Withdrawal limits per KYC level: the generic grid and details; changed by a declared action. */
export const withdrawalLimits: ResourceDefinition = {
  schema: withdrawalLimitsSchema,
  edit: false,
  create: false,
};

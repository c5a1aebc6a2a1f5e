import type { ResourceDefinition } from '../shared/definition';
import { approvalsSchema } from './schema';

/** The Approvals inbox: the generic grid and record page, with the declared Approve and Reject. */
export const approvals: ResourceDefinition = {
  schema: approvalsSchema,
  edit: false,
  create: false,
};

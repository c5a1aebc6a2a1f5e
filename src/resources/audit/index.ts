import type { ResourceDefinition } from '../shared/definition';
import { lazyScreen } from '../lazyScreen';
import { auditSchema } from './schema';

/** The audit trail: the generic grid with the chain's status above it; read-only. */
export const audit: ResourceDefinition = {
  schema: auditSchema,
  list: lazyScreen(() => import('./AuditTrailList').then((m) => m.AuditTrailList)),
  edit: false,
  create: false,
};

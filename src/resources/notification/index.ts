import type { ResourceDefinition } from '../shared/definition';
import { notificationSchema } from './schema';

/** The admin action history: the generic grid, read-only (no show, no edit). */
export const notification: ResourceDefinition = {
  schema: notificationSchema,
  edit: false,
};

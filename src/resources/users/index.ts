import type { ResourceDefinition } from '../shared/definition';
import { usersSchema } from './schema';
import { lazyScreen } from '../lazyScreen';

/**
 * Users: the generic grid (with bulk block/activate), details at /admin/user-details/:id with
 * the declared status actions, and the generic edit form for the profile fields.
 */
export const users: ResourceDefinition = {
  schema: usersSchema,
  show: lazyScreen(() => import('./UserDetails').then((m) => m.UserDetails)),
};

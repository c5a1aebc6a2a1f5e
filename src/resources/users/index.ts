import type { ResourceDefinition } from '../shared/definition';
import { usersSchema } from './schema';
import { UserDetails } from './UserDetails';

/** Users: the generic grid; details at /admin/user-details/:id; no edit form (status has its own action). */
export const users: ResourceDefinition = {
  schema: usersSchema,
  show: UserDetails,
  edit: false,
};

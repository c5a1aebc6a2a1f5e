import type { ResourceDefinition } from '../shared/definition';
import { usersSchema } from './schema';

/**
 * Users: the generic grid (with bulk block/activate), the record page at /admin/user-details/:id
 * (profile, KYC, balances, the user's related lists and timeline) with the declared status
 * actions, and the generic edit form for the profile fields.
 */
export const users: ResourceDefinition = { schema: usersSchema };

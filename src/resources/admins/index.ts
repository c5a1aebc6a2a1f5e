import type { ResourceDefinition } from '../shared/definition';
import { adminsSchema } from './schema';
import { invitationsSchema } from './invitations';
import { rolesSchema } from './roles';

/** The admin team and its invitations (Admin group): declared, no screen of their own. */
export const admins: ResourceDefinition = { schema: adminsSchema, edit: false };
export const invitations: ResourceDefinition = { schema: invitationsSchema, edit: false };
export const roles: ResourceDefinition = { schema: rolesSchema, edit: false };

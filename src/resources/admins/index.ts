import type { ResourceDefinition } from '../shared/definition';
import { adminsSchema } from './schema';
import { invitationsSchema } from './invitations';
import { rolesSchema } from './roles';
import { sessionsSchema } from './sessions';

/** The admin team and its invitations (Admin group): declared, no screen of their own. */
export const admins: ResourceDefinition = { schema: adminsSchema, edit: false };
export const invitations: ResourceDefinition = { schema: invitationsSchema, edit: false };
export const roles: ResourceDefinition = { schema: rolesSchema, edit: false };
/** The signed-in admin's own sessions: the Profile page's card, no screen of their own. */
export const sessions: ResourceDefinition = { schema: sessionsSchema, edit: false, create: false };

import type { RaRecord } from 'react-admin';
import { useHeldPermissions } from '../../../authProvider/useHeldPermissions';
import { missingForResource } from '../../../authProvider/access';
import type { ActionSchema, ResourceSchema } from '../../types';
import type { Permission } from '../../../contracts/permissions';
import { isAvailable } from './actionLogic';

/**
 * Whether the record offers the action (its `when`, which may read the signed-in admin) and the
 * admin's role may run a declared action on a record (support sees no Approve): the
 * permission of the call the action makes, from the route table the server enforces. A profile
 * that says nothing of roles allows everything (the server still decides).
 */
export function useActionAccess(schema: ResourceSchema) {
  const permissions = useHeldPermissions();
  // Until the profile has answered, no action is offered (none shows and then goes).
  if (!permissions.known) return () => false;
  const { held, identity } = permissions;
  return (action: ActionSchema, record: RaRecord) =>
    isAvailable(action, record, identity) &&
    (!held || missingForResource(held, schema, action.name, record) === null);
}

/** Why the signed-in admin may not run an offered action on a record (its `refusal`), or null. */
export function useActionRefusal() {
  const permissions = useHeldPermissions();
  const identity = permissions.known ? permissions.identity : undefined;
  return (action: ActionSchema, record: RaRecord): string | null =>
    action.refusal?.(record, identity) ?? null;
}

/**
 * Whether the admin's role may run the action on some record: the grid offers its selection
 * checkboxes and bulk bar only for a bulk action the role has (support sees no "Block user").
 */
export function useRoleMayRun(schema: ResourceSchema) {
  const permissions = useHeldPermissions();
  if (!permissions.known) return () => false;
  const { held } = permissions;
  return (action: ActionSchema) => !held || missingForResource(held, schema, action.name) === null;
}

/**
 * The permission the admin's role lacks to run an action this record offers, or null: the
 * record page then says who may ("Finance resolves P2P disputes") instead of an absent button.
 */
export function useActionDenial(schema: ResourceSchema) {
  const permissions = useHeldPermissions();
  if (!permissions.known || !permissions.held) return () => null;
  const { held, identity } = permissions;
  return (action: ActionSchema, record: RaRecord): Permission | null =>
    isAvailable(action, record, identity)
      ? missingForResource(held, schema, action.name, record)
      : null;
}

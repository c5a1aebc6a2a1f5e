import { useMemo } from 'react';
import type { RaRecord } from 'react-admin';
import { useHeldPermissions, type HeldPermissions } from '../../../authProvider/useHeldPermissions';
import { missingForResource } from '../../../authProvider/access';
import type { ActionSchema, ResourceSchema } from '../../types';
import type { Permission } from '../../../contracts/permissions';
import { isAvailable } from './actionLogic';

/** What the signed-in admin may do with a resource's declared actions, record by record. */
export interface ActionRules {
  /**
   * Whether the record offers the action (its `when`, which may read the signed-in admin) and the
   * admin's role may run it on the record (support sees no Approve): the permission of the call
   * the action makes, from the route table the server enforces. A profile that says nothing of
   * roles allows everything (the server still decides). Until the profile has answered, no
   * action is offered (none shows and then goes).
   */
  allowed: (action: ActionSchema, record: RaRecord) => boolean;
  /** Why the admin may not run an offered action on a record (its `refusal`), or null. */
  refusal: (action: ActionSchema, record: RaRecord) => string | null;
  /**
   * The permission the admin's role lacks to run an action this record offers, or null: the
   * record page then says who may ("Finance resolves P2P disputes") instead of an absent button.
   */
  denial: (action: ActionSchema, record: RaRecord) => Permission | null;
  /**
   * Whether the role may run the action on some record: the grid offers its selection
   * checkboxes and bulk bar only for a bulk action the role has (support sees no "Block user").
   */
  mayRun: (action: ActionSchema) => boolean;
}

/** The rules of a schema's actions for the admin's permissions: plain functions, no hooks. */
function actionRulesOf(permissions: HeldPermissions, schema: ResourceSchema): ActionRules {
  if (!permissions.known)
    return { allowed: () => false, refusal: () => null, denial: () => null, mayRun: () => false };
  const { held, identity } = permissions;
  return {
    allowed: (action, record) =>
      isAvailable(action, record, identity) &&
      (!held || missingForResource(held, schema, action.name, record) === null),
    refusal: (action, record) => action.refusal?.(record, identity) ?? null,
    denial: (action, record) =>
      held && isAvailable(action, record, identity)
        ? missingForResource(held, schema, action.name, record)
        : null,
    mayRun: (action) => !held || missingForResource(held, schema, action.name) === null,
  };
}

/**
 * The schema's action rules for the signed-in admin, the same functions until the profile
 * changes. A grid asks once and hands them to its rows (a profile query and a Set per row cost a
 * page change a share of its time).
 */
export function useActionRules(schema: ResourceSchema): ActionRules {
  const permissions = useHeldPermissions();
  return useMemo(() => actionRulesOf(permissions, schema), [permissions, schema]);
}

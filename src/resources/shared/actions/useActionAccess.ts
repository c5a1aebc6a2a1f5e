import { useGetIdentity, type RaRecord } from 'react-admin';
import type { AdminIdentity } from '../../../authProvider/authProvider';
import { missingForResource } from '../../../authProvider/access';
import type { ActionSchema, ResourceSchema } from '../../types';
import { isAvailable } from './actionLogic';

/**
 * Whether the record offers the action (its `when`, which may read the signed-in admin) and the
 * admin's role may run a declared action on a record (support sees no Approve): the
 * permission of the call the action makes, from the route table the server enforces. A profile
 * that says nothing of roles allows everything (the server still decides).
 */
export function useActionAccess(schema: ResourceSchema) {
  const { identity } = useGetIdentity();
  const permissions = (identity as AdminIdentity | undefined)?.permissions;
  const held = permissions ? new Set(permissions) : null;
  const admin = identity as AdminIdentity | undefined;
  return (action: ActionSchema, record: RaRecord) =>
    isAvailable(action, record, admin) &&
    (!held || missingForResource(held, schema, action.name, record) === null);
}

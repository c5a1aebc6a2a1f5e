import {
  accessAllowed,
  canAccessFor,
  LIST_READS,
  missingPermission,
  ruleForCall,
  type AccessCheck,
} from '../authProvider/access';
import { catalogEntry, loadListResource } from './catalog';

type HeldPermissions = () => Promise<ReadonlySet<string> | undefined>;

/**
 * react-admin's `canAccess` over the catalog: a list, show or export check reads the list's call
 * from the catalog (the sidebar and the dashboard's cards load no schema for it); any other
 * check loads the resource's schema and asks canAccessFor. A name the catalog does not know is
 * not the role's business: allowed, as canAccessFor says.
 */
export function catalogCanAccess(held: HeldPermissions) {
  return async (check: AccessCheck): Promise<boolean> => {
    const entry = check.resource ? catalogEntry(check.resource) : undefined;
    if (!entry) return true;
    const { listCall } = entry;
    if (listCall && LIST_READS.includes(check.action)) {
      const permissions = await held();
      if (!permissions) return true; // a backend without roles
      return accessAllowed(
        missingPermission(permissions, ruleForCall(listCall.method, listCall.path)),
      );
    }
    const { schema } = await loadListResource(entry);
    return canAccessFor([schema], held)(check);
  };
}

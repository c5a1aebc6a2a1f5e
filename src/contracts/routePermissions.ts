import type { Permission } from './permissions';
import { COMMANDS } from './commands';
import { commandRouteRules } from './commands/types';
import { READS } from './reads';
import { readRouteRules } from './reads/types';

/**
 * The permission each admin route needs, keyed by method and path as registered (without /api).
 * Deny by default: a signed-in route that is neither public, nor about the admin's own account,
 * nor listed here refuses to start (server/auth/permissions.ts), so a new route cannot ship open.
 *
 * A rule is the permission, or — where one route carries several moves — the permissions any of
 * which lets the request in (checked before the body is read) and the one the body's move needs
 * (checked once the body is validated).
 */
export interface BodyRule {
  anyOf: Permission[];
  needs: (body: Record<string, unknown>) => Permission[];
}

export type RouteRule = Permission | BodyRule;

export const ROUTE_PERMISSIONS: Record<string, RouteRule> = {
  // A declared command's rule is its declaration's (src/contracts/commands).
  ...commandRouteRules(COMMANDS),
  // A declared read's too (src/contracts/reads).
  ...readRouteRules(READS),
  'POST /admin/getAdminActionHistory': 'actionlog:read',
  'GET /admin/audit': 'audit:read',

  'POST /admin/getAllUserData': 'users:read',
  'POST /admin/getAllKycList': 'kyc:read',
  'GET /admin/getAffliateHistory': 'affiliate:read',

  'GET /admin/approvals': 'approvals:read',

  'POST /admin/depositDetails': 'deposit:read',
  'GET /admin/withdrawList': 'withdraw:read',
  'GET /admin/getPassbookHistory': 'passbook:read',
  'GET /admin/getConvertHistory': 'convert:read',

  'POST /admin/imageUpload': 'uploads:create',
  'POST /imageUpload': 'uploads:create',

  'POST /admin/updateAssets': 'assets:update',
  'POST /admin/gettradehistory': 'trades:read',

  'POST /admin/getp2ps': 'p2ptrades:read',
  'GET /p2p/getraisedispute': 'disputes:read',

  'POST /admin/getAllStakingUser': 'stakes:read',
  'POST /admin/getMaturedStakes': 'stakes:read',
  'GET /admin/getStakingAllUserHistory': 'stakes:read',
  'GET /admin/getAdminStaking': 'stakes:read',

  'GET /admin/ticketList': 'tickets:read',
};

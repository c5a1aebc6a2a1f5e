/**
 * Two people for what could let one person act as two (issue #41): the changes that create or
 * empower an admin, move a price beyond its bound or change a limit are requests that a different,
 * independent admin approves before they take effect. The rules and words both sides share.
 * Plain TypeScript: no browser or Node imports.
 */
import type { Permission } from './permissions';

/** A request not decided within this many hours expires. */
export const REQUEST_HOURS = 72;

/** A price moved by more than this share of the current (or last approved) one needs approval. */
export const PRICE_MOVE_MAX = 0.2;

export const approvalEndpoints = {
  list: { method: 'GET', path: '/admin/approvals' },
  approve: { method: 'POST', path: '/admin/approvals/approve' },
  reject: { method: 'POST', path: '/admin/approvals/reject' },
} as const;

/** What a request changes, as the Approvals screen names it. */
export const REQUEST_KINDS = {
  'admin.invite': 'Invite an admin',
  'admin.activate': 'Activate an admin',
  'admin.enable': 'Re-enable an admin',
  'admin.role': "Change an admin's role",
  'admin.resetTwoFactor': "Reset an admin's 2FA",
  'role.update': "Change a role's permissions",
  'asset.price': "Change an asset's USD price",
  'limits.update': 'Change withdrawal limits',
  'treasury.snapshot': 'Publish a proof of reserves',
} as const;

export type RequestKind = keyof typeof REQUEST_KINDS;

/** The permission to ask for, and to approve or reject, each kind of request. */
export const REQUEST_PERMISSIONS = {
  'admin.invite': 'admins:manage',
  'admin.activate': 'admins:manage',
  'admin.enable': 'admins:manage',
  'admin.role': 'admins:manage',
  'admin.resetTwoFactor': 'admins:manage',
  'role.update': 'roles:manage',
  'asset.price': 'assets:update',
  'limits.update': 'limits:update',
  'treasury.snapshot': 'treasury:snapshot',
} as const satisfies Record<RequestKind, Permission>;

/** Whoever may decide some kind of request (each decision checks its own kind's permission). */
export const DECIDING_PERMISSIONS = [...new Set(Object.values(REQUEST_PERMISSIONS))];

export const REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The answer of a route whose change became a request (HTTP 202). */
export const sentForApproval = (what: string) =>
  `${what}: sent for approval. A second admin must approve it in Approvals before it takes effect.`;

/** True when a price move from `before` to `after` needs a second admin (0 or below the floor too). */
export function priceNeedsApproval(
  before: number,
  after: number,
  anchor: number | null,
  floor: number,
): boolean {
  if (!(after > 0) || after < floor) return true;
  const beyond = (from: number | null) =>
    from !== null && from > 0 && Math.abs(after - from) / from > PRICE_MOVE_MAX;
  return before <= 0 || beyond(before) || beyond(anchor);
}

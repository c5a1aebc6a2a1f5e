/**
 * What an admin may do, written once for both sides: the server refuses a route whose permission
 * the admin's role lacks (server/auth/permissions.ts), the admin shows only what the role allows
 * (authProvider.canAccess). Each permission carries the words of the refusal:
 * "You do not have permission to <what>". Plain TypeScript: no browser or Node imports.
 */
export const PERMISSIONS = {
  'dashboard:read': 'view the dashboard',
  'actionlog:read': 'view the action log',
  'audit:read': 'view the audit trail',
  'users:read': 'view users',
  'users:update': "edit users' details",
  'user:status': 'block or unblock users',
  'kyc:read': 'view KYC records',
  'kyc:verify': 'approve or reject KYC',
  'affiliate:read': 'view affiliates',
  'affiliate:update': "change affiliates' status",
  'assets:read': 'view assets',
  'assets:update': 'edit assets',
  'pairs:read': 'view trade pairs',
  'pairs:update': 'edit trade pairs',
  'trades:read': 'view trades and orders',
  'order:cancel': 'cancel orders',
  'deposit:read': 'view deposits',
  'withdraw:read': 'view withdrawals',
  'withdraw:approve': 'approve withdrawals',
  'withdraw:reject': 'reject withdrawals',
  'withdraw:update': 'move withdrawals to processing, completed or failed',
  'limits:read': 'view the withdrawal limits',
  'limits:update': 'change the withdrawal limits',
  'blocklist:read': 'view blocked addresses',
  'blocklist:manage': 'block or unblock withdrawal addresses',
  'passbook:read': 'view the passbook',
  'convert:read': 'view conversions',
  'wallet:read': 'view the platform wallets',
  'wallet:create': 'create platform wallets and tokens',
  'wallet:transfer': 'move platform wallet funds',
  'staking:read': 'view staking plans',
  'staking:create': 'create staking plans',
  'staking:update': 'edit staking plans',
  'stakes:read': "view users' stakes",
  'stake:settle': 'settle stakes',
  'adminstake:create': 'create admin stakes',
  'p2ppairs:read': 'view P2P pairs',
  'p2ppairs:create': 'create P2P pairs',
  'p2ppairs:update': 'edit P2P pairs',
  'p2ppairs:delete': 'delete P2P pairs',
  'p2ptrades:read': 'view P2P trades',
  'disputes:read': 'view P2P disputes',
  'dispute:resolve': 'resolve P2P disputes',
  'supportcategory:read': 'view support categories',
  'supportcategory:create': 'create support categories',
  'supportcategory:update': 'edit support categories',
  'tickets:read': 'view support tickets',
  'ticket:reply': 'reply to support tickets',
  'ticket:close': 'close support tickets',
  'landing:read': 'view the landing content',
  'landing:update': 'edit the landing content',
  'uploads:create': 'upload images',
  'admins:read': 'view admins and invitations',
  'admins:manage': 'invite, activate, disable or change the role of admins',
  'roles:read': 'view roles',
  'roles:manage': 'create or edit roles',
  'approvals:read': 'view the requests awaiting a second admin',
  'treasury:read': 'view the treasury reconciliation and proofs of reserves',
  'treasury:snapshot': 'publish proof-of-reserves snapshots',
} as const;

export type Permission = keyof typeof PERMISSIONS;

export const ALL_PERMISSIONS = Object.keys(PERMISSIONS) as Permission[];

export const isPermission = (value: string): value is Permission =>
  Object.prototype.hasOwnProperty.call(PERMISSIONS, value);

export const permissionRefusal = (permission: Permission) =>
  `You do not have permission to ${PERMISSIONS[permission]}`;

/** Only the owner role holds these: a custom role cannot manage admins or roles. */
export const OWNER_ONLY_PERMISSIONS = [
  'admins:manage',
  'roles:manage',
] as const satisfies readonly Permission[];

const reads = ALL_PERMISSIONS.filter((permission) => permission.endsWith(':read'));

/**
 * The built-in roles, read-only. The owner may do everything (a single administrator keeps doing
 * all of it); the others split the duties an exchange's operations team splits.
 */
export const BUILT_IN_ROLES = {
  owner: { description: 'Everything, including admins and roles', permissions: ALL_PERMISSIONS },
  finance: {
    description:
      'Deposits, withdrawals and their moves, withdrawal limits, passbook, conversions, wallets, treasury and proofs of reserves, staking settlement, admin stakes, dispute resolution',
    permissions: [
      'dashboard:read',
      'approvals:read',
      'users:read',
      'kyc:read',
      'deposit:read',
      'withdraw:read',
      'withdraw:approve',
      'withdraw:reject',
      'withdraw:update',
      'limits:read',
      'limits:update',
      'blocklist:read',
      'passbook:read',
      'convert:read',
      'wallet:read',
      'wallet:create',
      'wallet:transfer',
      'staking:read',
      'stakes:read',
      'stake:settle',
      'adminstake:create',
      'p2ptrades:read',
      'disputes:read',
      'dispute:resolve',
      'treasury:read',
      'treasury:snapshot',
    ],
  },
  compliance: {
    description:
      'Users and their status, KYC review, withdrawal limits per KYC level, blocked addresses, affiliates',
    permissions: [
      'dashboard:read',
      'approvals:read',
      'users:read',
      'users:update',
      'user:status',
      'kyc:read',
      'kyc:verify',
      'limits:read',
      'limits:update',
      'blocklist:read',
      'blocklist:manage',
      'affiliate:read',
      'affiliate:update',
    ],
  },
  support: {
    description:
      'Support categories, tickets, replies and closing; reads users, KYC status, P2P trades and disputes',
    permissions: [
      'dashboard:read',
      'supportcategory:read',
      'supportcategory:create',
      'supportcategory:update',
      'tickets:read',
      'ticket:reply',
      'ticket:close',
      'users:read',
      'kyc:read',
      'p2ptrades:read',
      'disputes:read',
    ],
  },
  markets: {
    description: 'Assets, trade pairs, order cancel, staking plans, P2P pairs',
    permissions: [
      'dashboard:read',
      'approvals:read',
      'assets:read',
      'assets:update',
      'pairs:read',
      'pairs:update',
      'trades:read',
      'order:cancel',
      'staking:read',
      'staking:create',
      'staking:update',
      'p2ppairs:read',
      'p2ppairs:create',
      'p2ppairs:update',
      'p2ppairs:delete',
      'uploads:create',
    ],
  },
  auditor: {
    description: 'Reads everything, the action log and the audit trail included; changes nothing',
    permissions: reads,
  },
} satisfies Record<string, { description: string; permissions: readonly Permission[] }>;

export type BuiltInRole = keyof typeof BUILT_IN_ROLES;

export const isBuiltInRole = (name: string): name is BuiltInRole =>
  Object.prototype.hasOwnProperty.call(BUILT_IN_ROLES, name);

/** A custom role's name: lower case, so it cannot pass for a built-in one written differently. */
export const ROLE_NAME_PATTERN = '^[a-z][a-z0-9-]{1,39}$';

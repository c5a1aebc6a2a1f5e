/**
 * Every react-query key the admin builds outside react-admin's own (`[resource, verb, params]`),
 * in one place, so two screens reading one thing share its cache entry and an invalidation names
 * what it refreshes. A key that reads a resource starts with the resource's name: the
 * dataProvider's write (`invalidate([resource])`) and the live stream refresh it with the grid.
 */
export const queryKeys = {
  /** Everything cached for a resource: its grid, records, whole list and the keys below. */
  resource: (name: string) => [name] as const,
  wholeList: (name: string) => [name, 'wholeList'] as const,
  /** A ticket's conversation (support/reply), under the ticket grid's resource. */
  ticketThread: (resource: string, id: string) => [resource, 'thread', id] as const,
  riskReview: (id: string) => ['withdraw', 'riskReview', id] as const,
  auditVerify: ['audit', 'verify'] as const,
  /** The signed-in admin's profile (profile page, 2FA page, 2FA step-up). */
  adminProfile: ['adminProfile'] as const,
  identity: ['auth', 'getIdentity'] as const,
  /**
   * react-admin's own keys for the checks a screen makes as it mounts (ra-core 5): the sign-in
   * check (useAuthState: CoreAdminRoutes shows its loading page while it runs) and a list's access
   * check (useCanAccess: ListBase shows its loading state while it runs; useAllowedQuery reads it).
   * Asked under these keys before the screen mounts (authAnswers.ts), they are read there at once.
   */
  authCheck: ['auth', 'checkAuth', {}] as const,
  /** The role's permissions (usePermissions: CoreAdminRoutes builds its routes once they are here). */
  permissions: ['auth', 'getPermissions', {}] as const,
  listAccess: (resource: string) => ['auth', 'canAccess', { action: 'list', resource }] as const,
  dashboard: ['shell', 'dashboard'] as const,
  /** The Treasury page: the reconciliation and the snapshots' pages (the chart's and the panel's). */
  treasury: {
    all: ['treasury'] as const,
    reconciliation: ['treasury', 'reconciliation'] as const,
    snapshots: (page: number, limit: number) => ['treasury', 'snapshots', page, limit] as const,
  },
  wallet: {
    all: ['wallet'] as const,
    assets: ['wallet', 'adminWallet'] as const,
    balances: ['wallet', 'overallBalance'] as const,
    platformWallets: ['wallet', 'platformWallets'] as const,
    contracts: (currency: string) => ['wallet', 'contracts', currency] as const,
    tokenBalance: (currency: string, address: string, tokenType?: string) =>
      ['wallet', 'tokenBalance', currency, address, tokenType ?? ''] as const,
  },
};

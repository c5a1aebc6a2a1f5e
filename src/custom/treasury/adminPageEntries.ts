import { lazy } from 'react';
import { lazyPage } from '../lazyPage';
import type { AdminPage } from '../pageTypes';

/**
 * /admin/treasury (the Admin group's 'Treasury' entry): the reconciliation, the coverage history
 * and the proof-of-reserves snapshots. Screen and icon load lazily: the registry is read on the
 * login route too.
 */
export const treasuryAdminPages: AdminPage[] = [
  {
    path: 'treasury',
    ...lazyPage(() => import('./TreasuryPage')),
    permission: 'treasury:read',
    readsSchemas: false,
    open: (queryClient, dataProvider) =>
      import('./treasuryQueries').then((m) => m.prefetchTreasury(queryClient, dataProvider)),
    menu: {
      label: 'Treasury',
      group: 'Admin',
      order: 12,
      icon: lazy(() => import('@mui/icons-material/AccountBalanceOutlined')),
    },
  },
];

import { lazy } from 'react';
import type { AdminPage } from '../pageTypes';

/**
 * /admin/2fa, /admin/wallet (the Admin group's 'Wallet' entry) and /admin/wallet/coin. Screens and
 * the menu icon load lazily: the registry is read on the login route too.
 */
export const walletAdminPages: AdminPage[] = [
  { path: '2fa', component: lazy(() => import('../twoFactor/TwoFactorPage')) },
  {
    path: 'wallet',
    component: lazy(() => import('./WalletPage')),
    permission: 'wallet:read',
    menu: {
      label: 'Wallet',
      group: 'Admin',
      order: 10,
      icon: lazy(() => import('@mui/icons-material/AccountBalanceWalletOutlined')),
    },
  },
  {
    path: 'wallet/coin',
    component: lazy(() => import('./WalletCoinPage')),
    permission: 'wallet:read',
  },
];

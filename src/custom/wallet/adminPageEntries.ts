import { lazy } from 'react';
import { lazyPage } from '../lazyPage';
import type { AdminPage } from '../pageTypes';

/**
 * /admin/2fa, /admin/wallet (the Admin group's 'Wallet' entry) and /admin/wallet/coin. Screens and
 * the menu icon load lazily: the registry is read on the login route too.
 */
export const walletAdminPages: AdminPage[] = [
  { path: '2fa', ...lazyPage(() => import('../twoFactor/TwoFactorPage')) },
  {
    path: 'wallet',
    ...lazyPage(() => import('./WalletPage')),
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
    ...lazyPage(() => import('./WalletCoinPage')),
    permission: 'wallet:read',
  },
];

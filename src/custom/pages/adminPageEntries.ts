import { lazy } from 'react';
import { lazyPage } from '../lazyPage';
import type { AdminPage } from '../pageTypes';

/**
 * The shell's admin pages. Screens and menu icons load lazily: the registry is read by App on
 * the login route, whose first load must not pull in MUI.
 */
export const shellAdminPages: AdminPage[] = [
  {
    path: 'dashboard',
    ...lazyPage(() => import('../../resources/dashboard/DashboardPage')),
    permission: 'dashboard:read',
    readsSchemas: false,
    menu: {
      label: 'Dashboard',
      order: 10,
      icon: lazy(() => import('@mui/icons-material/SpaceDashboardOutlined')),
    },
  },
  { path: 'profile', ...lazyPage(() => import('./profile/ProfilePage')) },
  { path: 'change-password', ...lazyPage(() => import('./changePassword/ChangePasswordPage')) },
];

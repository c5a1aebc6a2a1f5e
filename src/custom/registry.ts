import { authPublicPages } from './auth/publicPages';
import { shellAdminPages } from './pages/adminPageEntries';
import type { AdminPage, PublicPage } from './pageTypes';
import { walletAdminPages } from './wallet/adminPageEntries';
import { stakingAdminPages } from './staking/adminPageEntries';
import { treasuryAdminPages } from './treasury/adminPageEntries';

export type { AdminPage, PublicPage } from './pageTypes';

/**
 * Custom screens (flows, not CRUD). AdminApp mounts `adminPages` under /admin inside the shell;
 * App mounts `publicPages` outside it. A new screen is one entry here.
 */
export const adminPages: AdminPage[] = [
  ...shellAdminPages,
  ...walletAdminPages,
  ...stakingAdminPages,
  ...treasuryAdminPages,
];

export const publicPages: PublicPage[] = [...authPublicPages];

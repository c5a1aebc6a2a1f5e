import { lazyPage } from '../lazyPage';
import type { AdminPage } from '../pageTypes';

/** Staking's spec routes that are not a resource's own list (staket/createAdminStake). */
export const stakingAdminPages: AdminPage[] = [
  {
    path: 'staket/createAdminStake',
    ...lazyPage(() => import('./CreateAdminStakePage')),
    permission: 'adminstake:create',
  },
];

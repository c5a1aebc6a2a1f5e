import { lazy } from 'react';
import type { AdminPage } from '../pageTypes';

/** Staking's spec routes that are not a resource's own list (staket/createAdminStake). */
export const stakingAdminPages: AdminPage[] = [
  {
    path: 'staket/createAdminStake',
    component: lazy(() => import('./CreateAdminStakePage')),
    permission: 'adminstake:create',
  },
];

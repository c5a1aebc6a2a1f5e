import type { ComponentType, LazyExoticComponent } from 'react';
import type { MenuEntry } from '../resources/types';
import { authPublicPages } from './auth/publicPages';
import { shellAdminPages } from './pages/adminPageEntries';
import { walletAdminPages } from './wallet/adminPageEntries';

/**
 * Custom screens (flows, not CRUD). AdminApp mounts `adminPages` under /admin inside the shell;
 * App mounts `publicPages` outside it. A new screen is one entry here.
 */
export interface AdminPage {
  /** Path under /admin, e.g. 'dashboard' or 'wallet/coin'. */
  path: string;
  component: LazyExoticComponent<ComponentType>;
  menu?: MenuEntry;
}

export interface PublicPage {
  path: string;
  component: LazyExoticComponent<ComponentType>;
  /** 'publicOnly': with a token the browser goes to /admin/dashboard (spec: /login, /forgot-password). */
  access: 'publicOnly' | 'any';
}

export const adminPages: AdminPage[] = [...shellAdminPages, ...walletAdminPages];

export const publicPages: PublicPage[] = [...authPublicPages];

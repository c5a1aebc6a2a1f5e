import type { ComponentType, LazyExoticComponent } from 'react';
import type { MenuEntry } from '../resources/types';
import type { Permission } from '../contracts/permissions';

/**
 * The shapes of the custom-screen registry, in a leaf module: the page entry files import these
 * types without importing the registry that imports them (no import cycle).
 */
export interface AdminPage {
  /** Path under /admin, e.g. 'dashboard' or 'wallet/coin'. */
  path: string;
  component: LazyExoticComponent<ComponentType>;
  menu?: MenuEntry;
  /** What the screen needs (absent: any admin, e.g. their own profile); else "Access denied". */
  permission?: Permission;
}

export interface PublicPage {
  path: string;
  component: LazyExoticComponent<ComponentType>;
  /** 'publicOnly': with a token the browser goes to /admin/dashboard (/login, /forgot-password). */
  access: 'publicOnly' | 'any';
  /** 'padded': the centred card (/login, /forgot-password); 'plain': the other auth names. */
  layout: AuthPageLayout;
}

export type AuthPageLayout = 'padded' | 'plain';

import type { ComponentType, LazyExoticComponent } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ExchangeDataProvider } from '../dataProvider';
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
  /** Starts loading the screen's code before it is shown (./lazyPage.ts). */
  preload?: () => Promise<void>;
  /**
   * false: the screen reads no resource schema (no reference field, no schema's grid), so it
   * renders without waiting for every schema to load (AdminApp, afterEverySchema).
   */
  readsSchemas?: false;
  /**
   * Its first calls, asked for when its menu entry is pressed (warmScreens.ts), while its code
   * loads and renders: the screen then finds them in the query cache, answered or on their way.
   */
  open?: (queryClient: QueryClient, dataProvider: ExchangeDataProvider) => Promise<void>;
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

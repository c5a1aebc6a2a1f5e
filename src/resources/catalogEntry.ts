import type { HttpMethod, MenuEntry } from './types';
import type { ListQueue } from '../contracts/resources/types';
import type { ResourceDefinition } from './shared/definition';

/**
 * What the shell knows of a resource before its schema loads: enough for the sidebar, the
 * <Resource> routes and the role's menu. Written by tests/unit/app/resourceCatalog.test.ts from
 * the schemas themselves (./registry.ts), so each fact keeps its one place in the schema; the
 * dashboard then loads no schema it does not show.
 */
export interface CatalogEntry {
  name: string;
  label: string;
  menu?: MenuEntry;
  /** The list's call (when its path is fixed): what the sidebar checks against the role. */
  listCall?: { method: HttpMethod; path: string };
  /** Which screens beside the list it has (absent: a record page, no edit or create screen). */
  screens?: { show: boolean; edit: boolean; create: boolean };
  showPath?: string;
  /** Its queue view (the schema's `queue`): the menu lists it under the resource's entry. */
  queue?: ListQueue;
  recordRepresentation?: string;
  /** Resources its screens show by reference (links, related lists): loaded with it. */
  refers?: string[];
  /**
   * Those its list may show (all of `refers` but the record page's related lists), when fewer:
   * the grid loads only these, so a list URL or a menu click does not wait for the record page's.
   */
  listRefers?: string[];
  /** The resource's definition (its schema and own screens), loaded on first use. */
  load: () => Promise<ResourceDefinition>;
}

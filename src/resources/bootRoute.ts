import { paths } from '../config/paths';
import { loadSchemaProvider } from './catalogDataProvider';
import { preloadList } from './lazyScreens';
import { catalogEntry, type CatalogEntry } from './catalog';

/** The resource whose list a URL opens (`/admin/user`), if it names one. */
export function openedEntry(pathname: string): CatalogEntry | undefined {
  const prefix = `${paths.admin}/`;
  if (!pathname.startsWith(prefix)) return undefined;
  return catalogEntry(pathname.slice(prefix.length).replace(/\/$/, ''));
}

/**
 * Boot work for the URL the browser opened, started by App beside the admin's own code: a
 * resource's list URL loads that list screen's code, and the provider its first page goes through,
 * at once, not after the admin has rendered.
 */
export async function bootRoute(pathname: string): Promise<void> {
  const entry = openedEntry(pathname);
  if (entry) await Promise.all([preloadList(entry), loadSchemaProvider()]);
}

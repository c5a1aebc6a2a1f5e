import { paths } from '../config/paths';
import { preloadList } from './lazyScreens';
import { catalogEntry } from './catalog';

/**
 * Boot work for the URL the browser opened, started by App beside the admin's own code: a
 * resource's list URL loads that list screen's code at once, not after the admin has rendered.
 */
export async function bootRoute(pathname: string): Promise<void> {
  const prefix = `${paths.admin}/`;
  if (!pathname.startsWith(prefix)) return;
  const entry = catalogEntry(pathname.slice(prefix.length).replace(/\/$/, ''));
  if (entry) await preloadList(entry);
}

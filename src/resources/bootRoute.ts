import { paths } from '../config/paths';
import { preloadList } from './lazyScreens';
import { catalogEntry, type CatalogEntry } from './catalog';
import { listParamsKey, prefetchFirstPage, type StoredListParams } from './shared/firstPage';

/**
 * Boot work for the URL the browser opened, started by App beside the admin's own code: a
 * resource's list URL loads that list screen's code at once, not after the admin has rendered,
 * and asks for the grid's first page as soon as the resource's schema is here.
 */
export async function bootRoute(pathname: string, search = ''): Promise<void> {
  const prefix = `${paths.admin}/`;
  if (!pathname.startsWith(prefix)) return;
  const entry = catalogEntry(pathname.slice(prefix.length).replace(/\/$/, ''));
  if (!entry) return;
  // A URL with its own parameters (a filter link) is read by the list itself.
  await Promise.all([preloadList(entry), search ? undefined : prefetchOpenedList(entry)]);
}

/** The page the grid will show (where this admin left it, else its defaults) into its cache. */
async function prefetchOpenedList(entry: CatalogEntry): Promise<void> {
  const app = import('../custom/AdminApp');
  // Asked beside the loads: the role's permissions come with the profile the admin reads anyway.
  const allowed = app.then(({ mayReadList }) => mayReadList(entry.name));
  const [{ queryClient, dataProvider }, { perAdminStore }, { schema }, may] = await Promise.all([
    app,
    import('../custom/adminStore'),
    entry.load(),
    allowed,
  ]);
  // A role that may not read it gets the screen's refusal, not a refused call.
  if (!may) return;
  const stored = perAdminStore().getItem<StoredListParams>(listParamsKey(schema.name));
  prefetchFirstPage(queryClient, dataProvider, schema, stored);
}

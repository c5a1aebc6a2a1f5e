import { paths } from '../config/paths';
import { LIST_PARAMS } from '../boot/firstPageManifest';
import { prefetch } from '../dataProvider/bootPrefetch';
import { firstPageCall } from '../dataProvider/firstPageCall';
import { preloadList } from './lazyScreens';
import { catalogEntry, loadResource } from './catalog';
import type { ResourceDefinition } from './shared/definition';

/**
 * Boot work for the URL the browser opened, started by App beside the admin's own code. A
 * resource's list URL loads that list screen's code, and requests the first page the list will
 * ask for (its default page: no filter, the schema's sort and page size), so both are here when
 * the admin has rendered its shell, instead of being asked for afterwards.
 */
export async function bootRoute(pathname: string, search: string): Promise<void> {
  const prefix = `${paths.admin}/`;
  if (!pathname.startsWith(prefix)) return;
  const name = pathname.slice(prefix.length).replace(/\/$/, '');
  const entry = catalogEntry(name);
  if (!entry) return;
  const definition = await loadResource(entry);
  // The first page's request leaves first: the screen's ~30 scripts, asked for next, would queue
  // it behind them on the browser's six connections. A failed load is shown by the screen itself.
  prefetchFirstPage(definition, new URLSearchParams(search));
  preloadList(entry).catch(() => undefined);
}

function prefetchFirstPage(definition: ResourceDefinition, query: URLSearchParams) {
  const { schema } = definition;
  // A resource's own list screen may ask for something else: only the generic grid is known.
  if (definition.list || schema.list.mode !== 'whole' || !schema.defaultSort) return;
  if (LIST_PARAMS.some((param) => query.has(param))) return;
  const call = firstPageCall(schema, {
    page: 1,
    perPage: schema.list.perPage ?? 25,
    sort: schema.defaultSort,
    filter: {},
  });
  if (call) prefetch(call);
}

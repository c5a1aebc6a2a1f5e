import type { ResourceDefinition } from './shared/definition';
import type { CatalogEntry } from './catalogEntry';
import { indexSchemas, schemaNamed } from './shared/schemaIndex';
import { resourceCatalog } from './resourceCatalog.generated';

export type { CatalogEntry };
export { resourceCatalog };

const byName = new Map(resourceCatalog.map((entry) => [entry.name, entry]));

export const catalogEntry = (name: string): CatalogEntry | undefined => byName.get(name);

const loading = new Map<string, Promise<ResourceDefinition>>();
const loadingForList = new Map<string, Promise<ResourceDefinition>>();

/**
 * A resource's definition, with the resources it refers to, indexed for reference fields
 * (schemaNamed) before it resolves: a screen renders its links at once.
 */
export const loadResource = (entry: CatalogEntry): Promise<ResourceDefinition> =>
  loadWith(loading, entry, entry.refers);

/**
 * What its list and its calls need: the definition with the resources the grid itself refers to
 * (`listRefers`), not the record page's related lists (the users' nine).
 */
export const loadListResource = (entry: CatalogEntry): Promise<ResourceDefinition> =>
  entry.listRefers ? loadWith(loadingForList, entry, entry.listRefers) : loadResource(entry);

function loadWith(
  cache: Map<string, Promise<ResourceDefinition>>,
  entry: CatalogEntry,
  refers: string[] = [],
): Promise<ResourceDefinition> {
  let definition = cache.get(entry.name);
  if (!definition) {
    definition = Promise.all([entry.load(), ...refers.map(loadReferred)]).then(([loaded]) => {
      indexSchemas([loaded.schema]);
      return loaded;
    });
    cache.set(entry.name, definition);
    // A failed load (a lost connection) is tried again on the next visit.
    definition.catch(() => cache.delete(entry.name));
  }
  return definition;
}

/** A referred resource's schema only (its own references are not shown from here). */
function loadReferred(name: string): Promise<unknown> {
  const entry = byName.get(name);
  if (!entry || schemaNamed(name)) return Promise.resolve();
  return entry.load().then((definition) => indexSchemas([definition.schema]));
}

/** Every registered resource, for screens that read schemas directly (AdminApp's custom pages). */
export const loadEveryResource = (): Promise<unknown> =>
  Promise.all(resourceCatalog.map(loadResource));

import type { ResourceDefinition } from './shared/definition';
import type { CatalogEntry } from './catalogEntry';
import { indexSchemas, schemaNamed } from './shared/schemaIndex';
import { resourceCatalog } from './resourceCatalog.generated';

export type { CatalogEntry };
export { resourceCatalog };

const byName = new Map(resourceCatalog.map((entry) => [entry.name, entry]));

export const catalogEntry = (name: string): CatalogEntry | undefined => byName.get(name);

const loading = new Map<string, Promise<ResourceDefinition>>();

/**
 * A resource's definition, with the resources it refers to, indexed for reference fields
 * (schemaNamed) before it resolves: a screen renders its links at once.
 */
export function loadResource(entry: CatalogEntry): Promise<ResourceDefinition> {
  let definition = loading.get(entry.name);
  if (!definition) {
    definition = Promise.all([entry.load(), ...(entry.refers ?? []).map(loadReferred)]).then(
      ([loaded]) => {
        indexSchemas([loaded.schema]);
        return loaded;
      },
    );
    loading.set(entry.name, definition);
    // A failed load (a lost connection) is tried again on the next visit.
    definition.catch(() => loading.delete(entry.name));
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

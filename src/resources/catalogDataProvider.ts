import type { DataProviderOptions, ExchangeDataProvider } from '../dataProvider';
import { endpointMethods } from '../dataProvider/endpointMethods';
import { loadOnce } from '../dataProvider/loadOnce';
import { catalogEntry, loadListResource } from './catalog';

/** The provider's methods that name a resource first; `call` and `callEnvelope` name none. */
const RESOURCE_METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'update',
  'create',
  'delete',
  'updateMany',
  'deleteMany',
  'getCsv',
] as const;

type ResourceMethod = (resource: string, params: unknown) => Promise<unknown>;

/**
 * The schema provider and the whole-list engine it holds (paging, sorting): loaded
 * with a resource's first call, beside its schema. The dashboard calls only declared endpoints,
 * so its first load goes without them (~5 kB gzip).
 */
type SchemaProviderModule = typeof import('../dataProvider/schemaProvider');
let schemaProviderModule: SchemaProviderModule | undefined;
/**
 * Once here, handed over in a microtask: a dynamic import() of a loaded module still resolves a
 * task later, behind whatever the click that asked is rendering (~200 ms on a menu click).
 */
export const loadSchemaProvider = (): Promise<SchemaProviderModule> =>
  schemaProviderModule
    ? Promise.resolve(schemaProviderModule)
    : import('../dataProvider/schemaProvider').then((m) => (schemaProviderModule = m));

/**
 * The schema dataProvider without every schema at boot: a resource's first call loads its
 * schema (the catalog's loader, shared with its screens) and goes to a provider holding it. The
 * providers share the admin's one query cache, so invalidation and the whole-list cache work as
 * with one provider; a name the catalog does not know gets the base provider's "Unknown resource".
 */
export function catalogDataProvider(options: DataProviderOptions): ExchangeDataProvider {
  const providers = new Map<string, Promise<ExchangeDataProvider>>();
  // A name the catalog does not know: the base provider, whose every call says "Unknown resource".
  const unknown = loadOnce(() =>
    loadSchemaProvider().then(({ buildDataProvider }) => buildDataProvider([], options)),
  );

  const providerFor = (resource: string): Promise<ExchangeDataProvider> => {
    const entry = catalogEntry(resource);
    if (!entry) return unknown();
    let provider = providers.get(resource);
    if (!provider) {
      provider = Promise.all([loadListResource(entry), loadSchemaProvider()]).then(
        ([{ schema }, { buildDataProvider }]) => buildDataProvider([schema], options),
      );
      providers.set(resource, provider);
      // A failed load (a lost connection) is tried again on the next call.
      provider.catch(() => providers.delete(resource));
    }
    return provider;
  };

  const byResource = Object.fromEntries(
    RESOURCE_METHODS.map((method) => [
      method,
      async (resource: string, params: unknown) =>
        ((await providerFor(resource))[method] as ResourceMethod)(resource, params),
    ]),
  );
  return { ...endpointMethods(options.queryClient), ...byResource } as ExchangeDataProvider;
}

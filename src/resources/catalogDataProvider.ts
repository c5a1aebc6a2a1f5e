import {
  buildDataProvider,
  type DataProviderOptions,
  type ExchangeDataProvider,
} from '../dataProvider';
import { catalogEntry, loadResource } from './catalog';

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
 * The schema dataProvider without every schema at boot: a resource's first call loads its
 * schema (the catalog's loader, shared with its screens) and goes to a provider holding it. The
 * providers share the admin's one query cache, so invalidation and the whole-list cache work as
 * with one provider; a name the catalog does not know gets the base provider's "Unknown resource".
 */
export function catalogDataProvider(options: DataProviderOptions): ExchangeDataProvider {
  const base = buildDataProvider([], options);
  const providers = new Map<string, Promise<ExchangeDataProvider>>();

  const providerFor = (resource: string): Promise<ExchangeDataProvider> => {
    const entry = catalogEntry(resource);
    if (!entry) return Promise.resolve(base);
    let provider = providers.get(resource);
    if (!provider) {
      provider = loadResource(entry).then(({ schema }) => buildDataProvider([schema], options));
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
  return { ...base, ...byResource } as ExchangeDataProvider;
}

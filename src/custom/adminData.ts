// Not the dataProvider barrel: it re-exports the whole-list engine, which loads with a list.
import { createQueryClient } from '../dataProvider/queryClient';
import { withRestResources } from '../dataProvider/restProvider';
import { catalogDataProvider } from '../resources/catalogDataProvider';

/**
 * One provider and one query cache for the admin's lifetime (tests reset them between cases),
 * apart from AdminApp so the boot route (resources/bootRoute.ts) can fill the cache before the
 * admin's screens have loaded. Plain REST resources (/api/rest/*, e.g. sessions) go to
 * ra-data-simple-rest beside the schemas. A resource's schema loads with its first call or
 * screen, not with the dashboard.
 */
export const queryClient = createQueryClient();
export const dataProvider = withRestResources(catalogDataProvider({ queryClient }));

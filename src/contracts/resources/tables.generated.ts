// Generated from the contracts by tests/unit/app/resourceCatalog.test.ts: do not edit.
// UPDATE_CATALOG=1 npx vitest run tests/unit/app/resourceCatalog.test.ts rewrites it.
import { blockedAddressContract } from './blockedAddresses';
import type { PagedListContract } from './types';

/**
 * Every contract that declares its `table`: the engine serves its list and writes and derives its
 * audit name and link from it alone, with no server module.
 */
export const tableContracts: PagedListContract[] = [blockedAddressContract];

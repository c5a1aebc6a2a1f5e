// Generated from the contracts by tests/unit/app/resourceCatalog.test.ts: do not edit.
// UPDATE_CATALOG=1 npx vitest run tests/unit/app/resourceCatalog.test.ts rewrites it.
import { blockedAddresses } from './blocked_addresses';
import type { ResourceDefinition } from './shared/definition';

/** The admin entry of every contract that declares its `table`, found by the contract's name. */
export const tableResources: ResourceDefinition[] = [blockedAddresses];

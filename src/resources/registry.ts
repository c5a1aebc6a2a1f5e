import type { ResourceDefinition } from './shared/definition';
import type { ResourceSchema } from './types';
import { users } from './users';
import { kyc } from './kyc';
import { notification } from './notification';
import { passbook_history } from './passbook_history';
import { withdraw } from './withdraw';
import { affiliate } from './affiliate';
import { deposit } from './deposit';
import { convert_history } from './convert_history';
import { coinList } from './coin-list';
import { tradepairs } from './tradepairs';
import { pendingOrders, tradeBuy, tradeSell } from './trade';
import { indexSchemas } from './shared/schemaIndex';
import { p2pPairs, p2pBuy, p2pSell, raiseDispute } from './p2p';
import { stakingResources } from './staking';
import { supportCategory, supportTickets } from './support';
import { admins, invitations, roles, sessions } from './admins';
import { audit } from './audit';
import { approvals } from './approvals';
import { withdrawalLimits } from './withdrawal_limits';
import { landing } from './landing';
import { tableResources } from './tableResources.generated';

/**
 * The schema-driven resources listed by hand: every one but those whose contract declares its
 * table (./tableResources.generated.ts finds their admin entries by the contract's name).
 */
export const listedResources: ResourceDefinition[] = [
  users,
  coinList,
  tradepairs,
  kyc,
  passbook_history,
  withdraw,
  affiliate,
  deposit,
  convert_history,
  tradeBuy,
  tradeSell,
  pendingOrders,
  p2pPairs,
  p2pBuy,
  p2pSell,
  raiseDispute,
  ...stakingResources,
  supportCategory,
  supportTickets,
  notification,
  approvals,
  admins,
  invitations,
  roles,
  sessions,
  audit,
  withdrawalLimits,
  landing,
];

/**
 * Every schema-driven resource of the admin. Adding a resource is one folder (schema + the screens
 * that differ) and one line above, or none for a table's resource; UPDATE_CATALOG=1 npx vitest
 * run tests/unit/app/resourceCatalog.test.ts then writes its entry in
 * ./resourceCatalog.generated.ts, which the admin reads (AdminApp mounts it, the sidebar lists it,
 * the dataProvider loads its schema on first use). Importing this list loads every schema: the
 * admin's own code goes through ./catalog.ts instead.
 */
export const resources: ResourceDefinition[] = [...listedResources, ...tableResources];

export const schemas: ResourceSchema[] = resources.map((definition) => definition.schema);

// Reference fields find their target's details route and representation by name.
indexSchemas(schemas);

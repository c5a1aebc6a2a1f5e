import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { tableContracts } from '../../src/contracts/resources/tables.generated.ts';
import type { RecordWritesSql } from '../http/recordWritesSql.ts';
import { tableList, tableResourceRoutes } from '../http/tableResource.ts';
import { assessWithdrawals, OPEN_WITHDRAWALS } from '../money/withdrawalRisk.ts';

/** Every table-declared resource's list (serverLists asks the planner about each one). */
export const TABLE_LISTS = tableContracts.map(tableList);

/** What only the server does around a table resource's writes, by the contract's name. */
const HOOKS: Record<string, Omit<RecordWritesSql, 'table'>> = {
  // The risk review flags a withdrawal to a blocked destination: re-rank the open ones.
  blocked_addresses: {
    afterWrite: (tx, { address }) =>
      assessWithdrawals(tx, `${OPEN_WITHDRAWALS} AND w.address = $1`, [address]),
  },
};

/** The lists and writes of every resource declared with its table (src/contracts/resources/tables.generated.ts). */
export const tableRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const list of TABLE_LISTS) tableResourceRoutes(app, list, HOOKS[list.contracts[0].name]);
};

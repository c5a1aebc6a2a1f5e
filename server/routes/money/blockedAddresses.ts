import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { blockedAddressContract } from '../../../src/contracts/resources/blockedAddresses.ts';
import { pagedListFromContract } from '../../http/contractList.ts';
import { recordRoutes } from '../../http/crudRoutes.ts';
import { assessWithdrawals, OPEN_WITHDRAWALS } from '../../money/withdrawalRisk.ts';

/** Blocked withdrawal destinations: the list's SQL, and where the writes store each input. */
export const BLOCKED_ADDRESS_LIST = pagedListFromContract(blockedAddressContract, {
  from: 'FROM blocked_addresses b LEFT JOIN admins a ON a.id = b.created_by',
  columns: {
    address: { sql: 'b.address', notNull: true },
    network: { sql: 'b.network', notNull: true },
    reason: { sql: 'b.reason', notNull: true },
    createdBy: {
      sql: 'a.email',
      lookup: { key: 'b.created_by', table: 'admins', id: 'id', match: 'email' },
    },
    createdAt: { sql: 'b.created_at', notNull: true },
  },
  values: { updatedAt: 'b.updated_at' },
  apiColumns: { _id: { sql: 'b.id', type: 'select', sortable: false } },
  tiebreak: 'b.id',
  count: { from: 'FROM blocked_addresses b', aliases: ['b'] },
});

export const blockedAddressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  recordRoutes(
    app,
    BLOCKED_ADDRESS_LIST,
    {
      table: 'blocked_addresses',
      createdBy: 'created_by',
      duplicate: ({ address, network }) => `${address} is already blocked on ${network}`,
      describe: ({ address, network }) => `${address} (${network})`,
      // The risk review flags a withdrawal to a blocked destination: re-rank the open ones.
      afterWrite: (tx, { address }) =>
        assessWithdrawals(tx, `${OPEN_WITHDRAWALS} AND w.address = $1`, [address]),
    },
    { tags: ['Money'], summary: 'Blocked withdrawal destinations, newest first, server-paged' },
  );
};

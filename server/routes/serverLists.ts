import type { Db } from '../db/index.ts';
import type { ContractListSpec } from '../http/contractList.ts';
import { pageQueriesOf, readPaging, type PageQueries, type PagingInput } from '../http/paging.ts';
import type { PagedListContract } from '../../src/contracts/resources/types.ts';
import { actionLogList } from './actionHistory.ts';
import { APPROVALS_LIST } from './approvals.ts';
import { AUDIT_TRAIL_LIST } from './audit.ts';
import { KYC_PAGES } from './kyc.ts';
import { tradeHistoryCall } from './markets/trades.ts';
import { AFFILIATES_LIST } from './money/affiliates.ts';
import { CONVERTS_LIST } from './money/converts.ts';
import { DEPOSITS_LIST } from './money/deposits.ts';
import { PASSBOOK_LIST, passbookQueries } from './money/passbook.ts';
import { WITHDRAWALS_LIST } from './money/withdrawals.ts';
import { P2P_DISPUTES_LIST } from './p2p/disputes.ts';
import { P2P_TRADES_LIST } from './p2p/trades.ts';
import {
  ADMIN_STAKES_LIST,
  MATURED_STAKES_LIST,
  STAKING_HISTORY_LIST,
  USER_STAKES_LIST,
} from './staking/stakes.ts';
import { SUPPORT_CATEGORY_LIST } from './support/categories.ts';
import { TICKET_LIST } from './support/tickets.ts';
import { TABLE_LISTS } from './tableResources.ts';
import { USERS_PAGES } from './users.ts';

/**
 * Every server-paged grid with the SQL its route runs for a call, so a generated test can ask the
 * planner about each declared sort and filter (tests/server/listIndexes.test.ts). One entry per
 * grid of src/contracts/resources/index.ts; a view of a shared endpoint carries its fixed payload.
 */
export interface ServerList {
  contract: PagedListContract;
  /** The spec its calls page with (a trade-history view's: narrowed by its fixed payload). */
  spec: ContractListSpec;
  /** The page's and the count's SQL for a call of the grid, built as the route builds them. */
  queries: (db: Pick<Db, 'query'>, input: PagingInput) => Promise<PageQueries>;
}

/** A list whose route pages with pagedQuery: one entry per grid it serves. */
const paged = (spec: ContractListSpec): ServerList[] =>
  spec.contracts.map((contract) => ({
    contract,
    spec,
    queries: (db, input) => pageQueriesOf(db, spec, readPaging(input, spec)),
  }));

/** P2P trades: the route adds the grid's side to the filter. */
const p2pViews: ServerList[] = P2P_TRADES_LIST.contracts.map((contract) => {
  const { side } = contract.endpoint.fixed as { side: string };
  const queries: ServerList['queries'] = (db, input) => {
    const filter = { ...(input.filter as Record<string, unknown>), side };
    return pageQueriesOf(db, P2P_TRADES_LIST, readPaging({ ...input, filter }, P2P_TRADES_LIST));
  };
  return { contract, spec: P2P_TRADES_LIST, queries };
});

/** Trade history: each view's fixed payload (side, status) narrows the spec. */
const tradeHistoryViews = (): ServerList[] =>
  ['trade/buy', 'trade/sell', 'trade/pending-order'].map((name) => {
    const probe = tradeHistoryCall({});
    const contract = probe.spec.contracts.find((c) => c.name === name) as PagedListContract;
    const fixed = contract.endpoint.fixed ?? {};
    return {
      contract,
      spec: tradeHistoryCall(fixed).spec,
      queries: (db, input) => {
        const call = tradeHistoryCall({
          ...fixed,
          ...(input as Parameters<typeof tradeHistoryCall>[0]),
        });
        return pageQueriesOf(db, call.spec, readPaging(call.input, call.spec));
      },
    };
  });

export const serverLists = (): ServerList[] => [
  ...paged(USERS_PAGES),
  ...paged(KYC_PAGES),
  {
    contract: PASSBOOK_LIST.contracts[0],
    spec: PASSBOOK_LIST,
    queries: (db, input) => passbookQueries(db, readPaging(input, PASSBOOK_LIST)),
  },
  ...paged(WITHDRAWALS_LIST),
  ...paged(AFFILIATES_LIST),
  ...paged(DEPOSITS_LIST),
  ...paged(CONVERTS_LIST),
  ...tradeHistoryViews(),
  ...p2pViews,
  ...paged(P2P_DISPUTES_LIST),
  ...paged(USER_STAKES_LIST),
  ...paged(MATURED_STAKES_LIST),
  ...paged(ADMIN_STAKES_LIST),
  ...paged(STAKING_HISTORY_LIST),
  ...paged(SUPPORT_CATEGORY_LIST),
  ...paged(TICKET_LIST),
  ...paged(actionLogList),
  ...paged(AUDIT_TRAIL_LIST),
  ...paged(APPROVALS_LIST),
  ...TABLE_LISTS.filter((spec) => !spec.contracts[0].whole).flatMap(paged),
];

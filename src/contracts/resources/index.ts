import { affiliateContract } from './affiliate';
import { auditTrailContract } from './auditTrail';
import { approvalsContract } from './approvals';
import { convertHistoryContract } from './convertHistory';
import { depositContract } from './deposit';
import { notificationContract } from './notification';
import { raiseDisputeContract } from './p2pDisputes';
import { p2pBuyContract, p2pSellContract } from './p2pTrades';
import { passbookHistoryContract } from './passbookHistory';
import {
  adminStakeContract,
  stakeOrderContract,
  stakeSettleContract,
  stakingHistoryContract,
} from './stakes';
import { p2pPairContract } from './p2pPairs';
import { stakingPlanContract } from './stakingPlans';
import { tradePairContract } from './tradePairs';
import { landingContract } from './landing';
import { supportCategoryContract, supportTicketsContract } from './support';
import { pendingOrderContract, tradeBuyContract, tradeSellContract } from './trade';
import { tableContracts } from './tables.generated';
import type { PagedListContract } from './types';
import { withdrawContract } from './withdraw';
import { usersContract } from './users';
import { kycContract } from './kyc';

/**
 * Every server-paged list. The admin's server-paged grids are built on these (a unit test checks
 * none is missing), and tests/server/contracts.test.ts proves each one's sorts, filters, search
 * and export against the real server: a list added here is tested without a line more.
 */
export const pagedListContracts: PagedListContract[] = [
  usersContract,
  kycContract,
  passbookHistoryContract,
  withdrawContract,
  affiliateContract,
  depositContract,
  convertHistoryContract,
  tradeBuyContract,
  tradeSellContract,
  pendingOrderContract,
  p2pBuyContract,
  p2pSellContract,
  raiseDisputeContract,
  stakeOrderContract,
  stakeSettleContract,
  adminStakeContract,
  stakingHistoryContract,
  supportCategoryContract,
  supportTicketsContract,
  notificationContract,
  auditTrailContract,
  approvalsContract,
  ...tableContracts.filter((contract) => !contract.whole),
];

/**
 * The contracts of short lists answered whole (`whole: true`): their writes are served and tested
 * like the paged lists' (tests/server/contractWrites.test.ts), their grids sort in the browser.
 */
export const wholeListContracts: PagedListContract[] = [
  stakingPlanContract,
  p2pPairContract,
  tradePairContract,
  landingContract,
  ...tableContracts.filter((contract) => contract.whole),
];

/** Every contract, for what reads them all: the route rules, the generated write tests. */
export const allContracts: PagedListContract[] = [...pagedListContracts, ...wholeListContracts];

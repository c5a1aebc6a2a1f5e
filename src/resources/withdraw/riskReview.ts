import type { CallEndpoint } from '../../dataProvider';
import type { Choice } from '../types';
import {
  RISK_LEVEL_LABELS,
  RISK_LEVELS,
  type RiskLevel,
  type WithdrawalRiskReview,
} from '../../contracts/withdrawalRisk';

/** The grid's Risk chip and filter: the contract's levels, coloured by severity. */
const RISK_COLORS: Record<RiskLevel, Choice['color']> = {
  review: 'error',
  high: 'error',
  medium: 'warning',
  low: 'info',
  none: 'default',
};
export const riskChoices: Choice[] = RISK_LEVELS.map((level) => ({
  id: level,
  name: RISK_LEVEL_LABELS[level],
  color: RISK_COLORS[level],
}));

export const RISK_REVIEW_FAILED = 'Could not load the risk review';

/** GET /admin/withdrawRisk/:id: one withdrawal's review, measured by the server now. */
export const withdrawRiskEndpoint: CallEndpoint<{ id: string }, WithdrawalRiskReview> = {
  method: 'GET',
  path: ({ id }) => `/admin/withdrawRisk/${encodeURIComponent(id)}`,
  errorMessage: RISK_REVIEW_FAILED,
};

/** Under the resource's key, so an action's refresh of `withdraw` refetches it too. */

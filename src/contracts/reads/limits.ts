import { withdrawalLimitsEndpoints } from '../withdrawalLimits';
import type { ReadDeclaration } from './types';

export const withdrawalLimitsRead: ReadDeclaration = {
  name: 'withdrawalLimits',
  label: 'Withdrawal limits per KYC level (USD per rolling 24 h and 30 days)',
  ...withdrawalLimitsEndpoints.list,
  tag: 'Money',
  inputs: [],
  permission: 'limits:read',
  message: 'Withdrawal limits',
  notes:
    'result: [{ _id (the KYC status), kycStatus, level, dailyUsd, monthlyUsd, updatedAt }], approved first',
};

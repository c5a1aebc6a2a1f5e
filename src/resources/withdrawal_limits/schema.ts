import SpeedOutlinedIcon from '@mui/icons-material/SpeedOutlined';
import type { RaRecord } from 'react-admin';
import type { ActionSchema, ResourceSchema } from '../types';
import { REASON_MIN } from '../../contracts/reason';
import {
  LIMIT_MAX_USD,
  withdrawalLimitsEndpoints as endpoints,
} from '../../contracts/withdrawalLimits';
import { WHOLE_LISTS } from '../../contracts/wholeLists';

/** No spec default for these calls: the messages say what failed. */
export const GET_LIMITS_FAILED = 'Get Withdrawal Limits failed!';
export const UPDATE_LIMITS_FAILED = 'Update Withdrawal Limits failed!';

interface LimitRow extends RaRecord {
  level: string;
  dailyUsd: string;
  monthlyUsd: string;
}

const LIMIT_RULES = { required: true, min: 0, max: LIMIT_MAX_USD };

/**
 * Changing a level's limits is a declared action: both limits in one dialog with the reason the
 * audit trail keeps. The server records it as a request (HTTP 202) a second admin approves in
 * Approvals, and toasts so; the approval re-ranks the open withdrawals against the new limits.
 */
const editLimits: ActionSchema<LimitRow> = {
  name: 'edit-limits',
  label: 'Change limits',
  color: 'primary',
  variant: 'outlined',
  places: ['row', 'detail'],
  endpoint: {
    method: endpoints.update.method,
    path: endpoints.update.path,
    body: ({ record, values }) => ({
      _id: record.id,
      dailyUsd: Number(values.dailyUsd),
      monthlyUsd: Number(values.monthlyUsd),
      reason: values.reason,
    }),
    errorMessage: UPDATE_LIMITS_FAILED,
  },
  confirm: {
    title: (r) => `Change the withdrawal limits of ${r.level}?`,
    text: 'A second admin must approve the change in Approvals before it takes effect. Then withdrawals above the new limits will need review, and a reason to be approved.',
    label: 'Save limits',
  },
  initial: (r) => ({ dailyUsd: Number(r.dailyUsd), monthlyUsd: Number(r.monthlyUsd) }),
  inputs: [
    {
      source: 'dailyUsd',
      label: 'Daily limit (USD)',
      type: 'number',
      views: [],
      rules: LIMIT_RULES,
    },
    {
      source: 'monthlyUsd',
      label: 'Monthly limit (USD)',
      type: 'number',
      views: [],
      rules: LIMIT_RULES,
    },
  ],
  reason: { label: 'Reason', rules: { required: true, minLength: REASON_MIN } },
  idempotent: false,
  refresh: ['withdraw'],
};

/** /admin/withdrawal_limits: the USD limits of each KYC level over 24 h and 30 days. */
export const withdrawalLimitsSchema: ResourceSchema = {
  name: 'withdrawal_limits',
  label: 'Withdrawal limits',
  recordName: 'withdrawal limit',
  history: true,
  menu: { label: 'Limits', group: 'Admin', order: 6, icon: SpeedOutlinedIcon },
  list: {
    method: endpoints.list.method,
    path: endpoints.list.path,
    mode: 'whole',
    bound: WHOLE_LISTS.withdrawalLimits,
    errorMessage: GET_LIMITS_FAILED,
  },
  fields: [
    { source: 'level', label: 'KYC level', type: 'text', views: ['list', 'show'] },
    { source: 'dailyUsd', label: 'Daily limit (USD)', type: 'money', views: ['list', 'show'] },
    { source: 'monthlyUsd', label: 'Monthly limit (USD)', type: 'money', views: ['list', 'show'] },
    { source: 'updatedAt', label: 'Updated', type: 'datetime', views: ['list', 'show'] },
  ],
  actions: [editLimits],
  recordRepresentation: 'level',
};

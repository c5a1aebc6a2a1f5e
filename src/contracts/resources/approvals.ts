import { REQUEST_KINDS, REQUEST_STATUSES } from '../approvals';
import { DECISION_REASON_RULES } from '../reason';
import { pagedList } from './pagedList';
import { emailColumn, selectColumn, textColumn, timeColumn } from './fields';

/**
 * /admin/approvals: the two-person requests (GET /admin/approvals, server/routes/approvals.ts),
 * newest first: who asked, what changes from what to what, why, and who decided.
 */
export const approvalsContract = pagedList({
  name: 'approvals',
  endpoint: 'GET /admin/approvals',
  fields: [
    { ...selectColumn('kind', 'Request'), values: Object.keys(REQUEST_KINDS) },
    textColumn('target', 'About'),
    { key: 'summary', label: 'Change', type: 'text', searchable: true },
    { ...selectColumn('status', 'Status'), values: REQUEST_STATUSES },
    emailColumn('requestedBy', 'Requested by'),
    {
      key: 'reason',
      label: 'Reason',
      type: 'text',
      searchable: true,
      rules: DECISION_REASON_RULES,
    },
    timeColumn('createdAt', 'Requested'),
    { key: 'expiresAt', label: 'Expires', type: 'datetime', role: 'detail' },
    { key: 'decidedBy', label: 'Decided by', type: 'email', filter: 'text', role: 'detail' },
    { key: 'decidedAt', label: 'Decided', type: 'datetime', role: 'detail' },
    { key: 'decisionReason', label: 'Decision reason', type: 'text', role: 'detail' },
  ],
});

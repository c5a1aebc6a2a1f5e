import { pagedList } from './pagedList';
import { AUDIT_KINDS } from '../audit';
import { emailColumn, selectColumn, textColumn, timeColumn } from './fields';

/**
 * /admin/audit: the audit trail (GET /admin/audit, server/routes/audit.ts), newest first. Every
 * sort and filter is on an indexed column (100_audit_trail.sql, 123_audit_subject.sql) or narrowed
 * by one.
 */
export const auditTrailContract = pagedList({
  name: 'audit',
  endpoint: 'GET /admin/audit',
  defaultSort: { field: 'seq', order: 'DESC' },
  // The entries about one user's records, on the user's page (the derived subject's id).
  userFilter: { matches: ['subjectUserId'] },
  fields: [
    { key: 'seq', label: 'No.', type: 'number', sortable: true },
    timeColumn('at', 'Time'),
    emailColumn('adminEmail', 'Admin'),
    textColumn('action', 'Action'),
    selectColumn('resource', 'Resource'),
    { key: 'recordId', label: 'Record', type: 'text', filter: 'text', searchable: true },
    { key: 'operation', label: 'Change', type: 'status', filter: 'select' },
    { key: 'changes', label: 'Before → after', type: 'changes' },
    { key: 'reason', label: 'Reason', type: 'text', searchable: true },
    { key: 'adminRole', label: 'Role', type: 'text', role: 'detail' },
    { key: 'clientAddress', label: 'Client address', type: 'text', role: 'detail' },
    { key: 'userAgent', label: 'User agent', type: 'text', role: 'detail' },
    { key: 'idempotencyKey', label: 'Idempotency key', type: 'text', role: 'detail' },
    { key: 'requestId', label: 'Request id', type: 'text', role: 'detail' },
    { key: 'hash', label: 'Hash', type: 'text', role: 'detail' },
    // Derived when the entry is written (123_audit_subject.sql), outside its hash: the user the
    // changed record belongs to, found by the search `q` as by this filter (e-mail and name).
    {
      key: 'subject',
      label: 'Affected user',
      type: 'text',
      role: 'detail',
      filter: 'text',
      searchable: true,
    },
    { key: 'subjectUserId', label: 'Affected user id', type: 'text', role: 'detail' },
    // A withdrawal's or deposit's amount and asset ('3.5 ETH'), derived like the subject.
    { key: 'subjectAmount', label: 'Amount', type: 'text', role: 'detail' },
    // 'change', or 'access' (sign-ins and 2FA steps): the grid opens on changes only.
    {
      key: 'kind',
      label: 'Kind',
      type: 'status',
      role: 'detail',
      filter: 'select',
      values: AUDIT_KINDS,
    },
  ],
});

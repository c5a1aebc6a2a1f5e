import { pagedList } from './pagedList';
import { emailColumn, selectColumn, textColumn, timeColumn } from './fields';

/**
 * /admin/audit: the audit trail (GET /admin/audit, server/routes/audit.ts), newest first. Every
 * sort and filter is on an indexed column (100_audit_trail.sql) or narrowed by one.
 */
export const auditTrailContract = pagedList({
  name: 'audit',
  endpoint: 'GET /admin/audit',
  defaultSort: { field: 'seq', order: 'DESC' },
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
  ],
});

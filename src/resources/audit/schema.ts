import { createElement } from 'react';
import ManageSearchOutlinedIcon from '@mui/icons-material/ManageSearchOutlined';
import type { ResourceSchema } from '../types';
import { auditTrailContract } from '../../contracts/resources/auditTrail';
import { AUDITED_RESOURCES } from '../../contracts/audit';
import { contractFields, contractGetOne, contractList } from '../shared/contractFields';
import { AuditSentenceView } from './AuditSentenceView';

export const GET_AUDIT_FAILED = 'Get Audit Trail failed!';
export const VERIFY_AUDIT_FAILED = 'Verify Audit Trail failed!';

/** GET /admin/audit/verify: the whole chain recomputed by the server. */
export const auditVerifyEndpoint = {
  method: 'GET' as const,
  path: '/admin/audit/verify',
  errorMessage: VERIFY_AUDIT_FAILED,
  // A long trail takes seconds to recompute: more than the default wait.
  timeoutMs: 120_000,
};

const kindChoices = [
  { id: 'change', name: 'Changes', color: 'info' as const },
  { id: 'access', name: 'Sign-ins and 2FA', color: 'default' as const },
];

const resourceChoices = Object.entries(AUDITED_RESOURCES).map(([id, name]) => ({ id, name }));
const operationChoices = [
  { id: 'insert', name: 'Created', color: 'success' as const },
  { id: 'update', name: 'Changed', color: 'info' as const },
  { id: 'delete', name: 'Deleted', color: 'error' as const },
  { id: 'refused', name: 'Refused', color: 'warning' as const },
];

/**
 * /admin/audit: every change an admin made, with its before → after and the reason given,
 * written by the database in the change's own transaction and chained by SHA-256. Read-only: the
 * API offers no way to write it.
 */
export const auditSchema: ResourceSchema = {
  name: auditTrailContract.name,
  label: 'Audit trail',
  recordLabel: 'Audit entry',
  menu: { label: 'Audit trail', group: 'Admin', order: 5, icon: ManageSearchOutlinedIcon },
  list: contractList(auditTrailContract, { errorMessage: GET_AUDIT_FAILED }),
  getOne: contractGetOne(auditTrailContract, GET_AUDIT_FAILED),
  fields: [
    ...contractFields(auditTrailContract, {
      // The grid's main column: the entry as a sentence (who did what to whose record, and why).
      action: {
        render: (record) => createElement(AuditSentenceView, { entry: record }),
        wide: true,
      },
      resource: { choices: resourceChoices },
      operation: { choices: operationChoices },
      kind: { choices: kindChoices },
    }),
    // The request itself, as the server registered it, on the entry's details.
    {
      source: 'request',
      label: 'Request',
      type: 'text',
      views: ['show'],
      display: (record) => String(record.action ?? ''),
    },
  ],
  // The sentence says who, on which record, and why: those columns wait in Columns (and the CSV).
  hiddenColumns: ['adminEmail', 'resource', 'recordId', 'reason'],
  // Sign-ins and 2FA steps outnumber the changes: the trail opens on changes, one click from all.
  defaultFilter: { kind: 'change' },
  defaultSort: auditTrailContract.defaultSort,
  recordRepresentation: 'action',
};

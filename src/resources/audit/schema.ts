import ManageSearchOutlinedIcon from '@mui/icons-material/ManageSearchOutlined';
import type { ResourceSchema } from '../types';
import { auditTrailContract } from '../../contracts/resources/auditTrail';
import { AUDITED_RESOURCES } from '../../contracts/audit';
import { contractFields, contractGetOne, contractList } from '../shared/contractFields';

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
  fields: contractFields(auditTrailContract, {
    resource: { choices: resourceChoices },
    operation: { choices: operationChoices },
  }),
  defaultSort: auditTrailContract.defaultSort,
  recordRepresentation: 'action',
};

import { selectColumn, timeColumn } from './fields';
import { pagedList } from './pagedList';
import { byUserId } from './types';

/**
 * /admin/kyc: POST /admin/getAllKycList. The API's empty body answers every submission; the
 * grid asks one page at a time (server/routes/kyc.ts), newest submission first.
 */
export const kycContract = pagedList({
  name: 'kyc',
  endpoint: 'POST /admin/getAllKycList',
  defaultSort: { field: 'submittedAt', order: 'DESC' },
  userFilter: byUserId,
  decisions: ['name', 'email', 'documentType', 'status', 'submittedAt'],
  queue: {
    label: 'KYC queue',
    filter: { status: 'pending' },
    sort: { field: 'submittedAt', order: 'ASC' },
  },
  fields: [
    { key: 'name', label: 'Name', type: 'text', searchable: true, sortable: true },
    { key: 'email', label: 'Email', type: 'email', filter: 'text', searchable: true },
    { key: 'dateOfBirth', label: 'Date of birth', type: 'date', role: 'detail' },
    { key: 'nationality', label: 'Nationality', type: 'text' },
    { key: 'address', label: 'Address', type: 'text', role: 'detail' },
    { ...selectColumn('documentType', 'Document type'), sortable: false },
    {
      key: 'documentNumber',
      label: 'Document number',
      type: 'text',
      role: 'detail',
      searchable: true,
    },
    { ...selectColumn('status', 'Status'), sortable: false },
    timeColumn('submittedAt', 'Submitted'),
    { key: 'reviewedAt', label: 'Reviewed', type: 'datetime', sortable: true },
    { key: 'reviewedBy', label: 'Reviewed by', type: 'text', role: 'detail' },
    { key: 'reason', label: 'Reason', type: 'text', role: 'detail' },
    { key: 'userId', label: 'User', type: 'text', role: 'detail' },
  ],
});

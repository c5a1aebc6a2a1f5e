import { pagedList } from './pagedList';
import { timeColumn } from './fields';

/**
 * /admin/passbook_history: GET /admin/getPassbookHistory (server/routes/money/passbook.ts), the
 * ledger's entries on users' accounts: a million and more, so sorted by time only.
 */
export const passbookHistoryContract = pagedList({
  name: 'passbook_history',
  endpoint: 'GET /admin/getPassbookHistory',
  fields: [
    timeColumn('createdAt', 'Time'),
    { key: 'email', label: 'User', type: 'email', filter: 'text' },
    { key: 'asset', label: 'Asset', type: 'status', filter: 'select' },
    { key: 'kind', label: 'Kind', type: 'status', filter: 'select' },
    { key: 'account', label: 'Account', type: 'status', filter: 'select' },
    { key: 'amount', label: 'Amount', type: 'money' },
    { key: 'balanceAfter', label: 'Balance after', type: 'money' },
    { key: 'reference', label: 'Reference', type: 'text', filter: 'text' },
  ],
});

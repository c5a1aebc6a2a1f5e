import { pagedList } from './pagedList';
import { emailColumn, selectColumn, timeColumn } from './fields';

/** /admin/affiliate: GET /admin/getAffliateHistory, the API's spelling (server/routes/money/affiliates.ts). */
export const affiliateContract = pagedList({
  name: 'affiliate',
  endpoint: 'GET /admin/getAffliateHistory',
  fields: [
    emailColumn('referrerEmail', 'Referrer'),
    { key: 'referrerName', label: 'Referrer name', type: 'text', role: 'detail' },
    { key: 'referralCode', label: 'Referral code', type: 'text', role: 'detail' },
    emailColumn('referredEmail', 'Referred user'),
    { key: 'referredName', label: 'Referred name', type: 'text', role: 'detail' },
    { key: 'commission', label: 'Commission', type: 'money', sortable: true },
    selectColumn('status', 'Status'),
    timeColumn('createdAt', 'Referred on'),
    { key: 'updatedAt', label: 'Updated', type: 'datetime', role: 'detail', sortable: true },
  ],
});

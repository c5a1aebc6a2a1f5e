import { emailColumn, NEWEST_FIRST, selectColumn, timeColumn } from './fields';
import type { PagedListContract } from './types';

/** /admin/affiliate: GET /admin/getAffliateHistory, the spec's spelling (server/routes/money/affiliates.ts). */
export const affiliateContract: PagedListContract = {
  name: 'affiliate',
  endpoint: { method: 'GET', path: '/admin/getAffliateHistory' },
  export: true,
  defaultSort: NEWEST_FIRST,
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
};

import type { PagedListContract } from './types';

/** /admin/affiliate: GET /admin/getAffliateHistory, the spec's spelling (server/routes/money/affiliates.ts). */
export const affiliateContract: PagedListContract = {
  name: 'affiliate',
  endpoint: { method: 'GET', path: '/admin/getAffliateHistory' },
  export: true,
  defaultSort: { field: 'createdAt', order: 'DESC' },
  fields: [
    {
      key: 'referrerEmail',
      label: 'Referrer',
      type: 'email',
      filter: 'text',
      searchable: true,
      sortable: true,
    },
    { key: 'referrerName', label: 'Referrer name', type: 'text', role: 'detail' },
    { key: 'referralCode', label: 'Referral code', type: 'text', role: 'detail' },
    {
      key: 'referredEmail',
      label: 'Referred user',
      type: 'email',
      filter: 'text',
      searchable: true,
      sortable: true,
    },
    { key: 'referredName', label: 'Referred name', type: 'text', role: 'detail' },
    { key: 'commission', label: 'Commission', type: 'money', sortable: true },
    { key: 'status', label: 'Status', type: 'status', filter: 'select', sortable: true },
    {
      key: 'createdAt',
      label: 'Referred on',
      type: 'datetime',
      filter: 'dateRange',
      sortable: true,
    },
    { key: 'updatedAt', label: 'Updated', type: 'datetime', role: 'detail', sortable: true },
  ],
};

import { timeColumn } from './fields';
import { pagedList } from './pagedList';

/**
 * /admin/user: POST /admin/getAllUserData. The API's empty body answers every user; the grid
 * asks one page at a time (server/routes/users.ts), so it works at any population.
 */
export const usersContract = pagedList({
  name: 'user',
  endpoint: 'POST /admin/getAllUserData',
  fields: [
    { key: 'name', label: 'Name', type: 'text', searchable: true, sortable: true },
    { key: 'email', label: 'Email', type: 'email', searchable: true, sortable: true },
    { key: 'phone', label: 'Phone', type: 'text', searchable: true },
    { key: 'country', label: 'Country', type: 'text', filter: 'text', sortable: true },
    { key: 'status', label: 'Status', type: 'status', filter: 'select' },
    { key: 'kycStatus', label: 'KYC status', type: 'status', filter: 'select' },
    { key: 'referralCode', label: 'Referral code', type: 'text', searchable: true },
    timeColumn('createdAt', 'Created'),
    { key: 'lastLoginAt', label: 'Last login', type: 'datetime', sortable: true },
  ],
});

import { pagedList } from './pagedList';
import { emailColumn, selectColumn, timeColumn } from './fields';
import { byUserId } from './types';
import type { FieldRules } from '../fieldRules';

/** What an admin may type for a support category, in its form and on the server alike. */
export const SUPPORT_CATEGORY_RULES = {
  name: { required: true, minLength: 2, maxLength: 60 },
  description: { maxLength: 300 },
} as const satisfies Record<string, FieldRules>;

/**
 * /admin/support/Support (capital S, as the product's URL writes it): GET /admin/ticketList
 * (server/routes/support/tickets.ts); every sort and filter column is indexed (090_support.sql).
 */
export const supportTicketsContract = pagedList({
  name: 'support/Support',
  endpoint: 'GET /admin/ticketList',
  userFilter: byUserId,
  decisions: ['ticketNo', 'user', 'subject', 'priority', 'status', 'lastReplyAt'],
  queue: {
    label: 'Open tickets',
    filter: { status: 'open' },
    sort: { field: 'createdAt', order: 'ASC' },
  },
  fields: [
    { key: 'ticketNo', label: 'Ticket', type: 'text', searchable: true, sortable: true },
    emailColumn('user', 'User'),
    { key: 'category', label: 'Category', type: 'text', filter: 'text', sortable: true },
    { key: 'subject', label: 'Subject', type: 'text', searchable: true, sortable: true },
    selectColumn('priority', 'Priority'),
    selectColumn('status', 'Status'),
    timeColumn('createdAt', 'Created'),
    { key: 'lastReplyAt', label: 'Last reply', type: 'datetime', sortable: true },
  ],
});

/**
 * /admin/support/support-category: GET /admin/supportCategory, the model of a server-paged
 * list (first call: page 1, limit 20, filter {}, sort { createdAt: -1 }); POST creates and PUT
 * (with `_id`) changes a category at the same path. A name is unique whatever its case (409).
 */
export const supportCategoryContract = pagedList({
  name: 'support/support-category',
  endpoint: 'GET /admin/supportCategory',
  permissions: {
    read: 'supportcategory:read',
    create: 'supportcategory:create',
    update: 'supportcategory:update',
  },
  writes: {
    path: '/admin/supportCategory',
    verbs: ['create', 'update'],
    recordName: 'Support category',
    examples: {
      create: { name: 'Margin trading', description: 'Loans, liquidations', status: 'active' },
      update: { description: 'Perpetuals', status: 'inactive' },
    },
  },
  fields: [
    {
      key: 'name',
      label: 'Name',
      type: 'text',
      searchable: true,
      sortable: true,
      input: 'always',
      rules: SUPPORT_CATEGORY_RULES.name,
    },
    {
      key: 'description',
      label: 'Description',
      type: 'text',
      searchable: true,
      input: 'always',
      rules: SUPPORT_CATEGORY_RULES.description,
    },
    {
      ...selectColumn('status', 'Status'),
      values: ['active', 'inactive'],
      input: 'always',
      rules: { required: true },
      default: 'active',
    },
    { key: 'ticketCount', label: 'Tickets', type: 'number' },
    timeColumn('createdAt', 'Created'),
    { key: 'updatedAt', label: 'Updated', type: 'datetime', sortable: true },
  ],
});

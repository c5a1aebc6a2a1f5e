import { QueryClient } from '@tanstack/react-query';
import { buildDataProvider } from '../../../src/dataProvider/schemaProvider';
import type { ResourceSchema } from '../../../src/resources/types';
import { buildUsers, envelope, recorder, server } from '../msw';

/** The schemas and the provider the schema data provider's tests share. */
const Icon = () => null;

const usersSchema: ResourceSchema = {
  name: 'user',
  label: 'Users',
  menu: { label: 'Users', order: 1, icon: Icon },
  list: {
    method: 'POST',
    path: '/admin/getAllUserData',
    mode: 'whole',
    bound: { table: 'fixture', rows: 1000, enforcedBy: 'refusal', noun: 'rows' },
    errorMessage: 'get users Details failed!',
  },
  update: {
    method: 'POST',
    path: '/admin/updateUser',
    body: ({ id, data }) => ({ _id: id, status: data.status }),
    errorMessage: 'Update user failed!',
  },
  fields: [
    { source: 'name', label: 'Name', type: 'text', views: ['list'], searchable: true },
    { source: 'email', label: 'Email', type: 'email', views: ['list'], searchable: true },
    { source: 'status', label: 'Status', type: 'status', views: ['list'], filter: 'select' },
    { source: 'createdAt', label: 'Created', type: 'datetime', views: ['list'] },
  ],
};

const categoriesSchema: ResourceSchema = {
  name: 'support-category',
  label: 'Support categories',
  list: {
    method: 'GET',
    path: '/admin/supportCategory',
    mode: 'server',
    errorMessage: 'Get categories failed',
  },
  fields: [{ source: 'name', label: 'Name', type: 'text', views: ['list'] }],
};

const logSchema: ResourceSchema = {
  name: 'notification',
  label: 'Notifications',
  list: {
    method: 'POST',
    path: '/admin/getAdminActionHistory',
    mode: 'server',
    csvExport: 'format',
    errorMessage: 'Get Admin Action History failed!',
  },
  fields: [{ source: 'description', label: 'Description', type: 'text', views: ['list'] }],
};

export const users = buildUsers(30, (i) => ({ status: i % 3 === 0 ? 'blocked' : 'active' }));

export function serveUsers(rows = users) {
  const rec = recorder('post', '/admin/getAllUserData', () =>
    envelope(rows.map((r) => ({ ...r }))),
  );
  server.use(rec.handler);
  return rec;
}

/** The provider and the query client it caches whole lists in (as in the admin). */
export function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const dp = buildDataProvider([usersSchema, categoriesSchema, logSchema], { queryClient });
  return { dp, queryClient };
}
export const provider = () => setup().dp;
export const listParams = (page: number, extra: object = {}) => ({
  pagination: { page, perPage: 10 },
  sort: { field: 'createdAt', order: 'DESC' as const },
  filter: {},
  ...extra,
});

import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import type { ResourceSchema } from '../types';

/**
 * Roles (GET /admin/roles): the six built-in ones, read-only, and the custom ones an owner
 * composes through the API (POST/PUT /admin/roles). Admins hold one role each; the Admins screen
 * changes it.
 */
export const GET_ROLES_FAILED = 'Get Roles failed!';

export const rolesSchema: ResourceSchema = {
  name: 'roles',
  label: 'Roles',
  recordLabel: 'Role',
  menu: { label: 'Roles', group: 'Admin', order: 4, icon: ShieldOutlinedIcon },
  list: { method: 'GET', path: '/admin/roles', mode: 'whole', errorMessage: GET_ROLES_FAILED },
  fields: [
    { source: 'name', label: 'Role', type: 'text', views: ['list', 'show'], searchable: true },
    { source: 'description', label: 'Description', type: 'text', views: ['list', 'show'] },
    { source: 'builtIn', label: 'Built-in', type: 'boolean', views: ['list', 'show'] },
    { source: 'admins', label: 'Admins', type: 'number', views: ['list', 'show'] },
    { source: 'permissions', label: 'Permissions', type: 'text', views: ['show'] },
    { source: 'updatedAt', label: 'Updated', type: 'datetime', views: ['show'] },
  ],
  defaultSort: { field: 'admins', order: 'DESC' },
  recordRepresentation: 'name',
};

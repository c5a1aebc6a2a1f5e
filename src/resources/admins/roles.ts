import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import type { RaRecord } from 'react-admin';
import type { FieldSchema, ResourceSchema } from '../types';
import {
  ALL_PERMISSIONS,
  OWNER_ONLY_PERMISSIONS,
  PERMISSIONS,
  ROLE_NAME_PATTERN,
  type Permission,
} from '../../contracts/permissions';
import { DECISION_REASON_RULES } from '../../contracts/reason';
import { WHOLE_LISTS } from '../../contracts/wholeLists';

/**
 * Roles (GET /admin/roles): the six built-in ones, read-only, and the custom ones an owner
 * composes from permissions (POST/PUT /admin/roles, behind the step-up). Admins hold one role
 * each; the Admins screen changes it.
 */
export const GET_ROLES_FAILED = 'Get Roles failed!';
export const SAVE_ROLE_FAILED = 'Save Role failed!';

type RoleRow = RaRecord & { name: string; description?: string; permissions?: string[] };

const choiceOf = (permission: Permission) => ({ id: permission, name: PERMISSIONS[permission] });
/** What a custom role may hold: every permission but the owner's own, worded as its refusal is. */
const customRoleChoices = ALL_PERMISSIONS.filter(
  (permission) => !(OWNER_ONLY_PERMISSIONS as readonly Permission[]).includes(permission),
).map(choiceOf);

const description: FieldSchema = {
  source: 'description',
  label: 'Description',
  type: 'text',
  views: ['list', 'show', 'create'],
  rules: { maxLength: 200 },
};
const permissions: FieldSchema = {
  source: 'permissions',
  label: 'Permissions',
  type: 'tags',
  choices: ALL_PERMISSIONS.map(choiceOf),
  views: ['show'],
};
const permissionInput: FieldSchema = {
  ...permissions,
  choices: customRoleChoices,
  views: ['create'],
  rules: { required: true },
};

export const rolesSchema: ResourceSchema = {
  name: 'roles',
  label: 'Roles',
  recordLabel: 'Role',
  menu: { label: 'Roles', group: 'Admin', order: 4, icon: ShieldOutlinedIcon },
  list: {
    method: 'GET',
    path: '/admin/roles',
    mode: 'whole',
    bound: WHOLE_LISTS.roles,
    errorMessage: GET_ROLES_FAILED,
  },
  create: {
    method: 'POST',
    path: '/admin/roles',
    body: ({ data }) => ({
      name: String(data.name ?? '').trim(),
      description: String(data.description ?? '').trim(),
      permissions: data.permissions ?? [],
    }),
    errorMessage: SAVE_ROLE_FAILED,
  },
  createForm: {
    title: 'New role',
    stepUp: true,
    purpose: 'create a role',
    confirm: {
      title: 'Create this role?',
      text: (values) =>
        `${String(values.name ?? '').trim()} gets ${(values.permissions as string[] | undefined)?.length ?? 0} permissions. Give it to an admin on the Admins screen.`,
      label: 'Create role',
    },
    success: 'Role created',
    redirect: '/admin/roles',
  },
  fields: [
    {
      source: 'name',
      label: 'Role',
      type: 'text',
      views: ['list', 'show', 'create'],
      searchable: true,
      rules: {
        required: true,
        pattern: {
          source: ROLE_NAME_PATTERN,
          message: 'Use 2 to 40 lowercase letters, digits or dashes, starting with a letter.',
        },
      },
    },
    description,
    { source: 'builtIn', label: 'Built-in', type: 'boolean', views: ['list', 'show'] },
    { source: 'admins', label: 'Admins', type: 'number', views: ['list', 'show'] },
    permissions,
    permissionInput,
    { source: 'updatedAt', label: 'Updated', type: 'datetime', views: ['show'] },
  ],
  actions: [
    {
      name: 'edit-role',
      label: 'Edit permissions',
      variant: 'outlined',
      places: ['row', 'detail'],
      // Built-in roles are read-only (the server refuses them too).
      when: (r: RoleRow) => !r.builtIn,
      endpoint: {
        method: 'PUT',
        path: '/admin/roles',
        body: ({ record, values }) => ({
          name: record.name,
          description: values.description ?? '',
          permissions: values.permissions ?? [],
          reason: values.reason,
        }),
        errorMessage: SAVE_ROLE_FAILED,
      },
      confirm: {
        title: (r: RoleRow) => `Edit the role ${r.name}?`,
        text: 'A change of its permissions waits for a second admin to approve it in Approvals; then its admins can do what it allows from their next request. A description alone is saved at once.',
        label: 'Save role',
      },
      reason: { label: 'Reason', rules: DECISION_REASON_RULES },
      inputs: [
        { ...description, views: [] },
        { ...permissionInput, views: [] },
      ],
      initial: (r: RoleRow) => ({
        description: r.description ?? '',
        permissions: r.permissions ?? [],
      }),
      stepUp: true,
    },
  ],
  defaultSort: { field: 'admins', order: 'DESC' },
  recordRepresentation: 'name',
};

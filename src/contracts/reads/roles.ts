import type { ReadDeclaration } from './types';

export const roles: ReadDeclaration = {
  name: 'roles',
  label: 'Every role with its permissions and how many admins hold it',
  method: 'GET',
  path: '/admin/roles',
  tag: 'Admins',
  inputs: [],
  permission: 'roles:read',
  notes:
    'result: [{ _id (the name), name, description, permissions, builtIn, admins, updatedAt|null }], built-in roles first',
};

import type { ReadDeclaration } from './types';

export const assets: ReadDeclaration = {
  name: 'getassets',
  label:
    'Every asset with its wallet fields (networks, current addresses) and operator settings, in display order',
  method: 'GET',
  path: '/admin/getassets',
  tag: 'markets',
  inputs: [],
  permission: 'assets:read',
  message: 'Assets',
};

import type { Identifier } from 'react-admin';
import { detailPath, paths } from '../../config/paths';
import type { ResourceSchema } from '../types';

/** Absolute path of a record's details: the schema's spec route (e.g. user-details/:id) or react-admin's show route. */
export function showPathOf(
  schema: Pick<ResourceSchema, 'name' | 'showPath' | 'form'>,
  id: Identifier,
): string {
  if (schema.showPath) return detailPath(`${paths.admin}/${schema.showPath}`, id);
  // A dialog-form resource has no details page: its record opens in the edit dialog over the list.
  if (schema.form === 'dialog') return detailPath(`${paths.admin}/${schema.name}`, id);
  return `${paths.admin}/${schema.name}/${encodeURIComponent(String(id))}/show`;
}

export const listPathOf = (schema: Pick<ResourceSchema, 'name'>): string =>
  `${paths.admin}/${schema.name}`;

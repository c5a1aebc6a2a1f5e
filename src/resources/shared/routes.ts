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

/**
 * Whether a record of the schema has a page of its own: a spec route (showPath), fields declared
 * for the show view, or a section of its own. A grid row, a reference or a save leads there only
 * then; a resource without one (the admin's sessions, ledger entries) gets no show route at all.
 */
export const hasRecordPage = (
  schema: Pick<ResourceSchema, 'showPath' | 'fields' | 'sections'>,
): boolean =>
  Boolean(schema.showPath) ||
  schema.fields.some((field) => field.views.includes('show')) ||
  Boolean(schema.sections?.some((section) => section.component));

type Opened = Pick<ResourceSchema, 'name' | 'showPath' | 'form' | 'fields' | 'sections'>;

/** Whether a record opens anywhere: its page, or a dialog-form resource's edit dialog. */
export const opensRecord = (schema: Opened): boolean =>
  schema.form === 'dialog' || hasRecordPage(schema);

/** Where a record opens, if anywhere. */
export const recordPathOf = (schema: Opened, id: Identifier): string | undefined =>
  opensRecord(schema) ? showPathOf(schema, id) : undefined;

export const listPathOf = (schema: Pick<ResourceSchema, 'name'>): string =>
  `${paths.admin}/${schema.name}`;

/** The words of the way back from a record to its list ("All withdrawals"). */
export const backLabelOf = (schema: Pick<ResourceSchema, 'label' | 'recordPage'>): string =>
  schema.recordPage?.backLabel ?? `All ${schema.label.toLowerCase()}`;

/**
 * A list's path filtered by react-admin's `?filter=` (/admin/kyc?filter={"status":"pending"}): the
 * grid opens with that filter set and shown, so the admin sees what it is filtered by and can clear it.
 */
export const filteredListPath = (name: string, filter?: object): string => {
  const list = listPathOf({ name });
  return filter ? `${list}?filter=${encodeURIComponent(JSON.stringify(filter))}` : list;
};

import type { ContractField } from './types';

/**
 * The columns many lists declare alike, written once: a row's user found by e-mail, a value picked
 * from a set, a time filtered by range. Each list still says which of its columns are which.
 */

/** An e-mail the grid filters by substring, searches and sorts on. */
export const emailColumn = (key: string, label: string): ContractField => ({
  key,
  label,
  type: 'email',
  filter: 'text',
  searchable: true,
  sortable: true,
});

/** A text the grid filters by substring, searches and sorts on. */
export const textColumn = (key: string, label: string): ContractField => ({
  key,
  label,
  type: 'text',
  filter: 'text',
  searchable: true,
  sortable: true,
});

/** The row's user: the e-mail as a column, the name on the details. */
export const userColumns: ContractField[] = [
  emailColumn('email', 'User'),
  { key: 'name', label: 'Name', type: 'text', role: 'detail' },
];

/** One of a set (an asset, a status), shown as a chip, filtered by a select and sortable. */
export const selectColumn = (key: string, label: string): ContractField => ({
  key,
  label,
  type: 'status',
  filter: 'select',
  sortable: true,
});

/** A time the grid filters by range and sorts on. */
export const timeColumn = (key: string, label: string): ContractField => ({
  key,
  label,
  type: 'datetime',
  filter: 'dateRange',
  sortable: true,
});

/** The default order of most lists. */
export const NEWEST_FIRST = { field: 'createdAt', order: 'DESC' } as const;

/** One of a set the form must pick (a record's status), written on create and edit alike. */
export const choiceField = (
  key: string,
  label: string,
  values: readonly string[],
  more: Partial<ContractField> = {},
): ContractField => ({
  key,
  label,
  type: 'status',
  ...more,
  input: 'always',
  rules: { required: true },
  values,
});

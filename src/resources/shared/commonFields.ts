import type { Choice, FieldSchema } from '../types';

/** The user columns every money list shows: the email in the grid (text filter), the name in details. */
export const userFields: FieldSchema[] = [
  { source: 'email', label: 'User', type: 'email', views: ['list', 'show'], filter: 'text' },
  { source: 'name', label: 'Name', type: 'text', views: ['show'] },
];

/** A chip column with a select filter (asset, status, network…), in the grid and the details. */
export const selectField = (source: string, label: string, choices: Choice[]): FieldSchema => ({
  source,
  label,
  type: 'status',
  views: ['list', 'show'],
  filter: 'select',
  choices,
});

import type { Choice, FieldSchema } from '../types';

/**
 * A record's `status`: a coloured chip of its choices, filtered by a select, on the list and the
 * details (`more` widens the views or makes it a required form input).
 */
export const statusField = (choices: Choice[], more: Partial<FieldSchema> = {}): FieldSchema => ({
  source: 'status',
  label: 'Status',
  type: 'status',
  views: ['list', 'show'],
  filter: 'select',
  choices,
  ...more,
});

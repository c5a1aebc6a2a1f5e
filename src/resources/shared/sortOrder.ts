import type { SortPayload } from 'react-admin';
import type { FieldSchema } from '../types';

const opposite = { ASC: 'DESC', DESC: 'ASC' } as const;

/** Whether the grid lets the admin sort by the field (its header is a sort label). */
export const sortsBy = (field: FieldSchema): boolean =>
  field.sortable !== false && field.type !== 'nested';

/** The order a click on the column's header asks for: the other way if sorted by it, else up. */
export const nextOrder = (sort: SortPayload, source: string, first: 'ASC' | 'DESC' = 'ASC') =>
  sort.field === source ? opposite[sort.order] : first;

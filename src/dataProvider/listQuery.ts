import type { ProviderField } from './providerSchema';

/** What a list is asked (filter, sort, page) and answers, in the whole-list engine and the server lists. */

export type Identifier = string | number;
export interface ListRow {
  id: Identifier;
}
export type SortOrder = 'ASC' | 'DESC';
export interface ListSort {
  field: string;
  order: SortOrder;
}
export type ListFilter = Record<string, unknown>;
export interface ListQuery {
  filter?: ListFilter;
  sort?: ListSort;
  /** 1-based. */
  page?: number;
  perPage?: number;
}
export interface ListPage<R> {
  data: R[];
  total: number;
}

/** The part of a field schema the engine reads. */
export type EngineField = Pick<ProviderField, 'source' | 'type'> &
  Partial<Pick<ProviderField, 'searchable' | 'filter' | 'sortable'>>;

/** The filter's entries without empty values (a cleared input filters nothing). */
export function normaliseFilter(filter: ListFilter | undefined): [string, unknown][] {
  if (!filter) return [];
  return Object.entries(filter).filter(([, value]) => {
    if (value === undefined || value === null) return false;
    if (typeof value === 'string') return value.trim() !== '';
    if (Array.isArray(value)) return value.length > 0;
    return true;
  });
}

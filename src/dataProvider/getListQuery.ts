import type { DataProvider, GetListParams, GetListResult } from 'react-admin';

/** What a list asks for: react-admin's getList parameters without the abort signal. */
export type ListParams = Pick<GetListParams, 'pagination' | 'sort' | 'filter' | 'meta'>;

/**
 * react-admin's own query for a list page, for the places that fill its cache entry before the
 * list asks (the boot route's first page, the next page of a whole list). The key and the result
 * shape are ra-core's useGetList's, letter for letter: under another key react-admin would not
 * find the entry and would ask the server again (the first test of
 * tests/unit/resources/users.test.tsx counts one call).
 */
export function getListQuery(dataProvider: DataProvider, resource: string, params: ListParams) {
  const { pagination, sort, filter, meta } = params;
  return {
    queryKey: [resource, 'getList', { pagination, sort, filter, meta }] as const,
    queryFn: (): Promise<GetListResult> =>
      dataProvider
        .getList(resource, { pagination, sort, filter, meta })
        .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
  };
}

import { describe, expect, it } from 'vitest';
import { parseListSearch } from '../../../src/resources/shared/firstPage';

describe('whole-list parameters from the URL (react-admin format)', () => {
  it('reads filter, sort, order, page and perPage', () => {
    const search = `?filter=${encodeURIComponent('{"status":"pending"}')}&order=ASC&page=3&perPage=50&sort=name`;
    expect(parseListSearch(search)).toEqual({
      filter: { status: 'pending' },
      sort: { field: 'name', order: 'ASC' },
      perPage: 50,
      page: 3,
    });
  });

  it('ignores what it cannot read', () => {
    expect(parseListSearch('?filter=%7Bbroken&perPage=-4&order=DESC')).toEqual({});
    expect(parseListSearch('?filter=[1]&perPage=abc')).toEqual({});
    expect(parseListSearch('')).toEqual({});
    expect(parseListSearch('?sort=email')).toEqual({ sort: { field: 'email', order: 'DESC' } });
  });
});

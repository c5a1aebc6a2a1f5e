import { describe, expect, it } from 'vitest';
import { WholeList, type EngineField } from '../../../src/dataProvider/wholeList';

interface Row {
  id: string;
  name: string;
  email: string;
  country: string;
  status: string;
  balance: string | number | null;
  createdAt: string | null;
  tags?: string[];
}

const fields: EngineField[] = [
  { source: 'name', type: 'text', searchable: true },
  { source: 'email', type: 'email', searchable: true },
  { source: 'country', type: 'text', filter: 'text' },
  { source: 'status', type: 'status', filter: 'select' },
  { source: 'balance', type: 'money' },
  { source: 'createdAt', type: 'datetime', filter: 'dateRange' },
];

const rows: Row[] = [
  {
    id: 'u1',
    name: 'Élodie Martin',
    email: 'elodie@ex.com',
    country: 'France',
    status: 'active',
    balance: '10.5',
    createdAt: '2025-01-10T10:00:00.000Z',
  },
  {
    id: 'u2',
    name: 'bruno Silva',
    email: 'bruno@ex.com',
    country: 'Brazil',
    status: 'blocked',
    balance: 2,
    createdAt: '2024-12-31T23:00:00.000Z',
  },
  {
    id: 'u3',
    name: 'Amara Okafor',
    email: 'amara@ex.com',
    country: 'Nigeria',
    status: 'active',
    balance: '100',
    createdAt: '2025-03-01T08:30:00.000Z',
  },
  {
    id: 'u4',
    name: 'Chen Wei',
    email: 'chen@ex.com',
    country: 'China',
    status: 'pending',
    balance: null,
    createdAt: null,
  },
  {
    id: 'u5',
    name: 'dana Levi',
    email: 'dana@ex.com',
    country: 'Israel',
    status: 'active',
    balance: '2',
    createdAt: '2025-01-10T09:00:00.000Z',
  },
];

const ids = (list: { id: string }[]) => list.map((r) => r.id);
const engine = () => new WholeList(rows, fields);

describe('whole-list engine: paging', () => {
  it('answers the requested page and the total', () => {
    const list = engine();
    expect(list.query({ page: 1, perPage: 2 })).toEqual({ data: [rows[0], rows[1]], total: 5 });
    expect(ids(list.query({ page: 3, perPage: 2 }).data)).toEqual(['u5']);
    expect(list.query({ page: 4, perPage: 2 }).data).toEqual([]);
  });

  it('pages through the sorted, filtered rows', () => {
    const page2 = engine().query({
      filter: { status: 'active' },
      sort: { field: 'name', order: 'ASC' },
      page: 2,
      perPage: 2,
    });
    expect(ids(page2.data)).toEqual(['u1']);
    expect(page2.total).toBe(3);
  });
});

describe('whole-list engine: sorting', () => {
  it('sorts strings case- and accent-insensitively, both ways', () => {
    const list = engine();
    expect(ids(list.all(undefined, { field: 'name', order: 'ASC' }))).toEqual([
      'u3',
      'u2',
      'u4',
      'u5',
      'u1',
    ]);
    expect(ids(list.all(undefined, { field: 'name', order: 'DESC' }))).toEqual([
      'u1',
      'u5',
      'u4',
      'u2',
      'u3',
    ]);
  });

  it('sorts money as numbers (not text), missing values last both ways, ties in list order', () => {
    const list = engine();
    expect(ids(list.all(undefined, { field: 'balance', order: 'ASC' }))).toEqual([
      'u2',
      'u5',
      'u1',
      'u3',
      'u4',
    ]);
    expect(ids(list.all(undefined, { field: 'balance', order: 'DESC' }))).toEqual([
      'u3',
      'u1',
      'u2',
      'u5',
      'u4',
    ]);
  });

  it('sorts ISO dates chronologically, missing last', () => {
    const list = engine();
    expect(ids(list.all(undefined, { field: 'createdAt', order: 'ASC' }))).toEqual([
      'u2',
      'u5',
      'u1',
      'u3',
      'u4',
    ]);
    expect(ids(list.all(undefined, { field: 'createdAt', order: 'DESC' }))).toEqual([
      'u3',
      'u1',
      'u5',
      'u2',
      'u4',
    ]);
  });

  it('treats values differing only in case or accents as equal: ties keep list order both ways', () => {
    const list = new WholeList(
      ['b', 'A', 'á', 'B'].map((name, i) => ({ id: String(i), name })),
      [{ source: 'name', type: 'text' }],
    );
    expect(ids(list.all(undefined, { field: 'name', order: 'ASC' }))).toEqual(['1', '2', '0', '3']);
    expect(ids(list.all(undefined, { field: 'name', order: 'DESC' }))).toEqual([
      '0',
      '3',
      '1',
      '2',
    ]);
  });

  it('sorts a field the schema does not declare by inferring its kind', () => {
    const list = new WholeList(
      [
        { id: 'a', score: 10 },
        { id: 'b', score: 9 },
        { id: 'c', score: 100 },
      ],
      [],
    );
    expect(ids(list.all(undefined, { field: 'score', order: 'ASC' }))).toEqual(['b', 'a', 'c']);
  });

  it('orders many distinct strings exactly like a plain comparison of their lowercase forms', () => {
    const many = Array.from({ length: 3000 }, (_, i) => ({
      id: String(i),
      email: `user${(i * 7919) % 3000}.${['x', 'Y', 'z'][i % 3]}${i % 7}@Example.com`,
    }));
    const list = new WholeList(many, [{ source: 'email', type: 'email' }]);
    const expected = [...many]
      .sort((a, b) => {
        const x = a.email.toLowerCase();
        const y = b.email.toLowerCase();
        return x < y ? -1 : x > y ? 1 : Number(a.id) - Number(b.id);
      })
      .map((r) => r.id);
    expect(ids(list.all(undefined, { field: 'email', order: 'ASC' }))).toEqual(expected);
  });
});

describe('whole-list engine: filtering', () => {
  it('q searches every searchable field, case-insensitively, all words must match', () => {
    const list = engine();
    expect(ids(list.all({ q: 'OKAFOR' }))).toEqual(['u3']);
    expect(ids(list.all({ q: 'ex.com' }))).toHaveLength(5);
    expect(ids(list.all({ q: 'bruno silva' }))).toEqual(['u2']);
    expect(ids(list.all({ q: 'bruno okafor' }))).toEqual([]);
  });

  it('q does not search fields that are not searchable', () => {
    expect(ids(engine().all({ q: 'Nigeria' }))).toEqual([]);
  });

  it("a 'select' filter matches exactly; an array matches any of its values", () => {
    const list = engine();
    expect(ids(list.all({ status: 'active' }))).toEqual(['u1', 'u3', 'u5']);
    expect(ids(list.all({ status: 'activ' }))).toEqual([]);
    expect(ids(list.all({ status: ['blocked', 'pending'] }))).toEqual(['u2', 'u4']);
  });

  it("a 'text' filter matches a case-insensitive substring", () => {
    expect(ids(engine().all({ country: 'RA' }))).toEqual(['u1', 'u2', 'u5']);
  });

  it("a 'dateRange' filter takes <source>_gte and <source>_lte; a date-only bound covers its whole day", () => {
    const list = engine();
    expect(ids(list.all({ createdAt_gte: '2025-01-01T00:00:00.000Z' }))).toEqual([
      'u1',
      'u3',
      'u5',
    ]);
    expect(ids(list.all({ createdAt_lte: '2025-01-10T09:30:00.000Z' }))).toEqual(['u2', 'u5']);
    const day = new Date('2025-01-10T10:00:00.000Z');
    const local = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    expect(ids(list.all({ createdAt_gte: local, createdAt_lte: local }))).toContain('u1');
  });

  it('combines filters, and ignores empty ones', () => {
    const list = engine();
    expect(
      ids(list.all({ status: 'active', q: 'a', country: '', createdAt_gte: undefined })),
    ).toEqual(['u1', 'u3', 'u5']);
    expect(ids(list.all({ status: 'active', country: 'nig' }))).toEqual(['u3']);
    expect(ids(list.all({ status: [] }))).toHaveLength(5);
  });

  it('filters on array-valued fields and on keys outside the schema (reference targets)', () => {
    const list = new WholeList(
      [
        { id: 'a', userId: 'u1', tags: ['vip', 'otc'] },
        { id: 'b', userId: 'u2', tags: ['otc'] },
      ],
      [],
    );
    expect(ids(list.all({ userId: 'u2' }))).toEqual(['b']);
    expect(ids(list.all({ tags: 'vip' }))).toEqual(['a']);
  });
});

describe('whole-list engine: lookups', () => {
  it('answers the same rows for the same filter, whatever the key order or empties', () => {
    const list = engine();
    const sort = { field: 'name', order: 'ASC' } as const;
    const first = ids(list.all({ status: 'active', q: 'a' }, sort));
    expect(first).toEqual(['u3', 'u5', 'u1']);
    expect(ids(list.all({ q: 'a', country: '', tags: [], status: 'active' }, sort))).toEqual(first);
  });

  it('finds a record by id (string or number)', () => {
    const list = new WholeList([{ id: 7, name: 'x' }], []);
    expect(list.getById('7')).toEqual({ id: 7, name: 'x' });
    expect(engine().getById('nope')).toBeUndefined();
  });
});

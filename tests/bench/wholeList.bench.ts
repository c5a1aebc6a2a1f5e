import { performance } from 'node:perf_hooks';
import { WHOLE_LISTS } from '../../src/contracts/wholeLists';
import { WholeList, type ListSort } from '../../src/dataProvider/wholeList';
import { medianMs, ms, type BenchRow, type BenchSection } from './measure';
import { generateUsers, userFields, type BenchUser } from './users';

/** The most rows a whole list may hold (its contract's bound): every other list pages on the server. */
const ROWS = Math.max(...Object.values(WHOLE_LISTS).map((bound) => bound.rows));
const RUNS = 7;
const PAGE = 25;
/** The grid's default: newest first (the users schema's defaultSort). */
const DEFAULT_SORT: ListSort = { field: 'createdAt', order: 'DESC' };
/** A sort or a filter answered within a frame leaves the click's render the whole budget. */
const FRAME = '≤ 16 ms';

/**
 * The whole-list engine on the largest list a contract allows, as generated users: each action
 * filters and sorts afresh (nothing is kept between queries), so every run times the whole work.
 */
export const wholeListSection: BenchSection = {
  title: `Whole-list engine, ${ROWS.toLocaleString('en')} rows (median of ${RUNS} runs)`,
  run: () => {
    const t0 = performance.now();
    const users = generateUsers(ROWS);
    const generated = performance.now() - t0;
    const list = new WholeList<BenchUser>(users, userFields);
    const timed = (measure: string, fn: () => unknown, note?: string): BenchRow => ({
      measure,
      value: ms(medianMs(RUNS, () => null, fn)),
      budget: FRAME,
      ...(note ? { note } : {}),
    });
    const page = (filter: Record<string, unknown>, n = 1, sort = DEFAULT_SORT) =>
      list.query({ filter, sort, page: n, perPage: PAGE });

    return [
      timed(
        'first page (createdAt desc)',
        () => page({}),
        `generating the rows took ${ms(generated)}`,
      ),
      timed('sort: string (name asc)', () => page({}, 1, { field: 'name', order: 'ASC' })),
      timed('sort: date (lastLoginAt desc)', () =>
        page({}, 1, { field: 'lastLoginAt', order: 'DESC' }),
      ),
      timed('sort: filtered rows (status=blocked) by email', () =>
        page({ status: 'blocked' }, 1, { field: 'email', order: 'ASC' }),
      ),
      timed('search: q', () => page({ q: 'ha' })),
      timed('filter: select any-of + date range', () =>
        page({
          kycStatus: ['pending', 'rejected'],
          createdAt_gte: '2024-06-01',
          createdAt_lte: '2025-01-31',
        }),
      ),
      timed('page change (filtered q, page 4)', () => page({ q: 'ha' }, 4)),
      timed(
        'all filtered rows for CSV (q, sorted)',
        () => list.all({ q: 'ha' }, DEFAULT_SORT),
        `${list.all({ q: 'ha' }).length.toLocaleString('en')} rows`,
      ),
    ];
  },
};

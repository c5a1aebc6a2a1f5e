import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagedListContracts } from '../../src/contracts/resources/index.ts';
import { USER_FILTER, type ContractField } from '../../src/contracts/resources/types.ts';
import { aliasesIn, cappedCountSql, COUNT_CAP, DEFAULT_LIMIT } from '../../server/http/paging.ts';
import type { PagingInput } from '../../server/http/paging.ts';
import { serverLists, type ServerList } from '../../server/routes/serverLists.ts';
import { signIn, startTestServer, type TestServer } from './helpers.ts';
import {
  mainAliasOf,
  mainTableOf,
  planOf,
  planProblems,
  statisticsAsIfLarge,
} from './planCheck.ts';

/**
 * Generated from the registry of server lists (server/routes/serverLists.ts): every declared sort
 * (both ways, page 1 and the last page the cap reaches), every declared filter (under the default
 * sort) and the search `q` is planned on the seeded database as its route would run it, with
 * scans and sorts of whole tables disabled; a plan that still scans or sorts the list's main table
 * has no index serving it. A filter's count must read that table through an index condition. A
 * sortable column added without its index fails here, on PGlite and on PostgreSQL.
 */

/**
 * The declared sorts and filters no index of the list's own table can serve, one rule each with
 * its reason. Kept short: a case a rule covers must still fail (one an index now serves is
 * reported, so the rule is narrowed).
 */
const EXCEPTIONS: { reason: string; covers: (list: ServerList, c: Case) => boolean }[] = [
  {
    reason:
      "a sort on a joined table's column (a user's e-mail, an asset's symbol): an index holds one " +
      "table's columns, so the planner walks the joined table's index and sorts each value's rows",
    covers: (list, c) =>
      c.sort !== undefined && !aliasesIn(sqlOf(list, c.sort)).has(mainAliasOf(list.spec.from)),
  },
  {
    reason:
      "a column computed at read time (a stake's or a request's status that turns 'matured' or " +
      "'expired' with the clock, a staking event named from its journal and its stake): no " +
      'index holds a value that changes without a write or comes from two tables',
    covers: (list, c) => c.sort !== undefined && /\bCASE\b/.test(sqlOf(list, c.field)),
  },
];

/**
 * Not served yet (issue #47 left open), each still failing: mostly the counts of filters on a
 * joined table's column without a lookup, of lists with a fixed condition (pending orders, matured
 * and platform stakes, the staking history) and of substring filters whose trigram index the
 * planner passes over; the platform stakes' sort by start (partial index without the tiebreak).
 * Some are served on one engine only (PGlite's and PostgreSQL's planners differ): an open case is
 * not required to fail.
 */
const OPEN_REASON = 'not served by an index yet';
const OPEN: string[] = [
  'trade/pending-order: filter pair',
  'trade/pending-order: filter status',
  'staket/history: filter asset',
  'staket/history: filter event',
  'staket/history: filter status',
  'passbook_history: filter kind',
  'withdraw: filter risk',
  'affiliate: filter status',
  'affiliate: search q',
  'trade/pending-order: filter user',
  'trade/pending-order: filter type',
  'trade/pending-order: filter userId',
  'p2p/raise-dispute: filter status',
  'p2p/raise-dispute: search q',
  'stake/order: filter plan',
  'stake/order: filter type',
  'stake/order: filter status',
  'stake/order: search q',
  'stake/settle: filter plan',
  'stake/settle: filter asset',
  'stake/settle: filter type',
  'stake/settle: filter startedAt',
  'stake/settle: search q',
  'staket/admin: sort startedAt ASC page 1',
  'staket/admin: sort startedAt ASC page 400',
  'staket/admin: sort startedAt DESC page 1',
  'staket/admin: sort startedAt DESC page 400',
  'staket/admin: filter createdBy',
  'staket/admin: filter plan',
  'staket/admin: filter asset',
  'staket/admin: filter type',
  'staket/admin: filter endsAt',
  'staket/admin: filter status',
  'staket/admin: search q',
  'staket/history: filter email',
  'staket/history: filter plan',
  'staket/history: search q',
  'support/support-category: search q',
  'audit: filter adminEmail',
  'audit: filter action',
  'audit: filter recordId',
  'blocked_addresses: filter createdBy',
  'approvals: filter kind',
  'approvals: filter target',
  'approvals: filter status',
  'approvals: filter requestedBy',
  'approvals: filter decidedBy',
  'approvals: search q',
];

const sqlOf = (list: ServerList, key: string) => list.spec.columns[key]?.sql ?? '';
const exceptionOf = (list: ServerList, c: Case) =>
  EXCEPTIONS.find((exception) => exception.covers(list, c))?.reason ??
  (OPEN.includes(`${list.contract.name}: ${c.name}`) ? OPEN_REASON : undefined);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await statisticsAsIfLarge(server.db);
});
afterAll(async () => server.close());

type Row = Record<string, unknown>;
/** The first rows of the grid's default page, to read representative values from. */
type Values = (keys: string[]) => unknown;
interface Case {
  name: string;
  /** The field sorted or filtered (q: none). */
  field: string;
  sort?: string;
  input: (valueOf: Values) => PagingInput;
  /** A filter case: its count must be index-served too. */
  counts: boolean;
}

const lists = serverLists();

it('has an entry for every server-paged grid', () => {
  expect(lists.map((list) => list.contract.name).sort()).toEqual(
    pagedListContracts.map((contract) => contract.name).sort(),
  );
});

/** A word few rows hold (the planner estimates so from the column's statistics). */
const RARE_WORD = 'qzx';

/** A short word of a value (substring filters and q read trigram indexes: three letters or more). */
const wordOf = (value: unknown) => {
  const text = String(value ?? '');
  const word = /[A-Za-z0-9@._-]{3,}/.exec(text)?.[0] ?? 'abc';
  return word.slice(0, 5);
};

function filterOf(field: ContractField, value: unknown): Record<string, unknown> {
  switch (field.filter) {
    case 'select':
      return { [field.key]: field.values?.[0] ?? value ?? 'x' };
    case 'text':
      return { [field.key]: wordOf(value) };
    case 'dateRange': {
      const day = value ? String(value).slice(0, 10) : '2024-01-01';
      return { [`${field.key}_gte`]: day, [`${field.key}_lte`]: day };
    }
    default:
      return { [`${field.key}_gte`]: String(value ?? 0), [`${field.key}_lte`]: String(value ?? 0) };
  }
}

/** The cases of a grid: each declared sort both ways on two pages, each filter, the search. */
function casesOf(list: ServerList): Case[] {
  const { contract } = list;
  const lastPage = Math.ceil((list.spec.countCap ?? COUNT_CAP) / DEFAULT_LIMIT);
  const cases: Case[] = [];
  for (const field of contract.fields.filter((f) => f.sortable)) {
    for (const order of [1, -1] as const) {
      for (const page of [1, lastPage]) {
        const name = `sort ${field.key} ${order === 1 ? 'ASC' : 'DESC'} page ${page}`;
        const input = () => ({ page, sort: { [field.key]: order } });
        cases.push({ name, field: field.key, sort: field.key, input, counts: false });
      }
    }
  }
  for (const field of contract.fields.filter((f) => f.filter)) {
    // A substring filter on the list's own column looks for a rare word: one most rows match is
    // counted faster by walking any index than by reading the trigram one (a lookup column asks
    // its table first, so it looks for a word that matches).
    const rare = field.filter === 'text' && !list.spec.columns[field.key]?.lookup;
    const input = (valueOf: Values) => ({
      filter: filterOf(field, rare ? RARE_WORD : valueOf(field.matches ?? [field.key])),
    });
    cases.push({ name: `filter ${field.key}`, field: field.key, input, counts: true });
  }
  const { userFilter } = contract;
  if (userFilter) {
    const input = (valueOf: Values) => ({ filter: { [USER_FILTER]: valueOf(userFilter.matches) } });
    cases.push({ name: `filter ${USER_FILTER}`, field: USER_FILTER, input, counts: true });
  }
  const searchable = contract.fields.filter((f) => f.searchable).map((f) => f.key);
  if (searchable.length > 0) {
    const input = () => ({ filter: { q: RARE_WORD } });
    cases.push({ name: 'search q', field: 'q', input, counts: true });
  }
  return cases;
}

const valuesByList = new Map<ServerList, Promise<Values>>();

/** Values of the grid's first page (read once per grid). */
function valuesOf(list: ServerList): Promise<Values> {
  const known = valuesByList.get(list);
  if (known) return known;
  const values = (async () => {
    const { rows: page } = await list.queries(server.db, { limit: 50 });
    const { rows } = await server.db.query<{ record: Row }>(page.sql, page.params);
    const records = rows.map((row) => row.record);
    return (keys: string[]) =>
      records
        .flatMap((record) => keys.map((key) => record[key]))
        .find((v) => v !== null && v !== undefined && v !== '');
  })();
  valuesByList.set(list, values);
  return values;
}

/** What in the case's plans reads the whole main table (planCheck.ts), page then count. */
async function problemsOf(list: ServerList, input: PagingInput, counts: boolean) {
  const table = mainTableOf(list.spec.from);
  const { rows, count } = await list.queries(server.db, input);
  const problems = planProblems(await planOf(server.db, rows), table, 'page');
  if (counts) {
    const sql = cappedCountSql(count.fromWhere, list.spec.countCap ?? COUNT_CAP);
    const plan = await planOf(server.db, { sql, params: count.params });
    problems.push(...planProblems(plan, table, 'count').map((p) => `count: ${p}`));
  }
  return problems;
}

describe.each(lists.map((list) => [list.contract.name, list] as const))(
  'the %s list',
  (_listName, list) => {
    it.each(casesOf(list).map((c) => [c.name, c] as const))('%s', async (_caseName, c) => {
      const problems = await problemsOf(list, c.input(await valuesOf(list)), c.counts);
      const exception = exceptionOf(list, c);
      if (exception && exception !== OPEN_REASON && problems.length === 0)
        expect.fail(`served now: remove the exception (${exception})`);
      if (!exception && problems.length > 0)
        expect.fail(`no index serves it: ${problems.join('; ')}`);
    });
  },
);

describe('search', () => {
  it('finds %, _ and \\ as themselves, over HTTP', async () => {
    const auth = await signIn(server);
    const { rows } = await server.db.query<{ id: string }>(
      'SELECT id FROM users ORDER BY created_at, id LIMIT 2',
    );
    // Unescaped, `7%_\` would also match the second name (7, anything, one character, a `%`).
    await server.db.query('UPDATE users SET name = $2 WHERE id = $1', [
      rows[0].id,
      'Zed 7%_\\ Lit',
    ]);
    await server.db.query('UPDATE users SET name = $2 WHERE id = $1', [rows[1].id, 'Zed 7xy% Lit']);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/admin/getAllUserData',
      headers: auth,
      payload: { page: 1, limit: 25, filter: { q: '7%_\\' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = (res.json() as { result: { data: { _id: string }[] } }).result.data;
    expect(data.map((user) => user._id)).toEqual([rows[0].id]);
  });
});

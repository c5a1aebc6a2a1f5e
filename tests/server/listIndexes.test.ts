import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagedListContracts } from '../../src/contracts/resources/index.ts';
import { USER_FILTER, type ContractField } from '../../src/contracts/resources/types.ts';
import { WHOLE_LISTS } from '../../src/contracts/wholeLists.ts';
import { aliasesIn, cappedCountSql, COUNT_CAP, DEFAULT_LIMIT } from '../../server/http/paging.ts';
import type { PagingInput } from '../../server/http/paging.ts';
import { lookupQuery, type LookupTest } from '../../server/http/pagingLookup.ts';
import { encodeCursor } from '../../server/http/pagingRequest.ts';
import { serverLists, type ServerList } from '../../server/routes/serverLists.ts';
import { signIn, startTestServer, type TestServer } from './helpers.ts';
import { createSeedRows } from './contractSeeds.ts';
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
 * sortable column added without its index fails here, on PGlite and on PostgreSQL. So does a
 * lookup (a filter asked of another, growing table first) that no index of that table serves.
 */

/** The planners differ: the tests run on PGlite, or on the PostgreSQL this URL names. */
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

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
  {
    reason:
      "a filter on a status computed with the clock from the list's own row (a stake that turns " +
      "'matured', a request 'expired', when its time passes, without a write): no index holds " +
      "it, so its count reads the list's rows until the cap's worth match",
    covers: (list, c) =>
      c.sort === undefined &&
      /\bnow\(\)/.test(sqlOf(list, c.field)) &&
      aliasesIn(sqlOf(list, c.field)).has(mainAliasOf(list.spec.from)),
  },
  {
    reason:
      "a filter on the staking history's event or stake status, computed from the journal's kind " +
      "and its stake's status (and the clock): no index holds it. PostgreSQL counts it on the " +
      "staking journals' index; PGlite on the kinds' index under the list's fixed condition, " +
      'which every row of the list meets, so only PostgreSQL shows it',
    covers: (list, c) =>
      ON_POSTGRES &&
      c.sort === undefined &&
      /\bCASE\b/.test(sqlOf(list, c.field)) &&
      [...aliasesIn(sqlOf(list, c.field))].some((alias) => alias !== mainAliasOf(list.spec.from)),
  },
  {
    reason:
      "the passbook filtered by a rare journal kind: its entries are found from that kind's " +
      "journals (their kind index, then each one's entries) and sorted by time, those of at most " +
      "20 000 journals (RARE_KIND_JOURNALS); an index holds one table's columns, and walking the " +
      "entries' time index instead would pass over every other kind first",
    covers: (list, c) => list.contract.name === 'passbook_history' && c.field === 'kind',
  },
];

const sqlOf = (list: ServerList, key: string) => list.spec.columns[key]?.sql ?? '';
const exceptionOf = (list: ServerList, c: Case) =>
  EXCEPTIONS.find((exception) => exception.covers(list, c))?.reason;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await fillEmptyLists(server.db);
  await createSeedRows(server, await emptyTableResources(server.db));
  await statisticsAsIfLarge(server.db);
});

/** The resources served from their table that the seed leaves empty: their contract seeds them. */
async function emptyTableResources(db: TestServer['db']) {
  const empty = [];
  for (const contract of pagedListContracts.filter((c) => c.table)) {
    const { rows } = await db.query(`SELECT 1 FROM ${contract.table!.name} LIMIT 1`);
    if (rows.length === 0) empty.push(contract);
  }
  return empty;
}

/**
 * The seed leaves three lists empty: the platform's stakes, approvals and the audit trail (and a
 * resource served from its table gets its contract's seed rows, above). The
 * planner sizes a table by its pages on disk, so an empty one stays one row whatever its
 * statistics say, and walking any of its indexes with a filter is then as cheap as the one serving
 * the filter: a few rows each let them scale like the others.
 */
async function fillEmptyLists(db: TestServer['db']) {
  await db.query(
    `INSERT INTO stakes (plan_id, created_by, amount, apr, started_at, ends_at, status)
     SELECT p.id, (SELECT id FROM admins ORDER BY id LIMIT 1), 100 + g, p.apr,
            now() - g * interval '1 day', now() + (30 - g) * interval '1 day', 'active'
       FROM generate_series(1, 40) g
       CROSS JOIN LATERAL (SELECT id, apr FROM staking_plans ORDER BY id OFFSET g % 3 LIMIT 1) p`,
  );
  await db.query(
    `INSERT INTO admin_requests (kind, target, summary, payload, reason, requested_by, created_at,
                                 expires_at)
     SELECT 'admin.role', 'admin' || g || '@example.com', 'role: support → finance', '{}',
            'Covers the finance desk', (SELECT id FROM admins ORDER BY id LIMIT 1),
            now() - g * interval '1 hour', now() + (72 - g) * interval '1 hour'
       FROM generate_series(1, 40) g`,
  );
  // Entries as a request writes them (the chain's trigger numbers, dates and hashes each).
  await db.query(
    `INSERT INTO audit_trail (admin_email, admin_role, action, operation, resource, record_id,
                              changes, reason)
     SELECT 'admin' || g % 4 || '@example.com', 'super_admin', 'PUT /admin/users', 'update',
            'users', id::text, '{"status": ["active", "blocked"]}', 'Reported by support'
       FROM (SELECT id, row_number() OVER (ORDER BY id) AS g FROM users) u`,
  );
}
afterAll(async () => server.close());

type Row = Record<string, unknown>;
/** The first rows of the grid's default page, to read representative values from. */
type Values = (keys: string[]) => unknown;
interface Case {
  name: string;
  /** The field sorted or filtered (q: none). */
  field: string;
  sort?: string;
  input: (valueOf: Values) => PagingInput | Promise<PagingInput>;
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
  // The next page by keyset (after a row of the first page), where the column has no NULLs.
  for (const field of contract.fields.filter((f) => f.sortable)) {
    if (!list.spec.columns[field.key]?.notNull) continue;
    for (const order of [1, -1] as const) {
      const name = `sort ${field.key} ${order === 1 ? 'ASC' : 'DESC'} after a cursor`;
      const sort = { [field.key]: order };
      const input = async () => ({ page: 2, sort, after: await lastRowOf(list, sort) });
      cases.push({ name, field: field.key, sort: field.key, input, counts: false });
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

/** The cursor of the last row of the grid's first page in this order. */
async function lastRowOf(list: ServerList, sort: Record<string, 1 | -1>) {
  const { rows: page } = await list.queries(server.db, { sort });
  const { rows } = await server.db.query<{ record: Row }>(page.sql, page.params);
  const last = rows.at(-1)?.record ?? { __k: '0', __t: '0' };
  return encodeCursor({ key: String(last.__k), tiebreak: String(last.__t) });
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
      const problems = await problemsOf(list, await c.input(await valuesOf(list)), c.counts);
      const exception = exceptionOf(list, c);
      if (exception && problems.length === 0)
        expect.fail(`served now: remove the exception (${exception})`);
      if (!exception && problems.length > 0)
        expect.fail(`no index serves it: ${problems.join('; ')}`);
    });
  },
);

/** Tables bounded by their contract (a few hundred rows at most): read whole, they are cheap. */
const boundedTables = new Set<string>(Object.values(WHOLE_LISTS).map((list) => list.table));

/**
 * Each test another list's filter or search asks a growing table first (pagingLookup.ts), once:
 * a text column's filter and a search test a substring, another filter equal values. Lookups
 * through a join (the staking history's, by way of its stakes) are left out: on the test's few
 * stakes the planner walks them whatever the statistics say, while at a million users it joins
 * them by their user's or plan's index.
 */
const lookupTests = [
  ...new Map(
    lists.flatMap((list) =>
      Object.values(list.spec.columns).flatMap(({ lookup, type, searchable }) => {
        if (!lookup || /\sJOIN\s/i.test(lookup.table) || boundedTables.has(lookup.table)) return [];
        const hows = new Set<LookupTest['how']>([type === 'text' ? 'like' : 'equal']);
        if (searchable) hows.add('like');
        return [...hows].map((how) => [
          `${lookup.table}.${lookup.match} (${how})`,
          { lookup, how },
        ]);
      }),
    ),
  ),
];

describe('lookups', () => {
  it.each(lookupTests)('%s reads an index', async (_name, { lookup, how }) => {
    const plan = await planOf(server.db, lookupQuery({ lookup, how, values: [RARE_WORD] }));
    expect(planProblems(plan, lookup.table, 'count')).toEqual([]);
  });
});

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

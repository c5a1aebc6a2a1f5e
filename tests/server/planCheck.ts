import type { Db } from '../../server/db/index.ts';
import type { SqlQuery } from '../../server/http/paging.ts';

/**
 * What the planner does with a list's query when it may neither scan a table in order nor sort
 * (`enable_seqscan`, `enable_sort` off: a tiny seeded table then cannot make a scan look cheap;
 * the planner still scans or sorts where no index serves, and that is what is reported).
 */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Alias?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Presorted Key'?: string[];
  Plans?: PlanNode[];
}

/**
 * Statistics of a database 10 000 times the seeded one (ANALYZE's fractions kept, row counts
 * scaled): on 40 users a walk of a whole index costs less than any condition, so the planner would
 * not show whether an index serves a filter. Needs a superuser (PGlite is one; a throwaway
 * PostgreSQL's owner is one).
 */
export async function statisticsAsIfLarge(db: Db) {
  await db.query('ANALYZE');
  await db.query(
    `UPDATE pg_class SET reltuples = reltuples * 10000
      WHERE relnamespace = 'public'::regnamespace AND relkind IN ('r', 'i') AND reltuples > 0`,
  );
}

/** The JSON plan of `query`, planned with the scan and sort of whole tables disabled. */
export async function planOf(db: Db, query: SqlQuery): Promise<PlanNode> {
  return db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    await tx.query('SET LOCAL enable_sort = off');
    const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(
      `EXPLAIN (FORMAT JSON) ${query.sql}`,
      query.params,
    );
    const json = rows[0]['QUERY PLAN'];
    const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[];
    return parsed[0].Plan;
  });
}

const SCANS = ['Seq Scan', 'Index Scan', 'Index Only Scan', 'Bitmap Heap Scan'];
const SORTS = ['Sort', 'Incremental Sort'];
const JOINS = ['Nested Loop', 'Hash Join', 'Merge Join'];

/** A scan's index condition: its own, or (a bitmap heap scan) that of the bitmap index scans below. */
const hasIndexCond = (node: PlanNode): boolean =>
  Boolean(node['Index Cond']) ||
  (node['Node Type'].startsWith('Bitmap') && (node.Plans ?? []).some(hasIndexCond));

const walk = (node: PlanNode, visit: (node: PlanNode, above: PlanNode[]) => void) => {
  const go = (n: PlanNode, above: PlanNode[]) => {
    visit(n, above);
    for (const child of n.Plans ?? []) go(child, [...above, n]);
  };
  go(node, []);
};

const contains = (node: PlanNode, test: (n: PlanNode) => boolean): boolean => {
  let found = false;
  walk(node, (n) => {
    if (test(n)) found = true;
  });
  return found;
};

const describe = (node: PlanNode) =>
  `${node['Node Type']} on ${node['Relation Name']}${node['Index Name'] ? ` (${node['Index Name']})` : ''}`;

const hasLimit = (node: PlanNode) => contains(node, (n) => n['Node Type'] === 'Limit');

/** An index walk in order that stops when a Limit above it has its rows. */
const walksToLimit = (_node: PlanNode, above: PlanNode[]) =>
  above.some((n) => n['Node Type'] === 'Limit');

/**
 * An index walk joined to a page's keys (the rows a Limit let through, e.g. `id IN (SELECT id …
 * LIMIT 25 OFFSET 9975)`): with sorting disabled, the planner puts those 25 rows in order by
 * walking the sort index beside them instead of sorting them; with sorting enabled it sorts 25 rows.
 */
const pageKeys = (node: PlanNode, above: PlanNode[]) =>
  above.some((ancestor, i) => {
    if (!JOINS.includes(ancestor['Node Type'])) return false;
    const branch = above[i + 1] ?? node;
    return (ancestor.Plans ?? []).some((child) => child !== branch && hasLimit(child));
  });

/**
 * Where a plan reads more than the page or the count asks of the list's main table (the first
 * table of its FROM: joins to lookup tables do not matter):
 * - a Seq Scan of it;
 * - a page: a Sort or Incremental Sort over its rows, unless a Limit lies below that sort (it then
 *   orders a page's keys, found in order by an index walk under that Limit); an index walk with no
 *   condition outside a Limit (it would read the whole index);
 * - a count (`strict`): any read of it with no index condition (a walk of some index filtering
 *   each row reads them all when few match).
 */
export function planProblems(plan: PlanNode, table: string, kind: 'page' | 'count'): string[] {
  const main = (n: PlanNode) => n['Relation Name'] === table && SCANS.includes(n['Node Type']);
  const problems: string[] = [];
  walk(plan, (node, above) => {
    if (SORTS.includes(node['Node Type']) && contains(node, main)) {
      if (!(node.Plans ?? []).some(hasLimit)) problems.push(`${node['Node Type']} of ${table}`);
    }
    if (!main(node)) return;
    if (node['Node Type'] === 'Seq Scan') problems.push(describe(node));
    else if (
      !hasIndexCond(node) &&
      (kind === 'count' || !(walksToLimit(node, above) || pageKeys(node, above)))
    )
      problems.push(`${describe(node)} without a condition`);
  });
  return [...new Set(problems)];
}

const FIRST_TABLE = /^\s*FROM\s+([a-z_][a-z0-9_]*)\s+([a-z_][a-z0-9_]*)/i;

/** The list's main table: the first of its FROM (`FROM deposits d JOIN ...` → deposits). */
export const mainTableOf = (from: string) => {
  const table = FIRST_TABLE.exec(from)?.[1];
  if (!table) throw new Error(`No table in ${from}`);
  return table;
};

/** The main table's alias (`FROM deposits d JOIN ...` → d). */
export const mainAliasOf = (from: string) => FIRST_TABLE.exec(from)?.[2] ?? '';

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/index.ts';
import {
  aliasesIn,
  keysetOf,
  placeColumns,
  COUNT_CAP,
  lookupKeysOf,
  pageWithTotal,
  type CountingDb,
  readPaging,
  whereOf,
  type Page,
  type PageQueries,
  type Paging,
  type PagingInput,
} from '../../http/paging.ts';
import { userByEmail, assetBySymbol } from '../../http/pagingLookup.ts';
import { pagedListFromContract } from '../../http/contractList.ts';
import { pagedListRoute } from '../../http/listRoute.ts';
import { passbookHistoryContract } from '../../../src/contracts/resources/passbookHistory.ts';

/**
 * The passbook: the ledger's entries on user-owned accounts (available and held funds), one per
 * row, newest first. It grows without bound (a million entries and more), so it is server-paged
 * and only sorted by time, on the entries' (created_at, id) index in either direction; filters by
 * user go through the accounts' owner index, by kind through the journals' kind index.
 */
export const PASSBOOK_LIST = pagedListFromContract(passbookHistoryContract, {
  from: `FROM ledger_entries e JOIN ledger_accounts la ON la.id = e.account_id
    JOIN ledger_journals j ON j.id = e.journal_id JOIN assets a ON a.id = la.asset_id
    JOIN users u ON u.id::text = la.owner`,
  // Users' own accounts only (P2P escrow accounts are owned by trades, not users).
  where: `la.owner <> '' AND la.kind IN ('user', 'user_hold', 'order_reserve', 'staking')`,
  columns: {
    createdAt: { sql: 'e.created_at', notNull: true },
    email: { sql: 'u.email', lookup: userByEmail('la.owner', 'id::text') },
    asset: { sql: 'a.symbol', lookup: assetBySymbol('la.asset_id') },
    kind: { sql: 'j.kind' },
    account: { sql: 'la.kind' },
    reference: { sql: 'j.reference' },
  },
  apiColumns: { userId: { sql: 'la.owner', type: 'select', sortable: false } },
  select: `e.id::text AS "_id", e.created_at AS "createdAt", la.owner AS "userId", u.email, u.name,
    a.symbol AS asset, j.kind, la.kind AS account, trim_scale(e.amount)::text AS amount,
    trim_scale(e.balance_after)::text AS "balanceAfter", j.reference, j.description, j.id::text AS "journalId"`,
  tiebreak: 'e.id',
});

const JOINS: Record<string, string> = {
  j: 'JOIN ledger_journals j ON j.id = e.journal_id',
  a: 'JOIN assets a ON a.id = la.asset_id',
  u: 'JOIN users u ON u.id::text = la.owner',
};

/**
 * The FROM of the count. A filter on the accounts alone (user, email, asset, account kind) counts
 * from the matching accounts, each account's entries read on its own index
 * (ledger_entries_account) until the cap: joined the other way the planner hashes the accounts and
 * scans the entries in table order, 600 ms to find 10 001 of one asset's. The inner LIMIT (no
 * account needs more) keeps the per-account read a subquery the planner does not flatten.
 */
function countFrom(whereSql: string, cap: number, journalsFirst: boolean): string {
  const aliases = aliasesIn(whereSql);
  if (aliases.has('e') || aliases.has('j')) return entriesFrom(whereSql, journalsFirst);
  return `FROM ledger_accounts la ${joinsFor(aliases)} CROSS JOIN LATERAL
    (SELECT 1 FROM ledger_entries e WHERE e.account_id = la.id LIMIT ${cap + 1}) e`;
}

/**
 * The entries with only the joins the WHERE names. `journalsFirst`: read the filtered kinds'
 * journals on their kind index, then each one's entries on ledger_entries_journal (OFFSET 0 keeps
 * the planner from flattening it back into a hash join over every entry).
 */
function entriesFrom(whereSql: string, journalsFirst = false): string {
  const aliases = aliasesIn(whereSql);
  if (!journalsFirst)
    return `FROM ledger_entries e JOIN ledger_accounts la ON la.id = e.account_id ${joinsFor(aliases)}`;
  aliases.delete('j');
  return `FROM ledger_journals j CROSS JOIN LATERAL
    (SELECT * FROM ledger_entries e0 WHERE e0.journal_id = j.id OFFSET 0) e
    JOIN ledger_accounts la ON la.id = e.account_id ${joinsFor(aliases)}`;
}

/**
 * Journals of a kind filter up to which the page and count start from the journals. A rare kind
 * (deposits: 3 720 of 1 000 000 entries' journals) is found by walking entries newest first only
 * after tens of thousands of others (280 ms), and counted by a hash join over every entry (390 ms);
 * journal-first, both take 20–50 ms. A common kind (trade fills) fills a page from the newest
 * entries at once, while journal-first would read all its journals to sort them.
 */
export const RARE_KIND_JOURNALS = 20_000;

async function kindIsRare(db: Pick<Db, 'query'>, kind: unknown, rare: number): Promise<boolean> {
  const kinds = (Array.isArray(kind) ? kind : [kind]).filter((k) => k !== undefined && k !== '');
  if (kinds.length === 0) return false;
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM ledger_journals WHERE kind = ANY($1::text[])
      LIMIT ${rare + 1}) c`,
    [kinds.map(String)],
  );
  return rows[0].n <= rare;
}

const joinsFor = (aliases: Set<string>) =>
  Object.entries(JOINS)
    .filter(([alias]) => aliases.has(alias))
    .map(([, join]) => join)
    .join(' ');

/** The SQL of one passbook page and of its count, which joins only what its filter needs. */
export async function passbookQueries(
  db: Pick<Db, 'query'>,
  paging: Paging,
  rareKindJournals = RARE_KIND_JOURNALS,
): Promise<PageQueries> {
  const keys = await lookupKeysOf(db, PASSBOOK_LIST, paging.filter);
  const where = whereOf(PASSBOOK_LIST, paging.filter, undefined, keys);
  const journalsFirst = await kindIsRare(db, paging.filter.kind, rareKindJournals);
  const order = paging.sort.order === 'ASC' ? 'ASC' : 'DESC';
  const offset = (paging.page - 1) * paging.limit;
  const orderBy = `ORDER BY e.created_at ${order}, e.id ${order}`;
  const params = [...where.params];
  const keyset = keysetOf('e.created_at', 'e.id', paging, params);
  const inner = keyset
    ? `${where.sql ? `${where.sql} AND` : 'WHERE'} ${keyset.condition} ${keyset.orderBy}
        LIMIT ${paging.limit}`
    : `${where.sql} ${orderBy} LIMIT ${paging.limit} OFFSET ${offset}`;
  // The page's entries are found by their keys alone, joining only what the filter tests; only
  // those 25 are built into records (a kind filter sorts 3 600 narrow rows, not 3 600 records).
  const sql = `SELECT row_to_json(t) AS record FROM (SELECT ${PASSBOOK_LIST.select},
        ${placeColumns('e.created_at', 'e.id')} ${PASSBOOK_LIST.from}
      WHERE e.id IN (SELECT e.id ${entriesFrom(where.sql, journalsFirst)} ${inner})
      ${keyset?.orderBy ?? orderBy}) t`;
  return {
    rows: { sql, params },
    count: {
      fromWhere: `${countFrom(where.sql, PASSBOOK_LIST.countCap ?? COUNT_CAP, journalsFirst)} ${where.sql}`,
      params: where.params,
      unfiltered: false,
    },
  };
}

/** One passbook page and its total (capped, counted beside the rows: pageWithTotal). */
export async function passbookPage(
  db: CountingDb,
  input: PagingInput,
  rareKindJournals = RARE_KIND_JOURNALS,
): Promise<Page<Record<string, unknown>>> {
  const paging = readPaging(input, PASSBOOK_LIST);
  return pageWithTotal(db, PASSBOOK_LIST, paging, (q) =>
    passbookQueries(q, paging, rareKindJournals),
  );
}

export const passbookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  pagedListRoute(
    app,
    PASSBOOK_LIST,
    {
      tags: ['Money'],
      summary: "The passbook: every ledger entry on users' accounts, newest first, server-paged",
      description:
        'query: page, limit, filter (JSON: userId, email, asset, kind (journal kind), account (user|user_hold|order_reserve|staking), reference, createdAt_gte, createdAt_lte), sort (JSON: {"createdAt":1|-1}). result: { data: [{ _id, createdAt, userId, email, name, asset, kind, account, amount, balanceAfter, reference, description, journalId }], total, totalCapped, pageableRows, page, limit } (total exact up to 10 000, else 10 000 with totalCapped; pages reach the first 10 000 rows)',
    },
    { page: (paging) => passbookPage(app.db, paging) },
  );
};

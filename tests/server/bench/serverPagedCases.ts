import type { Db } from '../../../server/db/index.ts';

/** One request of a list: a GET's query (objects JSON-encoded) or a POST's body. */
export interface ListRequest {
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

export interface ListCase {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  cases: Record<string, ListRequest>;
}

const DEEPEST = { page: 400, limit: 25 };
const daysAgo = (days: number) => new Date(Date.now() - days * 864e5).toISOString().slice(0, 10);

/**
 * What each growing list's grid offers, at its worst: the first page, the deepest page the
 * contract serves, another sort, and its filters (select, substring, range). Sample values are
 * read from the data so every filter matches something.
 */
export async function listCases(db: Db): Promise<ListCase[]> {
  const one = async (sql: string) => Object.values((await db.query(sql)).rows[0] ?? {})[0];
  const user = String(
    await one(`SELECT owner FROM ledger_accounts WHERE owner <> '' LIMIT 1 OFFSET 17`),
  );
  const email = String(await one(`SELECT email FROM users ORDER BY id LIMIT 1 OFFSET 7`));
  const emailPart = email.split('@')[0].slice(0, 8);
  const txHash = String(await one('SELECT tx_hash FROM deposits LIMIT 1 OFFSET 5'));
  const address = String(await one('SELECT address FROM withdrawals LIMIT 1 OFFSET 5'));
  const orderNo = String(await one('SELECT order_no FROM p2p_trades LIMIT 1 OFFSET 5'));
  const week = { createdAt_gte: daysAgo(40), createdAt_lte: daysAgo(33) };
  const get = (filter: object, extra: object = {}): ListRequest => ({
    query: { filter, ...extra },
  });
  const post = (body: Record<string, unknown>): ListRequest => ({ body });
  const buys = { side: 'buy', status: 'filled' };

  return [
    {
      name: 'trade history',
      method: 'POST',
      path: '/admin/gettradehistory',
      cases: {
        'buy: first page': post(buys),
        'buy: page 400': post({ ...buys, ...DEEPEST }),
        'buy: oldest first': post({ ...buys, sort: { createdAt: 1 } }),
        'sell + pair ETH_USDT': post({
          side: 'sell',
          status: 'filled',
          filter: { pair: 'ETH_USDT' },
        }),
        'pending orders': post({ status: ['open', 'partially_filled'] }),
        'all: one week': post({ filter: week }),
        'buy + user email part': post({ ...buys, user: emailPart }),
      },
    },
    {
      name: 'passbook',
      method: 'GET',
      path: '/admin/getPassbookHistory',
      cases: {
        'first page': get({}),
        'page 400': { query: { ...DEEPEST } },
        'oldest first': get({}, { sort: { createdAt: 1 } }),
        user: get({ userId: user }),
        'asset BTC': get({ asset: 'BTC' }),
        'kind convert': get({ kind: 'convert' }),
        'user email part': get({ email: emailPart }),
        'reference part': get({ reference: 'withdrawal:0' }),
        'one week': get(week),
      },
    },
    {
      name: 'deposits',
      method: 'POST',
      path: '/admin/depositDetails',
      cases: {
        'first page': post({}),
        'page 400': post(DEEPEST),
        'largest amount': post({ sort: { amount: -1 } }),
        'status pending': post({ filter: { status: 'pending' } }),
        'asset BTC by amount': post({ filter: { asset: 'BTC' }, sort: { amount: -1 } }),
        'user email part': post({ filter: { email: emailPart } }),
        'q tx hash part': post({ filter: { q: txHash.slice(4, 14) } }),
        'one week': post({ filter: week }),
      },
    },
    {
      name: 'withdrawals',
      method: 'GET',
      path: '/admin/withdrawList',
      cases: {
        'first page': get({}),
        'page 400': { query: { ...DEEPEST } },
        'largest USD value': get({}, { sort: { usdValue: -1 } }),
        'status pending': get({ status: 'pending' }),
        'asset BTC by amount': get({ asset: 'BTC' }, { sort: { amount: -1 } }),
        'address part': get({ address: address.slice(3, 13) }),
        'user email part': get({ email: emailPart }),
      },
    },
    {
      name: 'P2P trades (p2p-buy)',
      method: 'POST',
      path: '/admin/getp2ps',
      cases: {
        'first page': post({ side: 'buy' }),
        'page 400': post({ side: 'buy', ...DEEPEST }),
        'largest amount': post({ side: 'buy', sort: { amount: -1 } }),
        'status disputed': post({ side: 'buy', filter: { status: 'disputed' } }),
        'order no part': post({ side: 'buy', filter: { orderNo: orderNo.slice(2, 10) } }),
      },
    },
    {
      name: 'action log',
      method: 'POST',
      path: '/admin/getAdminActionHistory',
      cases: {
        'first page': post({}),
        'page 400': post(DEEPEST),
        'description A-Z': post({ sort: { description: 1 } }),
        'description part': post({ filter: { description: 'blurry' } }),
        'q user email part': post({ filter: { q: emailPart } }),
        'one week': post({ filter: { date_gte: daysAgo(40), date_lte: daysAgo(33) } }),
      },
    },
  ];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Plan Rows'?: number;
  Plans?: PlanNode[];
}

/**
 * The indexes the list's page and count queries read, from EXPLAIN, and any sequential scan of a
 * table over 10 000 rows (the small lookups, assets and pairs, are read whole by design).
 */
export async function indexUse(db: Db, queries: { sql: string; params: unknown[] }[]) {
  const listQueries = queries.filter((q) => /row_to_json|count\(\*\)/.test(q.sql));
  const indexes = new Set<string>();
  const seqScans = new Set<string>();
  for (const query of listQueries) {
    const { rows } = await db.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
      `EXPLAIN (FORMAT JSON) ${query.sql}`,
      query.params,
    );
    const walk = async (node: PlanNode) => {
      if (node['Index Name']) indexes.add(node['Index Name']);
      if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) {
        const size = await db.query<{ n: number }>(
          'SELECT reltuples::bigint AS n FROM pg_class WHERE relname = $1',
          [node['Relation Name']],
        );
        if (Number(size.rows[0]?.n ?? 0) > 10_000) seqScans.add(node['Relation Name']);
      }
      for (const child of node.Plans ?? []) await walk(child);
    };
    await walk(rows[0]['QUERY PLAN'][0].Plan);
  }
  const seq = seqScans.size ? `; SEQ SCAN ${[...seqScans].join(', ')}` : '';
  return `index ${[...indexes].join(', ') || 'none'}${seq}`;
}

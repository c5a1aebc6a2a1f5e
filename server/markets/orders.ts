import { pagedListFromContract, type ContractListSpec } from '../http/contractList.ts';
import { userByEmail } from '../http/pagingLookup.ts';
import {
  pendingOrderContract,
  tradeBuyContract,
  tradeSellContract,
} from '../../src/contracts/resources/trade.ts';
import { conflict, notFound } from '../http/envelope.ts';
import { postJournal } from '../ledger/ledger.ts';
import type { Querier } from '../db/index.ts';

/**
 * Spot orders and their fills: the trade history (trade/buy, trade/sell) and the pending orders
 * (trade/pending-order) are pages of one table. An open or partially filled order holds its
 * unfilled funds in the user's `order_reserve` account (quote asset for buys, base for sells).
 */

export const ORDER_SIDES = ['buy', 'sell'] as const;
export const ORDER_STATUSES = ['open', 'partially_filled', 'filled', 'cancelled'] as const;
export const PENDING_STATUSES = ['open', 'partially_filled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface TradeOrder {
  _id: string;
  orderId: string;
  createdAt: string;
  userId: string;
  user: string;
  pair: string;
  base: string;
  quote: string;
  side: 'buy' | 'sell';
  type: 'limit' | 'market';
  /** Decimal strings, exact: price and total in the quote asset, amounts in the base asset. */
  price: string;
  amount: string;
  filled: string;
  total: string;
  fee: string;
  status: OrderStatus;
  /** Still held in order_reserve for the unfilled part (quote for buys, base for sells). */
  reserved: string;
  reservedAsset: string;
}

/** The display id of an order: ORD + its number, zero-padded. */
export const orderIdOf = (id: string | number) => `ORD${String(id).padStart(9, '0')}`;

// The pair and the user are read per row of the page (25 lookups by primary key), so the page
// and its total both run on trade_orders alone: the total of a view is an index-only count.
const PAIR_SYMBOL = '(SELECT symbol FROM trade_pairs WHERE id = o.pair_id)';
const USER_EMAIL = '(SELECT email FROM users WHERE id = o.user_id)';
const ORDER_SELECT = `o.id::text AS "_id", 'ORD' || lpad(o.id::text, 9, '0') AS "orderId",
  o.created_at AS "createdAt", o.user_id AS "userId",
  ${USER_EMAIL} AS "user", ${PAIR_SYMBOL} AS pair,
  split_part(${PAIR_SYMBOL}, '_', 1) AS base, split_part(${PAIR_SYMBOL}, '_', 2) AS quote,
  o.side, o.type, trim_scale(o.price)::text AS price, trim_scale(o.amount)::text AS amount,
  trim_scale(o.filled)::text AS filled, trim_scale(o.total)::text AS total,
  trim_scale(o.fee)::text AS fee, o.status, trim_scale(o.reserved)::text AS reserved,
  split_part(${PAIR_SYMBOL}, '_', CASE o.side WHEN 'buy' THEN 2 ELSE 1 END) AS "reservedAsset"`;

const ORDER_FROM = 'FROM trade_orders o';

/**
 * The payload's filters (the call's filter payload), ANDed with each other. The grid's `pair` and
 * `user` filters join these lists (the route moves them here), so they match through indexes.
 */
export interface TradeHistoryScope {
  /** One order (the detail screen reads its record through the list). */
  _id?: string;
  side?: 'buy' | 'sell';
  status?: OrderStatus | OrderStatus[];
  /** Pair symbols, each one a condition (BTC_USDT). */
  pairs?: string[];
  /** Users, each one a condition: a user's id, or part of their email. */
  users?: string[];
  from?: string;
  to?: string;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The trade history's three grids (src/contracts/resources/trade.ts) on one table. Pages sort by
 * time or order number only (the index of each view's (side, status) and the primary key); pair
 * and user filter through their tables' keys.
 */
const TRADE_HISTORY_LIST = pagedListFromContract(
  [tradeBuyContract, tradeSellContract, pendingOrderContract],
  {
    from: ORDER_FROM,
    select: ORDER_SELECT,
    columns: {
      createdAt: { sql: 'o.created_at', notNull: true },
      orderId: { sql: 'o.id', type: 'number', notNull: true },
      user: { sql: USER_EMAIL, lookup: userByEmail('o.user_id') },
      pair: {
        sql: PAIR_SYMBOL,
        lookup: { key: 'o.pair_id', table: 'trade_pairs', id: 'id', match: 'symbol' },
      },
      side: { sql: 'o.side' },
      type: { sql: 'o.type' },
      status: { sql: 'o.status' },
    },
    apiColumns: {
      ...Object.fromEntries(
        ['price', 'amount', 'total', 'filled', 'fee'].map((key) => [
          key,
          { sql: `o.${key}`, type: 'number', sortable: false } as const,
        ]),
      ),
      // One user's orders by their id (trade_orders_user serves it), as a user's page asks.
      userId: { sql: 'o.user_id', type: 'select', sortable: false, cast: 'uuid' },
    },
    tiebreak: 'o.id',
  },
);

/** The paged-list spec of the trade history, narrowed by the payload's scope. */
export function tradeHistorySpec(scope: TradeHistoryScope): ContractListSpec {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown, cast: string) => {
    params.push(value);
    return `$${params.length}::${cast}`;
  };
  if (scope._id) where.push(`o.id = ${param(scope._id, 'bigint')}`);
  if (scope.side) where.push(`o.side = ${param(scope.side, 'text')}`);
  if (scope.status) {
    const statuses = Array.isArray(scope.status) ? scope.status : [scope.status];
    // One status as an equality: the planner then reads trade_orders_view (side, status,
    // created_at, id) in order; `= ANY(array)` would not be known to hold one value.
    where.push(
      statuses.length === 1
        ? `o.status = ${param(statuses[0], 'text')}`
        : `o.status = ANY(${param(statuses, 'text[]')})`,
    );
  }
  for (const pair of scope.pairs ?? []) {
    where.push(
      `o.pair_id = (SELECT id FROM trade_pairs WHERE symbol = ${param(pair.toUpperCase(), 'text')})`,
    );
  }
  for (const user of scope.users ?? []) {
    where.push(
      UUID_RE.test(user)
        ? `o.user_id = ${param(user, 'uuid')}`
        : `o.user_id IN (SELECT id FROM users WHERE email ILIKE ${param(`%${user.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, 'text')})`,
    );
  }
  if (scope.from) where.push(`o.created_at >= ${param(scope.from, 'timestamptz')}`);
  if (scope.to) where.push(`o.created_at <= ${param(scope.to, 'timestamptz')}`);
  return { ...TRADE_HISTORY_LIST, where: where.length ? where.join(' AND ') : undefined, params };
}

export async function orderById(db: Querier, id: string): Promise<TradeOrder | undefined> {
  const { rows } = await db.query<{ record: TradeOrder }>(
    `SELECT row_to_json(t) AS record FROM (SELECT ${ORDER_SELECT} ${ORDER_FROM} WHERE o.id = $1) t`,
    [id],
  );
  return rows[0]?.record;
}

/**
 * Cancels a pending order inside the caller's transaction: locks it, marks it cancelled and moves
 * its unfilled reserve back to the user's available balance in one journal. A filled or already
 * cancelled order answers 409, so the reserve is released exactly once.
 */
export async function cancelOrder(
  tx: Querier,
  id: string,
  adminId: string,
): Promise<{ before: TradeOrder; after: TradeOrder; journalId: string }> {
  const { rows } = await tx.query<{ status: OrderStatus }>(
    'SELECT status FROM trade_orders WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!rows[0]) throw notFound('Order not found');
  const before = (await orderById(tx, id))!;
  if (!(PENDING_STATUSES as readonly string[]).includes(before.status)) {
    throw conflict(
      `Order ${before.orderId} is already ${before.status === 'filled' ? 'filled' : 'cancelled'}: only open and partially filled orders can be cancelled`,
    );
  }
  const asset = await tx.query<{ id: string }>('SELECT id FROM assets WHERE symbol = $1', [
    before.reservedAsset,
  ]);
  await tx.query(
    `UPDATE trade_orders SET status = 'cancelled', reserved = 0, updated_at = now(), cancelled_by = $2
      WHERE id = $1`,
    [id, adminId],
  );
  const { journalId } = await postJournal(tx, {
    kind: 'order_cancel',
    reference: `order:${id}`,
    description: `Order ${before.orderId} cancelled by an admin: ${before.reserved} ${before.reservedAsset} released`,
    adminId,
    lines: [
      {
        kind: 'order_reserve',
        owner: before.userId,
        assetId: asset.rows[0].id,
        amount: `-${before.reserved}`,
      },
      { kind: 'user', owner: before.userId, assetId: asset.rows[0].id, amount: before.reserved },
    ],
  });
  const after = (await orderById(tx, id))!;
  return { before, after, journalId };
}

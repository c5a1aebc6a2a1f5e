import {
  Type,
  type FastifyPluginAsyncTypebox,
  type Static,
  type TObject,
} from '@fastify/type-provider-typebox';
import { logAction } from '../../actionLog.ts';
import { badRequest } from '../../http/envelope.ts';
import { pagedListRoute } from '../../http/listRoute.ts';
import { commandRoute } from '../../http/commandRoutes.ts';
import { cancelOrder as cancelOrderCommand } from '../../../src/contracts/commands/orders.ts';
import { pagingBodyProperties } from '../../http/paging.ts';
import { csvFormatProperty } from '../../http/csvExport.ts';
import {
  cancelOrder,
  ORDER_STATUSES,
  tradeHistorySpec,
  type TradeHistoryScope,
} from '../../markets/orders.ts';

const Status = Type.Union(ORDER_STATUSES.map((s) => Type.Literal(s)));
const DateBound = Type.String({
  maxLength: 40,
  description: 'ISO date (a whole UTC day) or date-time',
});

/** The trade history's own filters: its payload, beside the grid's paging. */
const TRADE_HISTORY_PAYLOAD = {
  _id: Type.Optional(Type.String({ pattern: '^[0-9]{1,18}$', description: 'One order' })),
  side: Type.Optional(Type.Union([Type.Literal('buy'), Type.Literal('sell')])),
  status: Type.Optional(Type.Union([Status, Type.Array(Status, { minItems: 1, maxItems: 4 })])),
  pair: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{1,12}_[A-Za-z0-9]{1,12}$' })),
  user: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 200,
      description: "A user's _id or part of their email",
    }),
  ),
  from: Type.Optional(DateBound),
  to: Type.Optional(DateBound),
};

/** A call's body: the payload beside the grid's paging (the route's schema joins the two). */
type TradeHistoryBody = Static<
  TObject<typeof TRADE_HISTORY_PAYLOAD & typeof pagingBodyProperties & typeof csvFormatProperty>
>;

/** '2026-01-31' covers its whole UTC day; anything else must parse as a date-time. */
function dateBound(label: string, text: string | undefined, end: boolean): string | undefined {
  if (text === undefined || text === '') return undefined;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const time = Date.parse(dateOnly ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(time)) throw badRequest(`Invalid ${label}: not a date`);
  return new Date(dateOnly && end ? time + 86_400_000 - 1 : time).toISOString();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A grid filter value of pair or user: empty, or one text. */
function listOf(key: string, value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  const values = Array.isArray(value) ? value : [value];
  if (values.some((v) => typeof v !== 'string' || v.length > 200))
    throw badRequest(`Invalid filter: '${key}' must be text`);
  if (values.length > 1) throw badRequest(`Invalid filter: one ${key} at a time`);
  return values as string[];
}

/**
 * What a trade-history call asks: the spec its payload (side, status, pair, user, from, to)
 * narrows, and the paging its grid sends. The grid's pair and a user's id join the payload's
 * (matched through indexes there); part of an email stays the grid's filter (its column's lookup).
 */
export function tradeHistoryCall(body: TradeHistoryBody) {
  const { _id, side, status, pair, user, from, to, ...paging } = body;
  const { pair: gridPair, user: gridUser, ...filter } = paging.filter ?? {};
  // Part of an email stays a filter of the grid's user column: its lookup asks the users first,
  // so the orders are read by their user index (a subquery lets the planner hash every order).
  const gridUsers = listOf('user', gridUser);
  const byEmail = gridUsers.filter((u) => !UUID.test(u));
  if (byEmail.length > 0) filter.user = byEmail[0];
  const scope: TradeHistoryScope = {
    _id,
    side,
    status,
    pairs: [pair, ...listOf('pair', gridPair)].filter((p): p is string => Boolean(p)),
    users: [user, ...gridUsers.filter((u) => UUID.test(u))].filter((u): u is string => Boolean(u)),
    from: dateBound('from', from, false),
    to: dateBound('to', to, true),
  };
  return { spec: tradeHistorySpec(scope), input: { ...paging, filter }, fixed: { side, status } };
}

/** Trading (/admin/trade/buy, /admin/trade/sell, /admin/trade/pending-order). */
export const tradeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['markets'];

  pagedListRoute(
    app,
    tradeHistorySpec({}),
    {
      tags,
      summary:
        'Orders and trades, server-paged: filter payload (side, status, pair, user, from/to) plus page, limit, filter (also userId, a user’s _id) and sort (e.g. { createdAt: -1 }), or format csv for every filtered row as a CSV download headed as the grid of the view; result { data, total, totalCapped, pageableRows, page, limit }: total exact up to 10 000, pages reach the first 10 000 rows',
      description:
        'The payload narrows the orders read; its side and status pick the view whose grid heads the CSV.',
    },
    {
      bodyProperties: TRADE_HISTORY_PAYLOAD,
      call: (body) => {
        const { spec, input, fixed } = tradeHistoryCall(body as TradeHistoryBody);
        // The view's payload (side, status) tells its grid, and so the CSV's columns.
        return { list: spec, input, fixed, message: 'Trade history' };
      },
    },
  );

  commandRoute<{ _id: string }>(
    app,
    cancelOrderCommand,
    async (tx, { _id }, { adminId, email }) => {
      const { before, after } = await cancelOrder(tx, _id, adminId);
      await logAction(tx, {
        description: `Order ${before.orderId} (${before.pair} ${before.side}, ${before.user}) cancelled: ${before.reserved} ${before.reservedAsset} released to the user`,
        adminId,
        userId: email,
      });
      return { record: after, message: `Order ${after.orderId} cancelled` };
    },
  );
};

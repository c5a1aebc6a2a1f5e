import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAIN_PAIR, tradePairContract } from '../../../src/contracts/resources/tradePairs.ts';
import { pagedListFromContract } from '../../http/contractList.ts';
import { recordRoutes } from '../../http/crudRoutes.ts';

/** The pairs' SQL: each pair with its assets' symbols, ranked the main pair first. */
export const TRADE_PAIR_LIST = pagedListFromContract(tradePairContract, {
  from: `FROM (SELECT *, row_number() OVER (ORDER BY is_main DESC, display_order, symbol)::int AS rank
                 FROM trade_pairs) p
    JOIN assets b ON b.id = p.base_asset_id
    JOIN assets q ON q.id = p.quote_asset_id`,
  columns: { rank: { sql: 'p.rank', notNull: true } },
  values: {
    symbol: 'p.symbol',
    isMain: 'p.is_main',
    base: 'b.symbol',
    quote: 'q.symbol',
    baseId: 'p.base_asset_id',
    quoteId: 'p.quote_asset_id',
    lastPrice: 'trim_scale(p.last_price)::text',
    pricePrecision: 'p.price_precision',
    quantityPrecision: 'p.quantity_precision',
    minOrder: 'trim_scale(p.min_order)::text',
    makerFee: 'trim_scale(p.maker_fee)::float8',
    takerFee: 'trim_scale(p.taker_fee)::float8',
    status: 'p.status',
    updatedAt: 'p.updated_at',
  },
  apiColumns: { _id: { sql: 'p.id', type: 'select', sortable: false } },
  tiebreak: 'p.id',
});

/** Trade pairs (/admin/tradepairs): the list and the change, from the contract. */
export const tradePairRoutes: FastifyPluginAsyncTypebox = async (app) => {
  recordRoutes(
    app,
    TRADE_PAIR_LIST,
    {
      table: 'trade_pairs',
      describe: ({ symbol, isMain }) => `${String(symbol)}${isMain ? ' (main pair)' : ''}`,
      logChanges: true,
      answers: { update: ({ symbol }) => `${String(symbol)} updated` },
    },
    { tags: ['markets'], summary: `Every trade pair, the main pair (${MAIN_PAIR}) first` },
  );
};

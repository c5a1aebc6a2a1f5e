import type { Querier } from '../db/index.ts';

/** The main pair. Seeded first, listed first, paused only with a confirmation. */
export const MAIN_PAIR = 'BTC_USDT';

export type PairStatus = 'active' | 'paused';

export interface TradePair {
  _id: string;
  base: string;
  quote: string;
  baseId: string;
  quoteId: string;
  symbol: string;
  pricePrecision: number;
  quantityPrecision: number;
  /** Smallest order, in the base asset (decimal string). */
  minOrder: string;
  /** Percent, e.g. 0.1 for 0.1 %. */
  makerFee: number;
  takerFee: number;
  status: PairStatus;
  /** Price of the last trade, in the quote asset (decimal string, read-only). */
  lastPrice: string;
  isMain: boolean;
  /** 1-based position in the list (the main pair is 1): grids sort on it to keep this order. */
  rank: number;
  updatedAt: string | null;
}

interface PairRow {
  id: string;
  base: string;
  quote: string;
  base_id: string;
  quote_id: string;
  symbol: string;
  price_precision: number;
  quantity_precision: number;
  min_order: string;
  maker_fee: string;
  taker_fee: string;
  status: PairStatus;
  last_price: string;
  is_main: boolean;
  rank: number;
  updated_at: Date | null;
}

/** Every pair, the main pair first, then in their display order. */
export async function tradePairs(db: Querier, filter: { id?: string } = {}): Promise<TradePair[]> {
  const { rows } = await db.query<PairRow>(
    `SELECT p.id, b.symbol AS base, q.symbol AS quote, p.base_asset_id AS base_id,
            p.quote_asset_id AS quote_id, p.symbol, p.price_precision, p.quantity_precision,
            trim_scale(p.min_order)::text AS min_order, trim_scale(p.maker_fee)::text AS maker_fee,
            trim_scale(p.taker_fee)::text AS taker_fee, p.status,
            trim_scale(p.last_price)::text AS last_price, p.is_main, p.updated_at, p.rank
       FROM (SELECT *, row_number() OVER (ORDER BY is_main DESC, display_order, symbol)::int AS rank
               FROM trade_pairs) p
       JOIN assets b ON b.id = p.base_asset_id
       JOIN assets q ON q.id = p.quote_asset_id
      WHERE ($1::uuid IS NULL OR p.id = $1::uuid)
      ORDER BY p.rank`,
    [filter.id ?? null],
  );
  return rows.map((row) => ({
    _id: row.id,
    base: row.base,
    quote: row.quote,
    baseId: row.base_id,
    quoteId: row.quote_id,
    symbol: row.symbol,
    pricePrecision: row.price_precision,
    quantityPrecision: row.quantity_precision,
    minOrder: row.min_order,
    makerFee: Number(row.maker_fee),
    takerFee: Number(row.taker_fee),
    status: row.status,
    lastPrice: row.last_price,
    isMain: row.is_main,
    rank: row.rank,
    updatedAt: row.updated_at ? row.updated_at.toISOString() : null,
  }));
}

/** The seeded markets: BTC_USDT first (the main pair), then the other USDT, BTC and ETH markets. */
export const SEED_PAIRS: {
  base: string;
  quote: string;
  pricePrecision: number;
  quantityPrecision: number;
  minOrder: string;
  makerFee: string;
  takerFee: string;
  /** Relative share of the seeded orders. */
  weight: number;
}[] = [
  {
    base: 'BTC',
    quote: 'USDT',
    pricePrecision: 2,
    quantityPrecision: 6,
    minOrder: '0.00001',
    makerFee: '0.1',
    takerFee: '0.1',
    weight: 30,
  },
  {
    base: 'ETH',
    quote: 'USDT',
    pricePrecision: 2,
    quantityPrecision: 5,
    minOrder: '0.0001',
    makerFee: '0.1',
    takerFee: '0.1',
    weight: 18,
  },
  {
    base: 'XRP',
    quote: 'USDT',
    pricePrecision: 4,
    quantityPrecision: 1,
    minOrder: '1',
    makerFee: '0.1',
    takerFee: '0.1',
    weight: 10,
  },
  {
    base: 'BNB',
    quote: 'USDT',
    pricePrecision: 2,
    quantityPrecision: 3,
    minOrder: '0.001',
    makerFee: '0.075',
    takerFee: '0.075',
    weight: 9,
  },
  {
    base: 'TRX',
    quote: 'USDT',
    pricePrecision: 5,
    quantityPrecision: 0,
    minOrder: '10',
    makerFee: '0.1',
    takerFee: '0.1',
    weight: 7,
  },
  {
    base: 'ETH',
    quote: 'BTC',
    pricePrecision: 5,
    quantityPrecision: 4,
    minOrder: '0.001',
    makerFee: '0.1',
    takerFee: '0.1',
    weight: 8,
  },
  {
    base: 'XRP',
    quote: 'BTC',
    pricePrecision: 8,
    quantityPrecision: 0,
    minOrder: '1',
    makerFee: '0.1',
    takerFee: '0.1',
    weight: 4,
  },
  {
    base: 'BNB',
    quote: 'BTC',
    pricePrecision: 6,
    quantityPrecision: 3,
    minOrder: '0.01',
    makerFee: '0.075',
    takerFee: '0.075',
    weight: 4,
  },
  {
    base: 'TRX',
    quote: 'BTC',
    pricePrecision: 8,
    quantityPrecision: 0,
    minOrder: '10',
    makerFee: '0.1',
    takerFee: '0.1',
    weight: 3,
  },
  {
    base: 'BNB',
    quote: 'ETH',
    pricePrecision: 5,
    quantityPrecision: 3,
    minOrder: '0.01',
    makerFee: '0.075',
    takerFee: '0.075',
    weight: 3,
  },
  {
    base: 'XRP',
    quote: 'ETH',
    pricePrecision: 7,
    quantityPrecision: 0,
    minOrder: '1',
    makerFee: '0.1',
    takerFee: '0.1',
    weight: 2,
  },
  {
    base: 'TRX',
    quote: 'ETH',
    pricePrecision: 7,
    quantityPrecision: 0,
    minOrder: '10',
    makerFee: '0.1',
    takerFee: '0.1',
    weight: 2,
  },
];

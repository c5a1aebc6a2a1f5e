import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { p2pPairContract } from '../../../src/contracts/resources/p2pPairs.ts';
import type { Db } from '../../db/index.ts';
import { pagedListFromContract } from '../../http/contractList.ts';
import { recordRoutes } from '../../http/crudRoutes.ts';
import { badRequest, conflict } from '../../http/envelope.ts';

type Tx = Pick<Db, 'query'>;
type Values = Record<string, unknown>;

const OPEN = `('open', 'paid', 'disputed')`;

/** The pairs' SQL: sorted by pair (asset, then fiat: 'BTC/EUR' before 'BTC/USD'). */
export const P2P_PAIR_LIST = pagedListFromContract(p2pPairContract, {
  from: 'FROM p2p_pairs p JOIN assets a ON a.id = p.asset_id',
  columns: {
    asset: { sql: `a.symbol || '/' || p.fiat`, value: 'a.symbol', notNull: true },
    fiat: { sql: 'p.fiat', notNull: true },
    status: { sql: 'p.status', notNull: true },
  },
  values: {
    assetId: 'p.asset_id',
    minOrder: 'trim_scale(p.min_order)::text',
    maxOrder: 'trim_scale(p.max_order)::text',
    feePercent: 'trim_scale(p.fee_percent)::text',
    paymentMethods: 'p.payment_methods',
    paymentMethodList: `array_to_string(p.payment_methods, ', ')`,
    openTrades: `(SELECT count(*)::int FROM p2p_trades t WHERE t.pair_id = p.id AND t.status IN ${OPEN})`,
    createdAt: 'p.created_at',
    updatedAt: 'p.updated_at',
  },
  apiColumns: { _id: { sql: 'p.id', type: 'select', sortable: false } },
  tiebreak: 'p.id',
});

async function assetIdOf(tx: Tx, symbol: unknown) {
  const { rows } = await tx.query<{ id: string }>(
    'SELECT id FROM assets WHERE symbol = upper($1)',
    [String(symbol)],
  );
  if (!rows[0]) throw badRequest(`Unknown asset '${String(symbol)}'`);
  return rows[0].id;
}

/** One pair per asset and fiat: the pair it would become must not exist already (409). */
async function assertFree(tx: Tx, values: Values, id: string | null, before?: Values) {
  const assetId = await assetIdOf(tx, values.asset ?? before?.asset);
  const fiat = values.fiat ?? before?.fiat;
  const { rows } = await tx.query<{ symbol: string }>(
    `SELECT a.symbol FROM p2p_pairs p JOIN assets a ON a.id = p.asset_id
      WHERE p.asset_id = $1 AND p.fiat = $2 AND ($3::uuid IS NULL OR p.id <> $3)`,
    [assetId, fiat, id],
  );
  if (rows[0]) throw conflict(`A P2P pair ${rows[0].symbol}/${String(fiat)} already exists`);
}

const COLUMNS: Record<string, string> = {
  fiat: 'fiat',
  minOrder: 'min_order',
  maxOrder: 'max_order',
  feePercent: 'fee_percent',
  paymentMethods: 'payment_methods',
  status: 'status',
};

/** The row's columns from the inputs given: the asset's symbol stored as its id, amounts as text. */
async function rowOf(tx: Tx, values: Values): Promise<[string[], unknown[]]> {
  const keys = Object.keys(values).filter((key) => key in COLUMNS);
  const columns = keys.map((key) => COLUMNS[key]);
  const params = keys.map((key) =>
    ['minOrder', 'maxOrder', 'feePercent'].includes(key) ? String(values[key]) : values[key],
  );
  if (values.asset !== undefined) {
    columns.push('asset_id');
    params.push(await assetIdOf(tx, values.asset));
  }
  return [columns, params];
}

export const p2pPairRoutes: FastifyPluginAsyncTypebox = async (app) => {
  recordRoutes(
    app,
    P2P_PAIR_LIST,
    {
      table: 'p2p_pairs',
      check: assertFree,
      store: {
        insert: async (tx, values) => {
          const [columns, params] = await rowOf(tx, values);
          const { rows } = await tx.query<{ id: string }>(
            `INSERT INTO p2p_pairs (${columns.join(', ')})
             VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id::text`,
            params,
          );
          return rows[0].id;
        },
        update: async (tx, id, values) => {
          const [columns, params] = await rowOf(tx, values);
          await tx.query(
            `UPDATE p2p_pairs SET ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')},
             updated_at = now() WHERE id = $1`,
            [id, ...params],
          );
        },
      },
      // The row lock is held: no trade opens on the pair while it is being deleted.
      beforeDelete: async (_tx, { asset, fiat, openTrades }) => {
        const open = Number(openTrades);
        if (open > 0)
          throw conflict(
            `The P2P pair ${String(asset)}/${String(fiat)} has ${open} open trade${open === 1 ? '' : 's'} (open, paid or disputed): it cannot be deleted until they are closed`,
          );
      },
      answers: { delete: ({ asset, fiat }) => `P2P pair ${String(asset)}/${String(fiat)} deleted` },
      describe: ({ asset, fiat }) => `${String(asset)}/${String(fiat)}`,
    },
    { tags: ['P2P'], summary: 'Every P2P pair, by asset then fiat' },
  );
};

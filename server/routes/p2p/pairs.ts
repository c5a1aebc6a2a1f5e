import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { logAction } from '../../actionLog.ts';
import { badRequest, conflict, notFound, ok } from '../../http/envelope.ts';
import type { Db } from '../../db/index.ts';
import { Id } from '../records.ts';

const tags = ['P2P'];

const Decimal = Type.Union([
  Type.Number({ exclusiveMinimum: 0, maximum: 1e15 }),
  Type.String({ pattern: '^\\d{1,15}(\\.\\d{1,18})?$' }),
]);
const Percent = Type.Union([
  Type.Number({ minimum: 0, maximum: 10 }),
  Type.String({ pattern: '^\\d{1,2}(\\.\\d{1,4})?$' }),
]);
const pairFields = {
  asset: Type.String({ minLength: 1, maxLength: 20, description: 'Asset symbol, e.g. USDT' }),
  fiat: Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code, e.g. USD' }),
  minOrder: Decimal,
  maxOrder: Decimal,
  feePercent: Percent,
  paymentMethods: Type.Array(Type.String({ minLength: 2, maxLength: 40 }), {
    minItems: 1,
    maxItems: 10,
    uniqueItems: true,
  }),
  status: Type.Union([Type.Literal('active'), Type.Literal('inactive')]),
};
type PairInput = { [K in keyof typeof pairFields]?: unknown };

/** Pairs are few (an asset against a fiat currency): the list is answered whole. */
const PAIR_SELECT = `SELECT p.id AS "_id", p.asset_id AS "assetId", a.symbol AS asset, p.fiat,
    trim_scale(p.min_order)::text AS "minOrder", trim_scale(p.max_order)::text AS "maxOrder",
    trim_scale(p.fee_percent)::text AS "feePercent", p.payment_methods AS "paymentMethods",
    array_to_string(p.payment_methods, ', ') AS "paymentMethodList", p.status,
    (SELECT count(*)::int FROM p2p_trades t WHERE t.pair_id = p.id AND t.status IN ('open', 'paid', 'disputed')) AS "openTrades",
    p.created_at AS "createdAt", p.updated_at AS "updatedAt"
  FROM p2p_pairs p JOIN assets a ON a.id = p.asset_id`;

async function pairById(db: Pick<Db, 'query'>, id: string) {
  const { rows } = await db.query(`${PAIR_SELECT} WHERE p.id = $1`, [id]);
  return rows[0];
}

function checkLimits(min: unknown, max: unknown) {
  if (min !== undefined && max !== undefined && Number(max) < Number(min))
    throw badRequest('The maximum order must be at least the minimum order');
  if (min !== undefined && Number(min) <= 0) throw badRequest('The minimum order must be above 0');
}

export const p2pPairRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const assetIdOf = async (symbol: unknown) => {
    const { rows } = await app.db.query<{ id: string }>(
      'SELECT id FROM assets WHERE symbol = upper($1)',
      [String(symbol)],
    );
    if (!rows[0]) throw badRequest(`Unknown asset '${String(symbol)}'`);
    return rows[0].id;
  };
  const duplicateGuard = async (assetId: string, fiat: string, except: string | null) => {
    const { rows } = await app.db.query<{ symbol: string }>(
      `SELECT a.symbol FROM p2p_pairs p JOIN assets a ON a.id = p.asset_id
        WHERE p.asset_id = $1 AND p.fiat = $2 AND ($3::uuid IS NULL OR p.id <> $3)`,
      [assetId, fiat, except],
    );
    if (rows[0]) throw conflict(`A P2P pair ${rows[0].symbol}/${fiat} already exists`);
  };
  const describe = (body: PairInput) =>
    Object.entries(body)
      .filter(([key]) => key !== '_id')
      .map(([key, value]) => `${key} ${Array.isArray(value) ? value.join(', ') : String(value)}`)
      .join('; ');

  app.get(
    '/p2p/getp2passets',
    {
      schema: {
        tags,
        summary: 'Every P2P pair',
        description:
          'result: [{ _id, assetId, asset, fiat, minOrder, maxOrder, feePercent, paymentMethods, paymentMethodList, status, openTrades, createdAt, updatedAt }]',
      },
    },
    async () => ok((await app.db.query(`${PAIR_SELECT} ORDER BY a.symbol, p.fiat`)).rows),
  );

  app.post(
    '/admin/createp2passet',
    {
      schema: {
        tags,
        summary: 'Create a P2P pair',
        body: Type.Object(pairFields, { additionalProperties: false }),
      },
    },
    async (request) => {
      const body = request.body;
      checkLimits(body.minOrder, body.maxOrder);
      const assetId = await assetIdOf(body.asset);
      await duplicateGuard(assetId, body.fiat, null);
      const { rows } = await app.db.query<{ id: string }>(
        `INSERT INTO p2p_pairs (asset_id, fiat, min_order, max_order, fee_percent, payment_methods, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::text`,
        [
          assetId,
          body.fiat,
          String(body.minOrder),
          String(body.maxOrder),
          String(body.feePercent),
          body.paymentMethods,
          body.status,
        ],
      );
      await logAction(app.db, {
        description: `P2P pair ${body.asset.toUpperCase()}/${body.fiat} created by ${request.session.email}: ${describe(body)}`,
        adminId: request.session.adminId,
      });
      return ok(await pairById(app.db, rows[0].id), 'P2P pair created');
    },
  );

  app.put(
    '/admin/createp2passet',
    {
      schema: {
        tags,
        summary: 'Update a P2P pair (the fields given)',
        body: Type.Object(
          {
            _id: Id,
            ...Object.fromEntries(
              Object.entries(pairFields).map(([key, schema]) => [key, Type.Optional(schema)]),
            ),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => {
      const body = request.body as PairInput & { _id: string };
      const current = await app.db.query<{
        asset_id: string;
        fiat: string;
        min: string;
        max: string;
      }>(
        `SELECT asset_id::text, fiat, min_order::text AS min, max_order::text AS max FROM p2p_pairs WHERE id = $1`,
        [body._id],
      );
      const pair = current.rows[0];
      if (!pair) throw notFound('P2P pair not found');
      checkLimits(body.minOrder ?? pair.min, body.maxOrder ?? pair.max);
      const assetId = body.asset === undefined ? pair.asset_id : await assetIdOf(body.asset);
      const fiat = (body.fiat as string | undefined) ?? pair.fiat;
      await duplicateGuard(assetId, fiat, body._id);
      const text = (value: unknown) => (value === undefined ? null : String(value));
      await app.db.query(
        `UPDATE p2p_pairs SET asset_id = $2, fiat = $3, min_order = coalesce($4::numeric, min_order),
                max_order = coalesce($5::numeric, max_order), fee_percent = coalesce($6::numeric, fee_percent),
                payment_methods = coalesce($7::text[], payment_methods), status = coalesce($8, status),
                updated_at = now()
          WHERE id = $1`,
        [
          body._id,
          assetId,
          fiat,
          text(body.minOrder),
          text(body.maxOrder),
          text(body.feePercent),
          body.paymentMethods ?? null,
          text(body.status),
        ],
      );
      const updated = (await pairById(app.db, body._id)) as { asset: string; fiat: string };
      await logAction(app.db, {
        description: `P2P pair ${updated.asset}/${updated.fiat} updated by ${request.session.email}: ${describe(body)}`,
        adminId: request.session.adminId,
      });
      return ok(updated, 'P2P pair updated');
    },
  );

  app.post(
    '/admin/deletep2pass',
    {
      schema: {
        tags,
        summary: 'Delete a P2P pair; refused (409) while it has open, paid or disputed trades',
        body: Type.Object({ _id: Id }, { additionalProperties: false }),
      },
    },
    async (request) => {
      const { _id } = request.body;
      const name = await app.db.transaction(async (tx) => {
        // The row lock keeps a trade from opening on the pair while it is being deleted.
        const { rows } = await tx.query<{ name: string; open: number }>(
          `SELECT a.symbol || '/' || p.fiat AS name,
                  (SELECT count(*)::int FROM p2p_trades t WHERE t.pair_id = p.id AND t.status IN ('open', 'paid', 'disputed')) AS open
             FROM p2p_pairs p JOIN assets a ON a.id = p.asset_id WHERE p.id = $1 FOR UPDATE OF p`,
          [_id],
        );
        const pair = rows[0];
        if (!pair) throw notFound('P2P pair not found');
        if (pair.open > 0)
          throw conflict(
            `The P2P pair ${pair.name} has ${pair.open} open trade${pair.open === 1 ? '' : 's'} (open, paid or disputed): it cannot be deleted until they are closed`,
          );
        await tx.query('DELETE FROM p2p_pairs WHERE id = $1', [_id]);
        await logAction(tx, {
          description: `P2P pair ${pair.name} deleted by ${request.session.email}`,
          adminId: request.session.adminId,
        });
        return pair.name;
      });
      return ok({ _id }, `P2P pair ${name} deleted`);
    },
  );
};

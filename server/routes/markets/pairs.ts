import { Type, type Static, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { logAction } from '../../actionLog.ts';
import { badRequest, conflict, notFound, ok, EnvelopeSchema } from '../../http/envelope.ts';
import { decimalAtMost, feePercent } from '../../markets/decimals.ts';
import { MAIN_PAIR, tradePairs, type TradePair } from '../../markets/pairs.ts';
import { changeSummary, sentSettings, writeSettings } from '../../markets/settingsEdit.ts';
import { UUID } from '../wallet/shared.ts';

export const MAIN_PAIR_CONFIRMATION_MESSAGE = `${MAIN_PAIR} is the main pair: pausing it stops trading on the exchange's main market. Send confirmMainPair: true to pause it.`;

const DecimalInput = Type.Union([Type.String({ maxLength: 40 }), Type.Number({ minimum: 0 })]);
const Precision = Type.Integer({ minimum: 0, maximum: 18 });

const UpdatePairBody = Type.Object(
  {
    _id: Type.String({ pattern: UUID, description: 'The pair _id' }),
    // A pair's identity: accepted so a form can send the whole record, refused if it differs.
    base: Type.Optional(Type.String({ maxLength: 12 })),
    quote: Type.Optional(Type.String({ maxLength: 12 })),
    symbol: Type.Optional(Type.String({ maxLength: 30 })),
    pricePrecision: Type.Optional(Precision),
    quantityPrecision: Type.Optional(Precision),
    minOrder: Type.Optional(DecimalInput),
    makerFee: Type.Optional(DecimalInput),
    takerFee: Type.Optional(DecimalInput),
    status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('paused')])),
    /** Read-only (the price of the last trade): accepted unchanged only. */
    lastPrice: Type.Optional(DecimalInput),
    confirmMainPair: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const EDITABLE = [
  { key: 'pricePrecision', column: 'price_precision', label: 'price precision' },
  { key: 'quantityPrecision', column: 'quantity_precision', label: 'quantity precision' },
  { key: 'minOrder', column: 'min_order', label: 'minimum order' },
  { key: 'makerFee', column: 'maker_fee', label: 'maker fee %' },
  { key: 'takerFee', column: 'taker_fee', label: 'taker fee %' },
  { key: 'status', column: 'status', label: 'status' },
] as const;

type Body = Static<typeof UpdatePairBody>;

/** Validates the edit against the pair; answers the column values to write. */
function valuesOf(pair: TradePair, body: Body): Record<string, unknown> {
  for (const key of ['base', 'quote', 'symbol'] as const) {
    const sent = body[key];
    if (sent !== undefined && sent.toUpperCase() !== pair[key]) {
      throw badRequest(`A pair's ${key} cannot change (${pair.symbol}): create a new pair instead`);
    }
  }
  if (body.lastPrice !== undefined && Number(body.lastPrice) !== Number(pair.lastPrice)) {
    throw badRequest('Last price is read-only: it is the price of the last trade');
  }
  const quantityPrecision = body.quantityPrecision ?? pair.quantityPrecision;
  const values: Record<string, unknown> = {
    pricePrecision: body.pricePrecision,
    quantityPrecision: body.quantityPrecision,
    status: body.status,
  };
  if (body.minOrder !== undefined)
    values.minOrder = decimalAtMost('Minimum order', body.minOrder, quantityPrecision);
  // A coarser quantity precision must still be able to express the current minimum order.
  else if (body.quantityPrecision !== undefined)
    decimalAtMost('Minimum order', pair.minOrder, quantityPrecision);
  if (body.makerFee !== undefined) values.makerFee = feePercent('Maker fee', body.makerFee);
  if (body.takerFee !== undefined) values.takerFee = feePercent('Taker fee', body.takerFee);
  return values;
}

/** Trade pairs (/admin/tradepairs). */
export const tradePairRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['markets'];

  app.get(
    '/admin/getPairList',
    {
      schema: {
        tags,
        summary: `Every trade pair, the main pair (${MAIN_PAIR}) first`,
        response: { 200: EnvelopeSchema },
      },
    },
    async () => ok(await tradePairs(db), 'Trade pairs'),
  );

  app.post(
    '/admin/updateTradePair',
    {
      schema: {
        tags,
        summary: `Edit a pair's precisions (0–18), minimum order, maker/taker fee % (0–10) or status; pausing ${MAIN_PAIR} needs confirmMainPair: true (else 409)`,
        body: UpdatePairBody,
        response: { 200: EnvelopeSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const [pair] = await tradePairs(db, { id: body._id });
      if (!pair) throw notFound('Trade pair not found');
      const values = valuesOf(pair, body);
      const edits = sentSettings(EDITABLE, values);
      if (pair.isMain && values.status === 'paused' && pair.status !== 'paused') {
        if (body.confirmMainPair !== true) throw conflict(MAIN_PAIR_CONFIRMATION_MESSAGE);
      }

      const updated = await db.transaction(async (tx) => {
        await writeSettings(tx, 'trade_pairs', pair._id, edits, values);
        const [after] = await tradePairs(tx, { id: pair._id });
        await logAction(tx, {
          description: `Trade pair ${pair.symbol}${pair.isMain ? ' (main pair)' : ''} updated: ${changeSummary(edits, pair, after)}`,
          adminId: request.session.adminId,
          userId: request.session.email,
        });
        return after;
      });
      return ok(updated, `${pair.symbol} updated`);
    },
  );
};

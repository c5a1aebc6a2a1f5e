import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, ok, EnvelopeSchema } from '../../http/envelope.ts';
import { executeOnce, IDEMPOTENCY_KEY_PATTERN } from '../../http/idempotency.ts';
import { requireStepUp } from '../../auth/stepUp.ts';
import { findWallets } from '../../wallet/queries.ts';
import { transferBetweenWallets } from '../../wallet/selfTransfer.ts';
import { Currency, TokenType, AMOUNT, normalizeDecimal } from './shared.ts';

/** Moves funds between platform wallets, once per admin and idempotency key (step-up). */
export const selfTransferRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['wallet'];

  app.post(
    '/admin/selfTransfer',
    {
      preHandler: requireStepUp,
      schema: {
        tags,
        summary:
          'Move funds between two platform wallets of the same asset and network, once per idempotency key; needs a live 2FA step-up',
        headers: Type.Object({ 'idempotency-key': Type.Optional(Type.String({ maxLength: 128 })) }),
        body: Type.Object(
          {
            currency: Currency,
            fromAddress: Type.String({ minLength: 1, maxLength: 128 }),
            toAddress: Type.String({ minLength: 1, maxLength: 128 }),
            amount: Type.Union([
              Type.String({ maxLength: 64 }),
              Type.Number({ exclusiveMinimum: 0 }),
            ]),
            tokenType: Type.Optional(TokenType),
            note: Type.Optional(Type.String({ maxLength: 200 })),
            idempotencyKey: Type.Optional(Type.String({ maxLength: 128 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: EnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { adminId, email } = request.session;
      const body = request.body;
      const headerKey = request.headers['idempotency-key'];
      const key = body.idempotencyKey ?? headerKey;
      if (!key)
        throw badRequest(
          'An idempotency key is required: send idempotencyKey or the Idempotency-Key header',
        );
      if (body.idempotencyKey && headerKey && body.idempotencyKey !== headerKey) {
        throw badRequest('idempotencyKey and the Idempotency-Key header differ');
      }
      if (!IDEMPOTENCY_KEY_PATTERN.test(key))
        throw badRequest('The idempotency key must be 8 to 128 letters, digits or _ . : -');
      const amount = typeof body.amount === 'number' ? String(body.amount) : body.amount.trim();
      if (!AMOUNT.test(amount) || Number(amount) <= 0)
        throw badRequest('amount must be a positive decimal number, e.g. "0.5"');

      let from = await findWallets(db, body.currency, body.fromAddress);
      let to = await findWallets(db, body.currency, body.toAddress);
      if (body.tokenType) {
        from = from.filter((w) => w.tokenType.toUpperCase() === body.tokenType!.toUpperCase());
        to = to.filter((w) => w.tokenType.toUpperCase() === body.tokenType!.toUpperCase());
      }
      const source = from[0];
      if (!source)
        throw badRequest(`fromAddress is not a platform ${body.currency.toUpperCase()} wallet`);
      const target = to.find((w) => w.networkId === source.networkId);
      if (!target)
        throw badRequest(
          `toAddress is not a platform ${source.currency} wallet on ${source.tokenType}`,
        );
      if (target._id === source._id)
        throw badRequest('fromAddress and toAddress are the same wallet');
      const fraction = amount.split('.')[1] ?? '';
      if (fraction.replace(/0+$/, '').length > source.decimals) {
        throw badRequest(
          `amount has more than ${source.decimals} decimals, the precision of ${source.currency} on ${source.tokenType}`,
        );
      }
      const { result, replayed } = await executeOnce(
        db,
        {
          scope: 'selfTransfer',
          key,
          adminId,
          request: [source._id, target._id, normalizeDecimal(amount), body.note?.trim() ?? ''],
        },
        (tx) =>
          transferBetweenWallets(tx, {
            source,
            target,
            amount,
            note: body.note?.trim() || null,
            key,
            adminId,
            adminEmail: email,
          }),
      );
      if (replayed) {
        reply.header('idempotent-replayed', 'true');
        return ok(result, 'Transfer already executed for this idempotency key');
      }
      return ok(result, `Transferred ${normalizeDecimal(amount)} ${source.currency}`);
    },
  );
};

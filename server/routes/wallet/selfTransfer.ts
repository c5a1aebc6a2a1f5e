import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { logAction } from '../../actionLog.ts';
import { badRequest, conflict, ok } from '../../http/envelope.ts';
import { requireStepUp } from '../../auth/stepUp.ts';
import { findWallets } from '../../wallet/queries.ts';
import {
  Envelope,
  Currency,
  TokenType,
  IDEMPOTENCY_KEY,
  AMOUNT,
  InsufficientFunds,
  normalizeDecimal,
  formatUnits,
} from './shared.ts';

/** Moves funds between platform wallets, once per idempotency key (step-up). */
export const selfTransferRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
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
        response: { 200: Envelope },
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
      if (!IDEMPOTENCY_KEY.test(key))
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
      const requestHash = createHash('sha256')
        .update(
          JSON.stringify([
            source._id,
            target._id,
            normalizeDecimal(amount),
            body.note?.trim() ?? '',
          ]),
        )
        .digest('hex');

      type Outcome =
        { replay: unknown } | { conflict: true } | { insufficient: string } | { done: unknown };
      const outcome: Outcome = await db
        .transaction(async (tx): Promise<Outcome> => {
          const previous = async (): Promise<Outcome> => {
            const { rows } = await tx.query<{ request_hash: string; result: unknown }>(
              'SELECT request_hash, result FROM wallet_transfers WHERE idempotency_key = $1',
              [key],
            );
            return rows[0].request_hash === requestHash
              ? { replay: rows[0].result }
              : { conflict: true };
          };
          const existing = await tx.query(
            'SELECT 1 FROM wallet_transfers WHERE idempotency_key = $1',
            [key],
          );
          if (existing.rows.length) return previous();
          const inserted = await tx.query<{ id: string; created_at: Date }>(
            `INSERT INTO wallet_transfers (idempotency_key, request_hash, admin_id, from_wallet_id, to_wallet_id, amount, note, result)
           VALUES ($1, $2, $3, $4, $5, $6, $7, '{}') ON CONFLICT (idempotency_key) DO NOTHING RETURNING id, created_at`,
            [key, requestHash, adminId, source._id, target._id, amount, body.note?.trim() || null],
          );
          const transfer = inserted.rows[0];
          if (!transfer) return previous();
          const debited = await tx.query<{ balance: string }>(
            `UPDATE platform_wallets SET balance = balance - $2::numeric WHERE id = $1 AND balance >= $2::numeric RETURNING balance::text`,
            [source._id, amount],
          );
          if (!debited.rows[0]) {
            // Rolls the whole transaction back (the key stays free for a retry once funds are there).
            throw new InsufficientFunds(
              `Insufficient balance: the source wallet holds ${formatUnits(source.amount)} ${source.currency}`,
            );
          }
          const credited = await tx.query<{ balance: string }>(
            'UPDATE platform_wallets SET balance = balance + $2::numeric WHERE id = $1 RETURNING balance::text',
            [target._id, amount],
          );
          await tx.query(
            `INSERT INTO wallet_ledger_entries (wallet_id, transfer_id, amount, reason)
           VALUES ($1, $3, -$4::numeric, 'Self transfer out'), ($2, $3, $4::numeric, 'Self transfer in')`,
            [source._id, target._id, transfer.id, amount],
          );
          const result = {
            _id: transfer.id,
            idempotencyKey: key,
            currency: source.currency,
            tokenType: source.tokenType,
            network: source.network,
            fromAddress: source.address,
            toAddress: target.address,
            amount: normalizeDecimal(amount),
            fromBalance: debited.rows[0].balance,
            toBalance: credited.rows[0].balance,
            note: body.note?.trim() || null,
            createdAt: transfer.created_at.toISOString(),
          };
          await tx.query('UPDATE wallet_transfers SET result = $2 WHERE id = $1', [
            transfer.id,
            JSON.stringify(result),
          ]);
          await logAction(tx, {
            description: `Self transfer of ${result.amount} ${source.currency} on ${source.tokenType} from ${source.address} to ${target.address} (key ${key})`,
            adminId,
            userId: email,
          });
          return { done: result };
        })
        .catch((error: unknown): Outcome => {
          if (error instanceof InsufficientFunds) return { insufficient: error.message };
          throw error;
        });

      if ('conflict' in outcome)
        throw conflict('This idempotency key was already used for a different transfer');
      if ('insufficient' in outcome) throw badRequest(outcome.insufficient);
      if ('replay' in outcome) {
        reply.header('idempotent-replayed', 'true');
        return ok(outcome.replay, 'Transfer already executed for this idempotency key');
      }
      return ok(outcome.done, `Transferred ${normalizeDecimal(amount)} ${source.currency}`);
    },
  );
};

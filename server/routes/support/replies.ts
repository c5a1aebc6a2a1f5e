import type { FastifyRequest } from 'fastify';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope.ts';
import { checkFields, typeboxOf } from '../../http/fieldRules.ts';
import { executeOnce, idempotencyKeyOf } from '../../http/idempotency.ts';
import type { Db } from '../../db/index.ts';
import { closeTicket, postAdminMessage } from '../../support/tickets.ts';
import { SUPPORT_RULES } from '../../../src/resources/support/rules.ts';
import { Id } from '../records.ts';
import { ticketRecord } from './tickets.ts';

const tags = ['Support'];
type Tx = Pick<Db, 'query'>;

const MessageBody = Type.Object(
  { _id: Id, message: typeboxOf(SUPPORT_RULES.message) },
  { additionalProperties: false },
);
const MESSAGE_FIELDS = { message: { label: 'Message', rules: SUPPORT_RULES.message } };

/**
 * With an `Idempotency-Key` the message is posted at most once per key (the admin's reply box
 * sends one per text, so a retry after a lost answer never doubles a reply); without one, once per call.
 */
async function runOnce<T>(
  db: Db,
  request: FastifyRequest,
  scope: string,
  body: unknown,
  execute: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (!request.headers['idempotency-key']) return db.transaction(execute);
  const key = idempotencyKeyOf(request);
  const once = await executeOnce(
    db,
    { scope, key, request: body, adminId: request.session.adminId },
    execute,
  );
  return once.result;
}

export const supportReplyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const post = (kind: 'reply' | 'message') => async (request: FastifyRequest) => {
    const { _id, message } = request.body as { _id: string; message: string };
    const body = message.trim();
    checkFields({ message: body }, MESSAGE_FIELDS);
    const { session } = request;
    const result = await runOnce(app.db, request, `ticket-${kind}`, { _id, body }, async (tx) => {
      const text = await postAdminMessage(tx, {
        ticketId: _id,
        body,
        kind,
        adminId: session.adminId,
        adminEmail: session.email,
      });
      return { message: text, record: await ticketRecord(tx, _id) };
    });
    return ok(result.record, result.message);
  };

  app.put(
    '/admin/ticketreply',
    {
      schema: {
        tags,
        summary: "Reply to a ticket's user: the ticket becomes answered",
        description:
          'body: { _id: the ticket id, message }. A closed ticket answers 409. An optional Idempotency-Key header posts the reply at most once per key. result: the ticket record',
        body: MessageBody,
      },
    },
    post('reply'),
  );

  app.post(
    '/support/updateticket',
    {
      schema: {
        tags,
        summary:
          'Post an admin message asking the user for something: the ticket waits on the user',
        description:
          'body: { _id: the ticket id, message }. A closed ticket answers 409. An optional Idempotency-Key header posts the message at most once per key. result: the ticket record',
        body: MessageBody,
      },
    },
    post('message'),
  );

  app.post(
    '/admin/closeByAdmin',
    {
      schema: {
        tags,
        summary: 'Close a ticket; closing a closed ticket changes nothing and says so',
        description:
          'body: { _id: the ticket id }. Idempotent: a second close answers 200 with "already closed" and writes no second log entry. result: the ticket record',
        body: Type.Object({ _id: Id }, { additionalProperties: false }),
      },
    },
    async (request) => {
      const { _id } = request.body;
      const { adminId, email } = request.session;
      const { message, record } = await app.db.transaction(async (tx) => {
        const closed = await closeTicket(tx, { ticketId: _id, adminId, adminEmail: email });
        return { message: closed.message, record: await ticketRecord(tx, _id) };
      });
      return ok(record, message);
    },
  );
};

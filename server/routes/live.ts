import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, ok, unauthorized } from '../http/envelope.ts';
import { issueTicket, redeemTicket, streamAccess, TICKET_SECONDS } from '../live/access.ts';
import { runStream } from '../live/stream.ts';
import { LIVE_EVENTS_PATH, LIVE_TICKET_PATH } from '../../src/contracts/liveEvents.ts';

const SEQ = '^[0-9]{1,15}$';

const StreamQuery = Type.Object(
  {
    ticket: Type.String({
      minLength: 16,
      maxLength: 64,
      pattern: '^[A-Za-z0-9_-]+$',
      description: 'A single-use ticket from POST /admin/events/ticket (never the session token)',
    }),
    lastEventId: Type.Optional(
      Type.String({ pattern: SEQ, description: 'Resume after this event (as Last-Event-ID)' }),
    ),
  },
  { additionalProperties: false },
);

const TICKET_REFUSED = 'Unauthorized: the stream ticket is unknown, used or expired';

/**
 * The live back-office (issue #26): a ticket, then the stream of the changes the admin may read.
 * The stream route is public to the bearer guard because EventSource cannot send the header: its
 * single-use ticket, bound to a live session, is its authorisation, checked before streaming.
 */
export const liveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    LIVE_TICKET_PATH,
    {
      schema: {
        tags: ['Live'],
        summary: `A single-use stream ticket, good for ${TICKET_SECONDS} s`,
        description:
          'result: { ticket, expiresInSeconds }. Open GET /admin/events?ticket=… with it.',
      },
    },
    async (request) =>
      ok({
        ticket: await issueTicket(app.db, request.session),
        expiresInSeconds: TICKET_SECONDS,
      }),
  );

  app.get(
    LIVE_EVENTS_PATH,
    {
      config: { public: true, longLived: true },
      schema: {
        tags: ['Live'],
        summary: 'Server-Sent Events: the changes this admin may read, as they commit',
        description:
          'Each event: id = seq, data = { seq, type, resource, id, actor, status, at }. ' +
          '`event: ready` opens the stream with its position; `event: resync` says the events ' +
          'after Last-Event-ID (header or lastEventId) are no longer kept: refetch. ' +
          'A comment line every 15 s keeps the connection open.',
        querystring: StreamQuery,
      },
    },
    async (request, reply) => {
      const header = request.headers['last-event-id'];
      const resumeText = request.query.lastEventId ?? (typeof header === 'string' ? header : '');
      if (resumeText !== '' && !new RegExp(SEQ).test(resumeText))
        throw badRequest('Last-Event-ID must be an event number');
      const grant = await redeemTicket(app.db, request.query.ticket);
      if (!grant) throw unauthorized(TICKET_REFUSED);
      const permissions = await streamAccess(app.db, grant);
      if (!permissions) throw unauthorized('Unauthorized: the session has expired or was revoked');
      await runStream(reply, {
        db: app.db,
        hub: app.live,
        grant,
        permissions,
        lastEventId: resumeText === '' ? undefined : Number(resumeText),
      });
    },
  );
};

import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { iso, sendJsonResult } from './records.ts';
import { EmptyBody, emptyBodyIsObject } from '../http/emptyBody.ts';

export const ACTION_HISTORY_LIMIT = 1000;

export const actionHistoryRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/admin/getAdminActionHistory',
    {
      preValidation: emptyBodyIsObject,
      schema: {
        tags: ['Notifications'],
        summary: `The admin action log, newest first (the latest ${ACTION_HISTORY_LIMIT} entries)`,
        description: `result: [{ _id, date, description, user_id|null }], at most ${ACTION_HISTORY_LIMIT} entries, newest first`,
        body: EmptyBody,
      },
    },
    async (_request, reply) => {
      const { rows } = await app.db.query<{ json: string }>(
        `SELECT coalesce(json_agg(json_build_object('_id', l.id::text, 'date', ${iso('l.date')},
                  'description', l.description, 'user_id', l.user_id) ORDER BY l.date DESC, l.id DESC), '[]')::text AS json
           FROM (SELECT * FROM admin_action_log ORDER BY date DESC, id DESC LIMIT ${ACTION_HISTORY_LIMIT}) l`,
      );
      return sendJsonResult(reply, rows[0].json);
    },
  );
};

import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { iso } from './records.ts';
import { emptyBodyIsObject } from '../http/emptyBody.ts';
import { pagingBodyProperties } from '../http/paging.ts';
import { csvFormatProperty, pageOrCsv } from '../http/csvExport.ts';
import { pagedListFromContract } from '../http/contractList.ts';
import { notificationContract } from '../../src/contracts/resources/notification.ts';

/** The admin action log as a server-paged list (the bell and /admin/notification read it). */
export const actionLogList = pagedListFromContract(notificationContract, {
  from: 'FROM admin_action_log l',
  select: `l.id::text AS "_id", ${iso('l.date')} AS date, l.description, l.user_id`,
  columns: {
    date: { sql: 'l.date', notNull: true },
    description: { sql: 'l.description', notNull: true },
    user_id: { sql: 'l.user_id' },
  },
  tiebreak: 'l.id',
  // Kept exact by triggers (migration 036): the bell polls the unfiltered first page.
  totalWhenUnfiltered: 'SELECT total::int AS total FROM admin_action_log_total',
});

const ActionHistoryBody = Type.Object(
  { ...pagingBodyProperties, ...csvFormatProperty },
  {
    additionalProperties: false,
    description: "Every field optional: the spec's empty body {} is page 1, newest first",
  },
);

export const actionHistoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/getAdminActionHistory',
    {
      preValidation: emptyBodyIsObject,
      schema: {
        tags: ['Notifications'],
        summary: 'The admin action log, server-paged (newest first by default)',
        description:
          'result: { data: [{ _id, date, description, user_id|null }], total, totalCapped, pageableRows, page, limit } (total exact up to 10 000, else 10 000 with totalCapped; pages reach the first 10 000 rows). ' +
          'filter: q (description or user), description, user_id (substring), date_gte / date_lte. ' +
          'sort: one of date, description, user_id as { field: 1 | -1 }. ' +
          "With format: 'csv' the answer is every filtered row as a CSV download (page and limit ignored).",
        body: ActionHistoryBody,
      },
    },
    async (request, reply) => pageOrCsv(reply, app.db, actionLogList, request.body),
  );
};

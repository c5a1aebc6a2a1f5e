import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../db/index.ts';
import { iso } from './records.ts';
import { pagedListFromContract } from '../http/contractList.ts';
import { notificationContract } from '../../src/contracts/resources/notification.ts';
import { pagedListRoute } from '../http/listRoute.ts';

/** The log's entries, kept exact by triggers (migration 036). */
async function keptActions(db: Pick<Db, 'query'>) {
  const { rows } = await db.query<{ total: number }>(
    'SELECT total::int AS total FROM admin_action_log_total',
  );
  return rows[0]?.total ?? 0;
}

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
  // The bell polls the unfiltered first page.
  keptTotal: { read: keptActions },
});

export const actionHistoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  pagedListRoute(app, actionLogList, {
    tags: ['Notifications'],
    summary: 'The admin action log, server-paged (newest first by default)',
    description:
      'result: { data: [{ _id, date, description, user_id|null }], total, totalCapped, pageableRows, page, limit } (total exact up to 10 000, else 10 000 with totalCapped; pages reach the first 10 000 rows). ' +
      'filter: q (description or user), description, user_id (substring), date_gte / date_lte. ' +
      'sort: one of date, description, user_id as { field: 1 | -1 }. ' +
      "With format: 'csv' the answer is every filtered row as a CSV download (page and limit ignored).",
  });
};

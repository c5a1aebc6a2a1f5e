import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../http/envelope.ts';
import { pagedQuery } from '../../http/paging.ts';
import { pagedListFromContract } from '../../http/contractList.ts';
import { supportTicketsContract } from '../../../src/contracts/resources/support.ts';
import { iso } from '../records.ts';
import { readRoute } from '../../http/readRoutes.ts';
import { allTickets, ticketAttachment, ticketThread } from '../../../src/contracts/reads/index.ts';
import { userByEmail } from '../../http/pagingLookup.ts';
import { pagedListRoute } from '../../http/listRoute.ts';

const tags = ['Support'];

const TICKET_SELECT = `t.id AS "_id", t.ticket_no AS "ticketNo", t.user_id AS "userId", u.email AS "user",
    u.name AS "userName", t.category_id AS "categoryId", c.name AS category, t.subject, t.priority, t.status,
    ${iso('t.created_at')} AS "createdAt", ${iso('t.last_reply_at')} AS "lastReplyAt",
    t.last_reply_by AS "lastReplyBy", ${iso('t.closed_at')} AS "closedAt"`;
const TICKET_FROM = `FROM support_tickets t JOIN users u ON u.id = t.user_id
    JOIN support_categories c ON c.id = t.category_id`;

/**
 * The admin's ticket grid (GET /admin/ticketList): server-paged, every sort and filter column
 * indexed (090_support.sql). Filters: status, category (name contains, or `categoryId`), user
 * (email contains, or `userId`), created date range or one UTC `date`, priority, and `q`.
 */
export const TICKET_LIST = pagedListFromContract(supportTicketsContract, {
  from: `${TICKET_FROM} LEFT JOIN admins cb ON cb.id = t.closed_by`,
  columns: {
    ticketNo: { sql: 't.ticket_no', notNull: true },
    subject: { sql: 't.subject', notNull: true },
    user: { sql: 'u.email', notNull: true, lookup: userByEmail('t.user_id') },
    category: {
      sql: 'c.name',
      notNull: true,
      lookup: { key: 't.category_id', table: 'support_categories', id: 'id', match: 'name' },
    },
    priority: { sql: 't.priority', notNull: true },
    status: { sql: 't.status', notNull: true },
    createdAt: { sql: 't.created_at', notNull: true },
    lastReplyAt: { sql: 't.last_reply_at', notNull: true },
  },
  apiColumns: {
    _id: { sql: 't.id', type: 'select', sortable: false },
    userId: { sql: 't.user_id', type: 'select', sortable: false, cast: 'uuid' },
    categoryId: { sql: 't.category_id', type: 'select', sortable: false },
    date: {
      sql: `to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`,
      type: 'select',
      sortable: false,
    },
  },
  select: `${TICKET_SELECT},
    (SELECT count(*)::int FROM support_messages m WHERE m.ticket_id = t.id) AS "messageCount",
    cb.email AS "closedBy"`,
  tiebreak: 't.id',
  count: { from: 'FROM support_tickets t', aliases: ['t'] },
});

/** One ticket in the list's shape (the thread's header, the actions' answers). */
export async function ticketRecord(
  db: Parameters<typeof pagedQuery>[0],
  id: string,
): Promise<Record<string, unknown> | undefined> {
  const page = await pagedQuery<Record<string, unknown>>(db, TICKET_LIST, {
    filter: { _id: id },
    limit: 1,
  });
  return page.data[0];
}

export const supportTicketRoutes: FastifyPluginAsyncTypebox = async (app) => {
  pagedListRoute(app, TICKET_LIST, {
    tags,
    summary: "The admin's ticket grid, one page at a time (newest first)",
    description:
      "query: page, limit, filter (JSON: q, _id, status open|answered|waiting_on_user|closed, priority low|medium|high|urgent, category (name contains), categoryId, user (email contains), userId, createdAt_gte/_lte, lastReplyAt_gte/_lte, date YYYY-MM-DD), sort. result: { data: [{ _id, ticketNo, userId, user, userName, categoryId, category, subject, priority, status, createdAt, lastReplyAt, lastReplyBy, closedAt, closedBy, messageCount }], total, page, limit }. With format: 'csv', every filtered row as a CSV download, headed as the grid.",
  });

  readRoute<{ userId?: string }>(app, allTickets, async (db, { userId }) => {
    const { rows } = await db.query<{ list: unknown[] }>(
      `SELECT coalesce(json_agg(r ORDER BY r."createdAt" DESC, r."_id" DESC), '[]') AS list
         FROM (SELECT ${TICKET_SELECT} ${TICKET_FROM}
                WHERE $1::uuid IS NULL OR t.user_id = $1) r`,
      [userId ?? null],
    );
    return rows[0].list;
  });

  readRoute<{ id: string }>(app, ticketThread, async (db, { id }) => {
    const ticket = await ticketRecord(db, id);
    if (!ticket) throw notFound('Ticket not found');
    const { rows } = await db.query(
      `SELECT m.id AS "_id", m.author,
              CASE WHEN m.author = 'admin' THEN 'Support team' ELSE u.name END AS "authorName",
              CASE WHEN m.author = 'admin' THEN m.admin_email ELSE u.email END AS "authorEmail",
              m.kind, m.body, ${iso('m.created_at')} AS "createdAt",
              (SELECT coalesce(json_agg(json_build_object('_id', a.id, 'fileName', a.file_name,
                               'url', '/admin/ticketAttachment/' || a.id) ORDER BY a.file_name), '[]')
                 FROM support_attachments a WHERE a.message_id = m.id) AS attachments
         FROM support_messages m JOIN support_tickets t ON t.id = m.ticket_id JOIN users u ON u.id = t.user_id
        WHERE m.ticket_id = $1 ORDER BY m.created_at, m.id`,
      [id],
    );
    return { ticket, messages: rows };
  });

  readRoute<{ id: string }>(app, ticketAttachment, async (db, { id }, { reply }) => {
    const { rows } = await db.query<{ bytes: Uint8Array; content_type: string }>(
      'SELECT bytes, content_type FROM support_attachments WHERE id = $1',
      [id],
    );
    if (!rows[0]) throw notFound('Attachment not found');
    return reply
      .header('content-type', rows[0].content_type)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(rows[0].bytes));
  });
};

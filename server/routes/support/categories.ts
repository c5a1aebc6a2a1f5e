import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { logAction } from '../../actionLog.ts';
import { ApiError, badRequest, notFound, ok } from '../../http/envelope.ts';
import { checkFields, typeboxOf } from '../../http/fieldRules.ts';
import { pagedQuery } from '../../http/paging.ts';
import { pageOrCsv, PagingCsvQuerystring } from '../../http/csvExport.ts';
import { pagedListFromContract } from '../../http/contractList.ts';
import { supportCategoryContract } from '../../../src/contracts/resources/support.ts';
import type { Db } from '../../db/index.ts';
import { SUPPORT_CATEGORY_PAGE_SIZE, SUPPORT_RULES } from '../../../src/resources/support/rules.ts';
import { Id, iso } from '../records.ts';

const tags = ['Support'];

/** GET /admin/supportCategory: the model of a server-paged list (090_support.sql indexes it). */
export const SUPPORT_CATEGORY_LIST = pagedListFromContract(supportCategoryContract, {
  from: 'FROM support_categories c',
  columns: {
    // Sorted as people read names, whatever their case (the unique index is on lower(name) too).
    name: { sql: 'lower(c.name)', notNull: true },
    description: { sql: 'c.description' },
    status: { sql: 'c.status', notNull: true },
    createdAt: { sql: 'c.created_at', notNull: true },
    updatedAt: { sql: 'c.updated_at', notNull: true },
  },
  apiColumns: { _id: { sql: 'c.id', type: 'select', sortable: false } },
  select: `c.id AS "_id", c.name, c.description, c.status,
    (SELECT count(*)::int FROM support_tickets t WHERE t.category_id = c.id) AS "ticketCount",
    ${iso('c.created_at')} AS "createdAt", ${iso('c.updated_at')} AS "updatedAt"`,
  tiebreak: 'c.id',
  maxLimit: 100,
});

const FIELDS = {
  name: { label: 'Name', rules: SUPPORT_RULES.categoryName },
  description: { label: 'Description', rules: SUPPORT_RULES.categoryDescription },
};
const Status = Type.Union([Type.Literal('active'), Type.Literal('inactive')]);
const categoryFields = {
  name: typeboxOf(SUPPORT_RULES.categoryName),
  description: Type.Optional(typeboxOf(SUPPORT_RULES.categoryDescription)),
  status: Type.Optional(Status),
};

/** A name already taken (whatever its case): 409, with the message under the name input too. */
const duplicate = (name: string) => {
  const message = `A support category named '${name}' already exists`;
  return new ApiError(409, message, { name: message });
};

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

async function categoryById(db: Pick<Db, 'query'>, id: string) {
  const page = await pagedQuery(db, SUPPORT_CATEGORY_LIST, { filter: { _id: id }, limit: 1 });
  return page.data[0];
}

export const supportCategoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const assertFree = async (db: Pick<Db, 'query'>, name: string, except: string | null) => {
    const { rows } = await db.query<{ name: string }>(
      'SELECT name FROM support_categories WHERE lower(name) = lower($1) AND ($2::uuid IS NULL OR id <> $2)',
      [name, except],
    );
    if (rows[0]) throw duplicate(rows[0].name);
  };

  app.get(
    '/admin/supportCategory',
    {
      schema: {
        tags,
        summary:
          'Support categories, one page at a time (the spec: page 1, limit 20, filter {}, sort createdAt -1)',
        description:
          "query: page, limit (default 20, at most 100), filter (JSON: q, _id, name, description, status active|inactive, createdAt_gte/_lte), sort (JSON, one of name, status, createdAt, updatedAt: 1 or -1). result: { data: [{ _id, name, description, status, ticketCount, createdAt, updatedAt }], total, page, limit }. With format: 'csv', every filtered row as a CSV download, headed as the grid.",
        querystring: PagingCsvQuerystring,
      },
    },
    async (request, reply) =>
      pageOrCsv(reply, app.db, SUPPORT_CATEGORY_LIST, request.query, {
        page: (paging) =>
          pagedQuery(app.db, SUPPORT_CATEGORY_LIST, {
            ...paging,
            limit: paging.limit ?? SUPPORT_CATEGORY_PAGE_SIZE,
          }),
      }),
  );

  app.post(
    '/admin/supportCategory',
    {
      schema: {
        tags,
        summary: 'Create a support category; its name is unique whatever its case (409)',
        body: Type.Object(categoryFields, { additionalProperties: false }),
      },
    },
    async (request) => {
      const name = request.body.name.trim();
      const description = (request.body.description ?? '').trim();
      const status = request.body.status ?? 'active';
      checkFields({ name, description }, FIELDS);
      const id = await app.db
        .transaction(async (tx) => {
          await assertFree(tx, name, null);
          const { rows } = await tx.query<{ id: string }>(
            `INSERT INTO support_categories (name, description, status) VALUES ($1, $2, $3) RETURNING id::text`,
            [name, description, status],
          );
          await logAction(tx, {
            description: `Support category '${name}' created by ${request.session.email} (${status})`,
            adminId: request.session.adminId,
          });
          return rows[0].id;
        })
        .catch((error: unknown) => {
          // Two admins creating the same name at once: the unique index decides.
          throw isUniqueViolation(error) ? duplicate(name) : error;
        });
      return ok(await categoryById(app.db, id), 'Support category created');
    },
  );

  app.put(
    '/admin/supportCategory',
    {
      schema: {
        tags,
        summary:
          'Update a support category (the fields given); a name taken by another one answers 409',
        body: Type.Object(
          { _id: Id, ...categoryFields, name: Type.Optional(categoryFields.name) },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => {
      const { _id } = request.body;
      if (Object.keys(request.body).length < 2)
        throw badRequest('Nothing to update: send name, description or status');
      const changes: Record<string, string> = {};
      if (request.body.name !== undefined) changes.name = request.body.name.trim();
      if (request.body.description !== undefined)
        changes.description = request.body.description.trim();
      checkFields(changes, FIELDS);
      if (request.body.status !== undefined) changes.status = request.body.status;
      await app.db
        .transaction(async (tx) => {
          const before = await tx.query<Record<string, string>>(
            'SELECT name, description, status FROM support_categories WHERE id = $1 FOR UPDATE',
            [_id],
          );
          if (!before.rows[0]) throw notFound('Support category not found');
          if (changes.name !== undefined) await assertFree(tx, changes.name, _id);
          const changed = Object.keys(changes).filter((k) => before.rows[0][k] !== changes[k]);
          if (changed.length === 0) return;
          await tx.query(
            `UPDATE support_categories SET ${changed.map((k, i) => `${k} = $${i + 2}`).join(', ')},
                    updated_at = now() WHERE id = $1`,
            [_id, ...changed.map((k) => changes[k])],
          );
          await logAction(tx, {
            description: `Support category '${before.rows[0].name}' updated by ${request.session.email}: ${changed
              .map((k) => `${k} ${JSON.stringify(changes[k])}`)
              .join('; ')}`,
            adminId: request.session.adminId,
          });
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? duplicate(changes.name ?? '') : error;
        });
      return ok(await categoryById(app.db, _id), 'Support category updated');
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { supportCategoryContract } from '../../../src/contracts/resources/support.ts';
import { SUPPORT_CATEGORY_PAGE_SIZE } from '../../../src/resources/support/rules.ts';
import type { Db } from '../../db/index.ts';
import { pagedListFromContract } from '../../http/contractList.ts';
import { recordRoutes } from '../../http/crudRoutes.ts';
import { ApiError } from '../../http/envelope.ts';

/** GET /admin/supportCategory: the model of a server-paged list (090_support.sql indexes it). */
export const SUPPORT_CATEGORY_LIST = pagedListFromContract(supportCategoryContract, {
  from: 'FROM support_categories c',
  columns: {
    // Sorted as people read names, whatever their case (the unique index is on lower(name) too).
    name: { sql: 'lower(c.name)', value: 'c.name', notNull: true },
    description: { sql: 'c.description' },
    status: { sql: 'c.status', notNull: true },
    createdAt: { sql: 'c.created_at', notNull: true },
    updatedAt: { sql: 'c.updated_at', notNull: true },
  },
  values: {
    ticketCount: '(SELECT count(*)::int FROM support_tickets t WHERE t.category_id = c.id)',
  },
  apiColumns: { _id: { sql: 'c.id', type: 'select', sortable: false } },
  tiebreak: 'c.id',
  defaultLimit: SUPPORT_CATEGORY_PAGE_SIZE,
  maxLimit: 100,
});

/** A name already taken (whatever its case): 409, with the message under the name input too. */
const duplicate = (name: unknown) => {
  const message = `A support category named '${String(name)}' already exists`;
  return new ApiError(409, message, { name: message });
};

/** Refuses a name another category holds in any case, naming it as it is stored. */
async function assertFree(
  tx: Pick<Db, 'query'>,
  { name }: Record<string, unknown>,
  id: string | null,
) {
  if (name === undefined) return;
  const { rows } = await tx.query<{ name: string }>(
    'SELECT name FROM support_categories WHERE lower(name) = lower($1) AND ($2::uuid IS NULL OR id <> $2)',
    [name, id],
  );
  if (rows[0]) throw duplicate(rows[0].name);
}

export const supportCategoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  recordRoutes(
    app,
    SUPPORT_CATEGORY_LIST,
    {
      table: 'support_categories',
      check: assertFree,
      // Two admins creating the same name at once: the unique index decides.
      duplicate: ({ name }) => duplicate(name),
      describe: ({ name }) => `'${String(name)}'`,
    },
    {
      tags: ['Support'],
      summary:
        'Support categories, one page at a time (the spec: page 1, limit 20, filter {}, sort createdAt -1)',
    },
  );
};

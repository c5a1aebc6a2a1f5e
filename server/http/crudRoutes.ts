import { Type, type TSchema } from '@fastify/type-provider-typebox';
import type { ContractField } from '../../src/contracts/resources/types.ts';
import { logAction } from '../actionLog.ts';
import type { Db } from '../db/index.ts';
import { Id } from '../routes/records.ts';
import type { ContractListSpec } from './contractList.ts';
import { ApiError, badRequest, notFound, ok } from './envelope.ts';
import { checkFields, typeboxDecimalOf, typeboxNumberOf, typeboxOf } from './fieldRules.ts';
import { pagedListRoute, type ListRouteDoc, type TypedApp } from './listRoute.ts';
import { pagedQuery } from './paging.ts';

/**
 * A resource's routes from its contract: the paged list, and the writes its `writes` declares at
 * one path (POST creates, PUT changes, DELETE <path>/:id deletes). Each write validates the body
 * by the inputs' rules (the form's own), runs in one transaction with its action-log entry (the
 * audit trail's trigger records the row's before and after in the same transaction) and answers
 * the record as the list shows it. The server says only where each input is stored.
 */
export interface RecordWritesSql {
  /** The table of the records; it has `id`, `created_at` and `updated_at`. */
  table: string;
  /** Each input's column (default: the key in snake_case). */
  columns?: Record<string, string>;
  /** The column that takes the signed-in admin's id on create. */
  createdBy?: string;
  /** What a unique index's refusal (409) says, given the values sent. */
  duplicate?: (values: Record<string, unknown>) => string;
  /** The record in the action log and in messages (an address and its network). */
  describe: (record: Record<string, unknown>) => string;
  /** What else the write changes, in its transaction (the record as created, changed or deleted). */
  afterWrite?: (tx: Pick<Db, 'query'>, record: Record<string, unknown>) => Promise<unknown>;
}

type Tx = Pick<Db, 'query'>;
type Values = Record<string, unknown>;

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

/** The TypeBox type of one input, from its values or rules (money travels as decimal text). */
function typeOf(field: ContractField): TSchema {
  const rules = field.rules ?? {};
  if (field.values) return Type.Union(field.values.map((value) => Type.Literal(value)));
  if (['number', 'percent'].includes(field.type)) return typeboxNumberOf(rules);
  if (['money', 'cryptoAmount'].includes(field.type)) return typeboxDecimalOf(rules);
  return typeboxOf(rules);
}

/** The body of a create (every input; required ones as their rules say) or of an update. */
function bodyOf(inputs: ContractField[], update: boolean, example: Values) {
  const properties = Object.fromEntries(
    inputs.map((field) => {
      const type = typeOf(field);
      return [field.key, !update && field.rules?.required ? type : Type.Optional(type)];
    }),
  );
  return Type.Object(update ? { _id: Id, ...properties } : properties, {
    additionalProperties: false,
    examples: [example],
  });
}

/** Strings trimmed, then the inputs' rules: a 400 with a message per field otherwise. */
function checked(inputs: ContractField[], body: Values): Values {
  const values = Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.trim() : value,
    ]),
  );
  const rules = inputs.filter((field) => field.rules && !field.values);
  checkFields(
    values,
    Object.fromEntries(rules.map((f) => [f.key, { label: f.label, rules: f.rules! }])),
  );
  return values;
}

export function recordRoutes(
  app: TypedApp,
  list: ContractListSpec,
  sql: RecordWritesSql,
  doc: ListRouteDoc,
) {
  pagedListRoute(app, list, doc);
  const [contract] = list.contracts;
  const { writes } = contract;
  if (!writes) return;
  if (!list.columns._id) throw new Error(`${contract.name}: the list needs an _id column`);
  const column = (key: string) => sql.columns?.[key] ?? snakeCase(key);
  const creatable = contract.fields.filter((field) => field.input);
  const editable = creatable.filter((field) => field.input === 'always');
  const name = writes.recordName;
  /** A write's OpenAPI text: "Create a blocked address", its body or params. */
  const described = (verb: string, parts: { body?: TSchema; params?: TSchema }) => ({
    schema: { tags: doc.tags, summary: `${verb} a ${name.toLowerCase()}`, ...parts },
  });

  /** The record as the list shows it (what the action log describes and the write answers). */
  const recordOf = async (db: Tx, id: string) => {
    const [record] = (await pagedQuery<Values>(db, list, { filter: { _id: id }, limit: 1 })).data;
    if (!record) throw notFound(`${name} not found`);
    return record;
  };
  /**
   * One transaction: the change, then its action-log entry naming the record and the admin; a
   * unique index's refusal becomes a 409.
   */
  const write = (
    request: { session: { adminId: string; email: string } },
    [values, done]: [Values, string],
    change: (tx: Tx) => Promise<Values>,
  ) =>
    app.db
      .transaction(async (tx) => {
        const record = await change(tx);
        await sql.afterWrite?.(tx, record);
        const { adminId, email } = request.session;
        const what = `${name} ${sql.describe(record)} ${done} by ${email}`;
        await logAction(tx, { description: what, adminId });
        return record;
      })
      .catch((error: unknown) => {
        if (!isUniqueViolation(error) || !sql.duplicate) throw error;
        throw new ApiError(409, sql.duplicate(values));
      });

  if (writes.verbs.includes('create'))
    app.post(
      writes.path,
      described('Create', { body: bodyOf(creatable, false, writes.examples.create) }),
      async (request) => {
        const values = checked(creatable, request.body as Values);
        const keys = Object.keys(values);
        const columns = [...keys.map(column), ...(sql.createdBy ? [sql.createdBy] : [])];
        const admin = sql.createdBy ? [request.session.adminId] : [];
        const record = await write(request, [values, 'created'], async (tx) => {
          const { rows } = await tx.query<{ id: string }>(
            `INSERT INTO ${sql.table} (${columns.join(', ')})
             VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id::text`,
            [...keys.map((key) => values[key]), ...admin],
          );
          return recordOf(tx, rows[0].id);
        });
        return ok(record, `${name} created`);
      },
    );

  if (writes.verbs.includes('update'))
    app.put(
      writes.path,
      described('Change', { body: bodyOf(editable, true, writes.examples.update) }),
      async (request) => {
        const { _id, ...body } = request.body as Values & { _id: string };
        if (Object.keys(body).length === 0)
          throw badRequest(`Nothing to update: send ${editable.map((f) => f.key).join(' or ')}`);
        const values = checked(editable, body);
        const keys = Object.keys(values);
        const record = await write(request, [values, 'changed'], async (tx) => {
          const { affectedRows } = await tx.query(
            `UPDATE ${sql.table} SET ${keys.map((key, i) => `${column(key)} = $${i + 2}`).join(', ')},
             updated_at = now() WHERE id = $1`,
            [_id, ...keys.map((key) => values[key])],
          );
          if (!affectedRows) throw notFound(`${name} not found`);
          return recordOf(tx, _id);
        });
        return ok(record, `${name} updated`);
      },
    );

  if (writes.verbs.includes('delete'))
    app.delete(
      `${writes.path}/:id`,
      described('Delete', { params: Type.Object({ id: Id }) }),
      async (request) => {
        const { id } = request.params as { id: string };
        const record = await write(request, [{}, 'deleted'], async (tx) => {
          const before = await recordOf(tx, id);
          await tx.query(`DELETE FROM ${sql.table} WHERE id = $1`, [id]);
          return before;
        });
        return ok(record, `${name} deleted`);
      },
    );
}

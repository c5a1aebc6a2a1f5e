import { Type, type TSchema } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { WriteVerb } from '../../src/contracts/resources/types.ts';
import { idInPath, permissionOf, writeRoute } from '../../src/contracts/resources/writes.ts';
import { logAction } from '../actionLog.ts';
import { Id } from '../routes/records.ts';
import type { ContractListSpec } from './contractList.ts';
import { listDescription, nothingToUpdate, writeDescription } from './crudDoc.ts';
import {
  bodyOf,
  changeExtras,
  changeOf,
  changeSummary,
  checkChange,
  checkRecord,
  formWords,
  withDefaults,
  type Values,
} from './crudInput.ts';
import { ApiError, badRequest, notFound, ok } from './envelope.ts';
import {
  pagedListRoute,
  permissionConfig,
  wholeListRoute,
  type ListRouteDoc,
  type TypedApp,
} from './listRoute.ts';
import { pagedQuery } from './paging.ts';
import { columnOf, type RecordWritesSql, type Tx } from './recordWritesSql.ts';

type Session = { session: { adminId: string; email: string } };

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

/** The record's id: the path's `:id`, or the body's `_id`. */
const idOf = (request: FastifyRequest, inPath: boolean) =>
  inPath ? (request.params as { id: string }).id : (request.body as { _id: string })._id;

/** The OpenAPI-described route options of a write, with the form's words checked first. */
function writeOptions(schema: Record<string, unknown>, words?: ReturnType<typeof formWords>) {
  return { schema, ...(words ? { preValidation: words } : {}) };
}

/**
 * A resource's routes from its contract: the paged list, and the writes its `writes` declares,
 * each at its route (by default POST and PUT at `path`, DELETE <path>/:id; `routes` names the
 * API's irregular ones). Each write checks its body by the inputs' rules in the form's words,
 * runs in one transaction with the contract's record rules and its action-log entry (the audit
 * trail's trigger records the row's before and after in the same transaction) and answers the
 * record as the list shows it. The server says only where each input is stored. The routes'
 * permissions are the contract's (src/contracts/routeRules.ts), their OpenAPI text is written
 * from it (./crudDoc.ts).
 */
export function recordRoutes(
  app: TypedApp,
  list: ContractListSpec,
  sql: RecordWritesSql,
  doc: Omit<ListRouteDoc, 'description'> & { description?: string },
) {
  const [contract] = list.contracts;
  if (contract.whole) wholeListRoute(app, list, { ...doc, description: doc.description });
  else pagedListRoute(app, list, { ...doc, description: doc.description ?? listDescription(list) });
  const { writes } = contract;
  if (!writes) return;
  // The contract's words, unless the server says them (an ApiError naming the input).
  const duplicate = sql.duplicate ?? writes.duplicate;
  const describe = sql.describe ?? writes.describe;
  const one = Boolean(contract.singleton);
  if (!list.columns._id && !one) throw new Error(`${contract.name}: the list needs an _id column`);
  const column = (key: string) => sql.columns?.[key] ?? columnOf(key);
  const creatable = contract.fields.filter((field) => field.input);
  const editable = creatable.filter((field) => field.input === 'always');
  const name = writes.recordName;
  const tags = doc.tags;

  /** The record as the list shows it (what the action log describes and the write answers). */
  const recordOf = async (db: Tx, id: string) => {
    const query = one ? { limit: 1 } : { filter: { _id: id }, limit: 1 };
    const [record] = (await pagedQuery<Values>(db, list, query)).data;
    if (!record) throw notFound(`${name} not found`);
    return record;
  };
  /** Locks the row for the write's transaction (a singleton's only one): its id, or 404. */
  const lock = async (tx: Tx, id: string) => {
    const { rows } = await tx.query<{ id: string }>(
      `SELECT id::text FROM ${sql.table} ${one ? '' : 'WHERE id = $1'} LIMIT 1 FOR UPDATE`,
      one ? [] : [id],
    );
    if (!rows[0]) throw notFound(`${name} not found`);
    return rows[0].id;
  };
  /**
   * One transaction: the change, then its action-log entry naming the record (as it was, for a
   * change) and the admin; a unique index's refusal becomes a 409.
   */
  const write = (
    request: Session,
    [values, done]: [Values, string],
    change: (tx: Tx) => Promise<{ record: Values; before?: Values }>,
  ) =>
    app.db
      .transaction(async (tx) => {
        const { record, before } = await change(tx);
        await sql.afterWrite?.(tx, record);
        const { adminId, email } = request.session;
        const changes =
          sql.logChanges && before ? `: ${changeSummary(editable, before, record)}` : '';
        const named = [name, describe?.(before ?? record), done].filter(Boolean).join(' ');
        const what = `${named}${changes} by ${email}`;
        await logAction(tx, { description: what, adminId });
        return record;
      })
      .catch((error: unknown) => {
        if (!isUniqueViolation(error) || !duplicate) throw error;
        const refusal = duplicate(values);
        throw refusal instanceof ApiError ? refusal : new ApiError(409, refusal);
      });
  /** Mounts one verb's route with its OpenAPI text. */
  const mount = (
    verb: WriteVerb,
    parts: { summary: string; body?: TSchema; words?: ReturnType<typeof formWords> },
    description: string,
    handler: (request: FastifyRequest & Session) => Promise<unknown>,
  ) => {
    const route = writeRoute(writes, verb);
    const params = idInPath(route) ? { params: Type.Object({ id: Id }) } : {};
    const { summary, body, words } = parts;
    const schema = { tags, summary, description, ...params, ...(body ? { body } : {}) };
    app.route({
      method: route.method,
      url: route.path,
      config: permissionConfig(permissionOf(contract, verb)),
      ...writeOptions(schema, words),
      handler: (request) => handler(request as FastifyRequest & Session),
    });
  };
  const conflict = Boolean(duplicate || sql.check);
  const DONE = { create: 'created', update: 'updated', delete: 'deleted' } as const;
  const said = (verb: WriteVerb, record: Values) =>
    sql.answers?.[verb]?.(record) ?? `${name} ${DONE[verb]}`;
  const noun = name.toLowerCase();

  if (writes.verbs.includes('create'))
    mount(
      'create',
      {
        summary: `Create a ${noun}`,
        body: bodyOf(creatable, 'none', true, writes.examples.create ?? {}),
        words: formWords(creatable, true),
      },
      writeDescription(contract, creatable, { create: true, id: 'none', conflict }),
      async (request) => {
        const values = withDefaults(creatable, request.body as Values);
        const keys = Object.keys(values);
        const columns = [...keys.map(column), ...(sql.createdBy ? [sql.createdBy] : [])];
        const admin = sql.createdBy ? [request.session.adminId] : [];
        const record = await write(request, [values, 'created'], async (tx) => {
          checkRecord(writes.rules, values);
          await sql.check?.(tx, values, null);
          if (sql.store) return { record: await recordOf(tx, await sql.store.insert(tx, values)) };
          const { rows } = await tx.query<{ id: string }>(
            `INSERT INTO ${sql.table} (${columns.join(', ')})
             VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id::text`,
            [...keys.map((key) => values[key]), ...admin],
          );
          return { record: await recordOf(tx, rows[0].id) };
        });
        return ok(record, said('create', record));
      },
    );

  if (writes.verbs.includes('update')) {
    const inPath = idInPath(writeRoute(writes, 'update'));
    mount(
      'update',
      {
        summary: `Change a ${noun} (the fields given)`,
        body: bodyOf(
          editable,
          inPath || one ? 'none' : 'body',
          one, // a settings record is saved whole
          writes.examples.update,
          changeExtras(writes, contract.fields),
        ),
        words: formWords(editable, one),
      },
      writeDescription(contract, editable, {
        create: one,
        id: one ? 'none' : inPath ? 'path' : 'body',
        conflict,
      }),
      async (request) => {
        const sentId = one ? '' : idOf(request, inPath);
        const values = changeOf(writes, request.body as Values);
        const keys = Object.keys(values);
        const by = sql.updatedBy ? [sql.updatedBy] : [];
        const record = await write(request, [values, 'updated'], async (tx) => {
          const id = await lock(tx, sentId);
          const before = await recordOf(tx, id);
          // An unchanged field sent with another value is refused before 'nothing to update'.
          checkChange(writes, request.body as Values, before);
          if (keys.length === 0) throw badRequest(nothingToUpdate(editable));
          await sql.check?.(tx, values, id, before);
          if (sql.store) await sql.store.update(tx, id, values);
          else
            await tx.query(
              `UPDATE ${sql.table} SET ${[...keys.map(column), ...by].map((c, i) => `${c} = $${i + 2}`).join(', ')},
               updated_at = now() WHERE id = $1`,
              [
                id,
                ...keys.map((key) => values[key]),
                ...(sql.updatedBy ? [request.session.email] : []),
              ],
            );
          return { record: await recordOf(tx, id), before };
        });
        return ok(record, said('update', record));
      },
    );
  }

  if (writes.verbs.includes('delete')) {
    const inPath = idInPath(writeRoute(writes, 'delete'));
    mount(
      'delete',
      {
        summary: `Delete a ${noun}`,
        ...(inPath
          ? {}
          : { body: bodyOf([], 'body', false, { _id: '00000000-0000-4000-8000-000000000000' }) }),
      },
      writeDescription(contract, [], {
        create: false,
        id: inPath ? 'path' : 'body',
        conflict: Boolean(sql.beforeDelete),
      }),
      async (request) => {
        const id = idOf(request, inPath);
        const record = await write(request, [{}, 'deleted'], async (tx) => {
          await lock(tx, id);
          const before = await recordOf(tx, id);
          await sql.beforeDelete?.(tx, before);
          await tx.query(`DELETE FROM ${sql.table} WHERE id = $1`, [id]);
          return { record: before };
        });
        return ok(record, said('delete', record));
      },
    );
  }
}

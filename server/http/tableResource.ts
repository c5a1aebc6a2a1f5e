import { roleOf, type PagedListContract } from '../../src/contracts/resources/types.ts';
import {
  needsColumn,
  pagedListFromContract,
  type ContractListSpec,
  type SqlColumn,
} from './contractList.ts';
import { moveOf } from '../../src/contracts/commands/types.ts';
import { tableCommandOf } from '../../src/contracts/resources/tableCommands.ts';
import { logAction } from '../actionLog.ts';
import { commandRoute } from './commandRoutes.ts';
import { recordRoutes } from './crudRoutes.ts';
import { conflict, notFound } from './envelope.ts';
import type { TypedApp } from './listRoute.ts';
import { pagedQuery } from './paging.ts';
import { columnOf, type RecordWritesSql } from './recordWritesSql.ts';
import { notNullOf } from './tableIndexes.ts';

/**
 * A resource served from its contract and its table alone (the contract's `table`): every field
 * is the column of its key in snake_case, so the list's SQL, its SELECT and where each input is
 * stored are read off the contract, and nothing on the server restates a field's name.
 */

/** The record's alias in the list's SQL. */
const ROW = 'r';

/** The list's SQL: the table, the creating admin's e-mail joined where the contract shows it. */
export function tableList(contract: PagedListContract): ContractListSpec {
  const { name: table, createdBy } = contract.table!;
  const from = createdBy
    ? `FROM ${table} ${ROW} LEFT JOIN admins a ON a.id = ${ROW}.created_by`
    : `FROM ${table} ${ROW}`;
  const columns: Record<string, SqlColumn> = {};
  const values: Record<string, string> = {};
  for (const field of contract.fields) {
    if (roleOf(field) === 'filter') continue;
    const own = `${ROW}.${columnOf(field.key)}`;
    const column: SqlColumn =
      field.key === createdBy
        ? {
            sql: 'a.email',
            lookup: { key: `${ROW}.created_by`, table: 'admins', id: 'id', match: 'email' },
          }
        : { sql: own, ...(notNullOf(field, contract) ? { notNull: true } : {}) };
    if (needsColumn(field)) columns[field.key] = column;
    else values[field.key] = column.sql;
  }
  return pagedListFromContract(contract, {
    from,
    columns,
    values,
    apiColumns: { _id: { sql: `${ROW}.id`, type: 'select', sortable: false } },
    tiebreak: `${ROW}.id`,
    ...(createdBy ? { count: { from: `FROM ${table} ${ROW}`, aliases: [ROW] } } : {}),
  });
}

/**
 * Mounts the list and the writes of a table-declared resource; `hooks` are what only the server
 * can do around them (re-rank the withdrawals a new blocked address concerns).
 */
export function tableResourceRoutes(
  app: TypedApp,
  list: ContractListSpec,
  hooks: Omit<RecordWritesSql, 'table'> = {},
) {
  const [contract] = list.contracts;
  const { name: table, tag, createdBy } = contract.table!;
  recordRoutes(
    app,
    list,
    { table, ...(createdBy ? { createdBy: 'created_by' } : {}), ...hooks },
    {
      tags: [tag],
      summary: `${contract.writes?.recordName ?? contract.name} records, server-paged`,
    },
  );
  tableMoveRoute(app, list, hooks.afterWrite);
}

/**
 * The status command of a table resource's `moves`: the record locked, moved from a state its
 * move starts from (409 otherwise), logged with the admin's reason, answered as the list shows it.
 */
function tableMoveRoute(
  app: TypedApp,
  list: ContractListSpec,
  afterWrite: RecordWritesSql['afterWrite'],
) {
  const [contract] = list.contracts;
  const command = tableCommandOf(contract);
  if (!command) return;
  const { name: table, moves } = contract.table!;
  const column = columnOf(moves!.field);
  const name = contract.writes?.recordName ?? contract.name;
  type Move = { _id: string; reason?: string } & Record<string, string>;
  commandRoute<Move>(app, command, async (tx, body, { adminId, email }) => {
    const { rows } = await tx.query<{ state: string }>(
      `SELECT ${column}::text AS state FROM ${table} WHERE id = $1 FOR UPDATE`,
      [body._id],
    );
    if (!rows[0]) throw notFound(`${name} not found`);
    const { state } = rows[0];
    const move = moveOf(command, body)!;
    if (!move.from.includes(state))
      throw conflict(`This ${name.toLowerCase()} is ${state}: it cannot be ${move.to}`);
    await tx.query(`UPDATE ${table} SET ${column} = $2, updated_at = now() WHERE id = $1`, [
      body._id,
      move.to,
    ]);
    const [record] = (
      await pagedQuery<Record<string, unknown>>(tx, list, { filter: { _id: body._id }, limit: 1 })
    ).data;
    await afterWrite?.(tx, record);
    const named = [name, contract.writes?.describe?.(record)].filter(Boolean).join(' ');
    const why = body.reason ? ` (${body.reason.trim()})` : '';
    const description = `${named}: ${state} → ${move.to}${why} by ${email}`;
    await logAction(tx, { description, adminId });
    return { record, message: `${name} ${move.to}` };
  });
}

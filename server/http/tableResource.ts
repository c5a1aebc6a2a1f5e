import {
  roleOf,
  type ContractField,
  type PagedListContract,
} from '../../src/contracts/resources/types.ts';
import {
  needsColumn,
  pagedListFromContract,
  type ContractListSpec,
  type SqlColumn,
} from './contractList.ts';
import { recordRoutes } from './crudRoutes.ts';
import type { TypedApp } from './listRoute.ts';
import { columnOf, type RecordWritesSql } from './recordWritesSql.ts';

/**
 * A resource served from its contract and its table alone (the contract's `table`): every field
 * is the column of its key in snake_case, so the list's SQL, its SELECT and where each input is
 * stored are read off the contract, and nothing on the server restates a field's name.
 */

/** The record's alias in the list's SQL. */
const ROW = 'r';

/** The engine's own columns and every required or defaulted input are NOT NULL by the recipe. */
const notNullOf = (field: ContractField) =>
  field.key === 'createdAt' ||
  field.key === 'updatedAt' ||
  Boolean(field.input && (field.rules?.required || field.default !== undefined));

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
        : { sql: own, ...(notNullOf(field) ? { notNull: true } : {}) };
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
}

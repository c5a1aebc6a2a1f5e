import type { ContractField, PagedListContract } from '../../src/contracts/resources/types.ts';
import { roleOf } from '../../src/contracts/resources/types.ts';
import type { ContractListSpec } from './contractList.ts';
import { DEFAULT_LIMIT, MAX_LIMIT } from './paging.ts';

/**
 * The OpenAPI words of a contract's routes, written from the contract itself: a description
 * written by hand beside it restated every key and drifted unnoticed.
 */

const orList = (words: string[]) =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;

/** The record's keys, as the list and every write answer it. */
export const recordKeys = (contract: PagedListContract) => [
  '_id',
  ...contract.fields.filter((f) => roleOf(f) !== 'filter').map((f) => f.key),
];

const filterWord = (field: ContractField) => {
  if (field.filter === 'dateRange' || field.filter === 'numberRange')
    return `${field.key}_gte/_lte`;
  return field.values ? `${field.key} ${field.values.join('|')}` : field.key;
};

/** "query: page, limit (…), filter (JSON: …), sort (JSON, one of …). result: { … }". */
export function listDescription(list: ContractListSpec): string {
  const [contract] = list.contracts;
  const { fields } = contract;
  const filters = [
    ...(fields.some((f) => f.searchable) ? ['q'] : []),
    ...(list.columns._id ? ['_id'] : []),
    ...fields.filter((f) => f.filter).map(filterWord),
  ];
  const sorts = fields.filter((f) => f.sortable).map((f) => f.key);
  const where = contract.endpoint.method === 'GET' ? 'query' : 'body';
  const limit = `default ${list.defaultLimit ?? DEFAULT_LIMIT}, at most ${list.maxLimit ?? MAX_LIMIT}`;
  const csv = contract.export
    ? " With format: 'csv', every filtered row as a CSV download, headed as the grid."
    : '';
  return (
    `${where}: page, limit (${limit}), filter (JSON: ${filters.join(', ')}), ` +
    `sort (JSON, one of ${sorts.join(', ')}: 1 or -1). ` +
    `result: { data: [{ ${recordKeys(contract).join(', ')} }], total, page, limit }.${csv}`
  );
}

/** A write's body and answer: "body: { name (required), status (active|inactive) }. result: …". */
export function writeDescription(
  contract: PagedListContract,
  inputs: ContractField[],
  options: { create: boolean; id: 'body' | 'path' | 'none'; conflict: boolean },
): string {
  const word = (field: ContractField) => {
    const notes = [
      ...(options.create && field.rules?.required && field.default === undefined
        ? ['required']
        : []),
      ...(field.values ? [field.values.join('|')] : []),
      ...(options.create && field.default !== undefined ? [`default ${field.default}`] : []),
    ];
    return notes.length ? `${field.key} (${notes.join(', ')})` : field.key;
  };
  // A change may carry fields only as they are, and the flag of a change the admin confirms.
  const change = options.create || !inputs.length ? undefined : contract.writes;
  const keys = [
    ...(options.id === 'body' ? ['_id'] : []),
    ...inputs.map(word),
    ...(change?.unchanged?.keys ?? []).map((key) => `${key} (only as it is)`),
    ...(change?.confirm ? [`${change.confirm.key} (true once the admin confirmed)`] : []),
  ];
  const body = keys.length ? `body: { ${keys.join(', ')} }. ` : '';
  const refusals = [
    ...(inputs.length
      ? ["400 in the form's words with `errors` per field when a rule is broken"]
      : []),
    ...(options.id !== 'none' ? ['404 for an unknown record'] : []),
    ...(options.conflict ? ['409 for a conflict'] : []),
    ...(change?.confirm ? [`409 for a change that needs ${change.confirm.key}`] : []),
  ];
  return `${body}${orList(refusals)}. result: { ${recordKeys(contract).join(', ')} }`;
}

/** "Nothing to update: send name, description or status". */
export const nothingToUpdate = (inputs: ContractField[]) =>
  `Nothing to update: send ${orList(inputs.map((f) => f.key))}`;

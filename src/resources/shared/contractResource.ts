import type { ContractField, PagedListContract } from '../../contracts/resources/types';
import { idInPath, writeRoute } from '../../contracts/resources/writes';
import type { FieldSchema, ResourceSchema, View } from '../types';
import { contractFields, contractReads, type FieldLook } from './contractFields';
import { tableMoveActions } from './tableMoveActions';

/**
 * Everything a resource's contract already says, as a schema: the server-paged grid, the record
 * read through it, and the create, edit and delete calls and form inputs its `writes` declares
 * (served by server/http/crudRoutes.ts from the same contract). The admin adds its presentation:
 * label, menu entry, choices, sections.
 */
export type ContractResource = Pick<
  ResourceSchema,
  | 'name'
  | 'recordLabel'
  | 'recordName'
  | 'list'
  | 'getOne'
  | 'create'
  | 'update'
  | 'delete'
  | 'fields'
  | 'defaultSort'
  | 'recordRules'
  | 'actions'
>;

const inputViews = (field: ContractField): View[] =>
  field.input === 'always' ? ['create', 'edit'] : field.input === 'create' ? ['create'] : [];

/** The contract's fields, with its inputs on the forms and their rules; `looks` as contractFields. */
function fieldsWithInputs(
  contract: PagedListContract,
  looks: Record<string, FieldLook>,
  detailViews?: View[],
): FieldSchema[] {
  return contractFields(contract, looks, detailViews).map((schemaField, index) => {
    const field = contract.fields[index];
    if (!field.input) return schemaField;
    return {
      ...schemaField,
      views: [...schemaField.views, ...inputViews(field)],
      ...(field.rules ? { rules: field.rules, required: field.rules.required } : {}),
      ...(field.values && !schemaField.choices
        ? { choices: field.values.map((id) => ({ id, name: id })) }
        : {}),
    };
  });
}

const TEXTUAL = new Set(['text', 'email', 'address']);

/**
 * The values of `fields` the form holds (react-admin's record carries every column). A cleared
 * text input reads null in react-admin: it is sent as '' (the server's text is never null).
 */
const pick = (data: Record<string, unknown>, fields: ContractField[]) =>
  Object.fromEntries(
    fields
      .filter((f) => data[f.key] !== undefined)
      .map((f) => [f.key, data[f.key] === null && TEXTUAL.has(f.type) ? '' : data[f.key]]),
  );

export function contractResource(
  contract: PagedListContract,
  looks: Record<string, FieldLook> = {},
  /** Where a column shows beyond the grid (default the record page; none for a dialog form). */
  detailViews?: View[],
): ContractResource {
  const { writes } = contract;
  const noun = writes?.recordName.toLowerCase() ?? contract.name;
  const failed = (verb: string) => `${verb} ${noun} failed!`;
  const inputs = contract.fields.filter((field) => field.input);
  const editable = inputs.filter((field) => field.input === 'always');
  const can = (verb: 'create' | 'update' | 'delete') => Boolean(writes?.verbs.includes(verb));
  /** A verb's method and path as the contract declares them; the id in the path or as `_id`. */
  const route = (verb: 'create' | 'update' | 'delete') => {
    const { method, path } = writeRoute(writes!, verb);
    const inPath = idInPath({ method, path });
    const at = (id: string) => path.replace(/:id$/, encodeURIComponent(id));
    return { method, inPath, path: inPath ? at : path };
  };
  return {
    ...contractReads(contract, failed('Get')),
    ...(writes && { recordLabel: writes.recordName, recordName: noun }),
    fields: fieldsWithInputs(contract, looks, detailViews),
    defaultSort: contract.defaultSort,
    ...(writes?.rules && { recordRules: writes.rules }),
    ...(can('create') && {
      create: {
        method: route('create').method,
        path: route('create').path as string,
        body: ({ data }) => pick(data, inputs),
        errorMessage: failed('Create'),
      },
    }),
    ...(can('update') && {
      update: updateCall(route('update'), editable, failed('Update')),
    }),
    ...(can('delete') && {
      delete: deleteCall(route('delete'), failed('Delete')),
    }),
    ...(contract.table?.moves && { actions: tableMoveActions(contract) }),
  };
}

type Route = {
  method: 'POST' | 'PUT' | 'DELETE';
  inPath: boolean;
  path: string | ((id: string) => string);
};
const pathOf = (route: Route, id: string) =>
  typeof route.path === 'function' ? route.path(id) : route.path;

/** The change: the editable values, its id in the path or as the body's `_id`. */
function updateCall(route: Route, editable: ContractField[], errorMessage: string) {
  return {
    method: route.method,
    path: ({ id }: { id: string }) => pathOf(route, id),
    body: ({ id, data }: { id: string; data: Record<string, unknown> }) => ({
      ...(route.inPath ? {} : { _id: id }),
      ...pick(data, editable),
    }),
    errorMessage,
  };
}

/** The delete: its id in the path, or as the body's `_id` (a POST the API names). */
function deleteCall(route: Route, errorMessage: string) {
  return {
    method: route.method,
    path: ({ id }: { id: string }) => pathOf(route, id),
    ...(route.inPath ? {} : { body: ({ id }: { id: string }) => ({ _id: id }) }),
    errorMessage,
  };
}

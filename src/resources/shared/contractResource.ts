import type { ContractField, PagedListContract } from '../../contracts/resources/types';
import type { FieldSchema, ResourceSchema, View } from '../types';
import { contractFields, contractGetOne, contractList, type FieldLook } from './contractFields';

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
>;

const inputViews = (field: ContractField): View[] =>
  field.input === 'always' ? ['create', 'edit'] : field.input === 'create' ? ['create'] : [];

/** The contract's fields, with its inputs on the forms and their rules; `looks` as contractFields. */
function fieldsWithInputs(
  contract: PagedListContract,
  looks: Record<string, FieldLook>,
): FieldSchema[] {
  return contractFields(contract, looks).map((schemaField, index) => {
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

/** The values of `fields` the form holds (react-admin's record carries every column). */
const pick = (data: Record<string, unknown>, fields: ContractField[]) =>
  Object.fromEntries(
    fields.filter((f) => data[f.key] !== undefined).map((f) => [f.key, data[f.key]]),
  );

export function contractResource(
  contract: PagedListContract,
  looks: Record<string, FieldLook> = {},
): ContractResource {
  const { writes } = contract;
  const noun = writes?.recordName.toLowerCase() ?? contract.name;
  const failed = (verb: string) => `${verb} ${noun} failed!`;
  const inputs = contract.fields.filter((field) => field.input);
  const editable = inputs.filter((field) => field.input === 'always');
  const can = (verb: 'create' | 'update' | 'delete') => Boolean(writes?.verbs.includes(verb));
  const path = writes?.path ?? '';
  return {
    name: contract.name,
    ...(writes && { recordLabel: writes.recordName, recordName: noun }),
    list: contractList(contract, { errorMessage: failed('Get') }),
    getOne: contractGetOne(contract, failed('Get')),
    fields: fieldsWithInputs(contract, looks),
    defaultSort: contract.defaultSort,
    ...(can('create') && {
      create: {
        method: 'POST',
        path,
        body: ({ data }) => pick(data, inputs),
        errorMessage: failed('Create'),
      },
    }),
    ...(can('update') && {
      update: {
        method: 'PUT',
        path,
        body: ({ id, data }) => ({ _id: id, ...pick(data, editable) }),
        errorMessage: failed('Update'),
      },
    }),
    ...(can('delete') && {
      delete: {
        method: 'DELETE',
        path: ({ id }) => `${path}/${encodeURIComponent(id)}`,
        errorMessage: failed('Delete'),
      },
    }),
  };
}

import { Children, type ReactNode } from 'react';
import { DataTable, type RaRecord } from 'react-admin';
import type { FieldSchema, ResourceSchema } from '../types';
import { fieldFor } from './fieldFor';
import { showPathOf } from './routes';
import { actionsAt } from './actions/actionLogic';
import { SchemaActions, SchemaBulkActions } from './actions/SchemaActions';

const NO_WRAP = new Set<FieldSchema['type']>([
  'date',
  'datetime',
  'status',
  'money',
  'cryptoAmount',
  'percent',
  'number',
  'email',
  'address',
  'txHash',
]);

interface SchemaDataTableProps {
  schema: ResourceSchema;
  /** Default: the schema's `list` fields. */
  fields?: FieldSchema[];
  /** Extra columns (<DataTable.Col>) after the schema's, before the row actions. */
  children?: ReactNode;
}

/**
 * The grid of a resource: one column per field (through fieldFor), a row-actions column and a
 * bulk bar when the schema declares such actions. Exported so a resource that needs one more
 * column composes it (`<SchemaList schema={s}><SchemaDataTable schema={s}><DataTable.Col …/>`)
 * instead of rewriting the grid.
 */
export function SchemaDataTable({ schema, fields, children }: SchemaDataTableProps) {
  const columns = fields ?? schema.fields.filter((f) => f.views.includes('list'));
  const rowClick = (id: RaRecord['id']) => showPathOf(schema, id);
  const hasBulk = actionsAt(schema, 'bulk').length > 0;
  const hasRow = actionsAt(schema, 'row').length > 0;
  return (
    <DataTable
      rowClick={rowClick}
      bulkActionButtons={hasBulk ? <SchemaBulkActions schema={schema} /> : false}
      hover
    >
      {columns.map((field) => (
        <DataTable.Col
          key={field.source}
          source={field.source}
          label={field.label}
          disableSort={field.sortable === false || field.type === 'nested'}
          sx={NO_WRAP.has(field.type) ? { whiteSpace: 'nowrap' } : undefined}
        >
          {fieldFor(field)}
        </DataTable.Col>
      ))}
      {Children.toArray(children)}
      {hasRow ? (
        <DataTable.Col label="Actions" disableSort>
          <SchemaActions schema={schema} place="row" />
        </DataTable.Col>
      ) : null}
    </DataTable>
  );
}

import { useMemo, type ReactNode } from 'react';
import {
  DataTable,
  FilterButton,
  List,
  Pagination,
  TopToolbar,
  useListContext,
  type RaRecord,
} from 'react-admin';
import type { FieldSchema, ResourceSchema } from '../types';
import { buildFilters } from './filters';
import { fieldFor } from './fieldFor';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { showPathOf } from './routes';
import { ExportCsvButton } from './ExportCsvButton';

interface SchemaListProps {
  schema: ResourceSchema;
  /** Initial filter values (e.g. KYC opens on pending). */
  filterDefaultValues?: Record<string, unknown>;
  /** Replace the generic columns. */
  children?: ReactNode;
  title?: string;
}

/** The generic grid of a resource, driven by its schema's `list` fields. */
export function SchemaList({ schema, filterDefaultValues, children, title }: SchemaListProps) {
  const filters = useMemo(() => buildFilters(schema), [schema]);
  const listFields = schema.fields.filter((f) => f.views.includes('list'));
  const hasHiddenFilters = filters.some((f) => !(f.props as { alwaysOn?: boolean }).alwaysOn);

  return (
    <List
      resource={schema.name}
      title={title ?? schema.label}
      filters={filters}
      filterDefaultValues={filterDefaultValues}
      sort={schema.defaultSort}
      perPage={25}
      actions={<ListActions hasHiddenFilters={hasHiddenFilters} />}
      pagination={<ListPagination />}
      empty={
        <EmptyState
          title={`No ${schema.label.toLowerCase()} yet`}
          hint="Records appear here as soon as they exist."
        />
      }
      error={<ListError />}
      sx={listSx}
    >
      {children ?? <SchemaDataTable schema={schema} fields={listFields} />}
    </List>
  );
}

// Wide grids scroll inside their card instead of pushing the page (and its Export button) sideways.
const listSx = {
  minWidth: 0,
  '& .RaList-main': { minWidth: 0 },
  '& .RaList-content': { overflowX: 'auto' },
  '& .RaList-actions': { flexWrap: 'wrap', rowGap: 1 },
};
const NO_WRAP = new Set<FieldSchema['type']>([
  'date',
  'datetime',
  'status',
  'money',
  'number',
  'email',
]);

function SchemaDataTable({ schema, fields }: { schema: ResourceSchema; fields: FieldSchema[] }) {
  const rowClick = (id: RaRecord['id']) => showPathOf(schema, id);
  return (
    <DataTable rowClick={rowClick} bulkActionButtons={false} hover>
      {fields.map((field) => (
        <DataTable.Col
          key={field.source}
          source={field.source}
          label={field.label}
          disableSort={field.sortable === false}
          sx={NO_WRAP.has(field.type) ? { whiteSpace: 'nowrap' } : undefined}
        >
          {fieldFor(field)}
        </DataTable.Col>
      ))}
    </DataTable>
  );
}

function ListActions({ hasHiddenFilters }: { hasHiddenFilters: boolean }) {
  return (
    <TopToolbar>
      {hasHiddenFilters ? <FilterButton /> : null}
      <ExportCsvButton />
    </TopToolbar>
  );
}

/** No page controls over an error: the totals would be the last successful load's. */
function ListPagination() {
  const { error } = useListContext();
  return error ? null : <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />;
}

function ListError() {
  const { error, refetch } = useListContext();
  return (
    <ErrorState title="Could not load the list" error={error} onRetry={() => void refetch()} />
  );
}

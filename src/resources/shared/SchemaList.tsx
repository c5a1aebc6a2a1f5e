import { useMemo, type ReactElement, type ReactNode } from 'react';
import {
  CreateButton,
  FilterButton,
  List,
  Pagination,
  TopToolbar,
  useListContext,
} from 'react-admin';
import type { ResourceSchema } from '../types';
import { buildFilters } from './filters';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { ExportCsvButton } from './ExportCsvButton';
import { SchemaDataTable } from './SchemaDataTable';
import {
  defaultListSearch,
  ListFilterBar,
  ListUrlSync,
  useInitialListParams,
} from './wholeListParams';

interface SchemaListProps {
  schema: ResourceSchema;
  /** Initial filter values (e.g. KYC opens on pending). */
  filterDefaultValues?: Record<string, unknown>;
  /** Replace the generic columns (e.g. a <SchemaDataTable> with one extra column). */
  children?: ReactNode;
  title?: string;
}

/** The generic grid of a resource, driven by its schema's `list` fields. */
export function SchemaList({ schema, filterDefaultValues, children, title }: SchemaListProps) {
  const filters = useMemo(() => buildFilters(schema), [schema]);
  const listFields = schema.fields.filter((f) => f.views.includes('list'));
  const hasHiddenFilters = filters.some((f) => !(f.props as { alwaysOn?: boolean }).alwaysOn);
  // A whole list renders from memory first and writes the URL after (wholeListParams.tsx).
  const whole = schema.list.mode === 'whole';
  const fromUrl = useInitialListParams();

  return (
    <List
      resource={schema.name}
      title={title ?? schema.label}
      filters={whole ? <ListFilterBar filters={filters} debounce={false} /> : filters}
      filterDefaultValues={(whole && fromUrl.filter) || filterDefaultValues}
      sort={(whole && fromUrl.sort) || schema.defaultSort}
      perPage={(whole && fromUrl.perPage) || 25}
      disableSyncWithLocation={whole}
      actions={
        <ListActions
          filters={filters}
          hasHiddenFilters={hasHiddenFilters}
          canCreate={
            Boolean(schema.create) && schema.fields.some((f) => f.views.includes('create'))
          }
        />
      }
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
      {whole ? (
        <ListUrlSync defaults={defaultListSearch(filterDefaultValues, schema.defaultSort, 25)} />
      ) : null}
    </List>
  );
}

// Wide grids scroll inside their card instead of pushing the page (and its Export button) sideways.
const listSx = {
  minWidth: 0,
  '& .RaList-main': { minWidth: 0 },
  // The table scrolls, not the card: the bulk bar slides in above the card's top edge.
  '& .RaList-content': { minWidth: 0 },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '& .RaList-actions': { flexWrap: 'wrap', rowGap: 1 },
};
function ListActions({
  filters,
  hasHiddenFilters,
  canCreate,
}: {
  filters: ReactElement[];
  hasHiddenFilters: boolean;
  canCreate: boolean;
}) {
  return (
    <TopToolbar>
      {hasHiddenFilters ? <FilterButton filters={filters} /> : null}
      {canCreate ? <CreateButton /> : null}
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

import { useMemo, type ReactElement, type ReactNode } from 'react';
import { Button, Typography } from '@mui/material';
import { visuallyHidden } from './visuallyHidden';
import {
  CreateButton,
  FilterButton,
  ListBase,
  ListView,
  Loading,
  TopToolbar,
  useListContext,
} from 'react-admin';
import { useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { FieldSchema, ResourceSchema } from '../types';
import { BoundedPagination } from './BoundedPagination';
import { buildFilters, typedFilterSources } from './filters';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { ExportCsvButton } from './ExportCsvButton';
import { ListLinks } from './ListLinks';
import { ListActionButtons } from './actions/ListActionButton';
import { ColumnsChooser } from './ColumnsChooser';
import { DensityButton } from './gridDensity';
import { SavedQueriesButton } from './SavedQueriesButton';
import { firstPageParams, listParamsKey } from './firstPage';
import { PrefetchNextViews } from './PrefetchNextViews';
import { NewRecordsButton } from './NewRecordsButton';
import { useAllowedQuery } from './useAllowedQuery';
import { SchemaDataTable } from './SchemaDataTable';
import { ParamsInOrder } from './paramsInOrder';
import {
  defaultListSearch,
  ListFilterBar,
  ListUrlSync,
  useInitialListParams,
} from './wholeListParams';

interface SchemaListProps {
  schema: ResourceSchema;
  /** Initial filter values (default: the schema's `defaultFilter`). */
  filterDefaultValues?: Record<string, unknown>;
  /** Replace the generic columns (e.g. a <SchemaDataTable> with one extra column). */
  children?: ReactNode;
  title?: string;
  /** A screen's own widget for the toolbar (the audit chain's status); actions are declared (listActions). */
  toolbarExtras?: ReactNode;
}

/**
 * The generic grid of a resource, driven by its schema's `list` fields. A link that names a view
 * (a queue in the menu) opens it even over the same list: the grid starts again from that URL.
 */
export function SchemaList(props: SchemaListProps) {
  const { key, search } = useLocation();
  return <SchemaGrid key={search ? key : 'bare'} {...props} />;
}

function SchemaGrid({
  schema,
  filterDefaultValues,
  children,
  title,
  toolbarExtras,
}: SchemaListProps) {
  const first = firstPageParams(schema);
  const defaults = filterDefaultValues ?? first.filter;
  const filters = useMemo(() => buildFilters(schema), [schema]);
  const listFields = useMemo(() => schema.fields.filter((f) => f.views.includes('list')), [schema]);
  const hasHiddenFilters = filters.some((f) => !(f.props as { alwaysOn?: boolean }).alwaysOn);
  const perPage = first.pagination.perPage;
  // The grid renders from the store first and writes the URL after (wholeListParams.tsx).
  const storeKey = listParamsKey(schema.name);
  const fromUrl = useInitialListParams(storeKey);
  // A whole list filters in memory at each keystroke; a server list spaces what is typed.
  const typed = useMemo(
    () =>
      schema.list.mode === 'server'
        ? { sources: typedFilterSources(schema), delayMs: SERVER_TYPING_DELAY_MS }
        : undefined,
    [schema],
  );

  const enabled = useAllowedQuery(schema.name, 'list');

  // react-admin's <List> is this ListBase and ListView; the changes between them go in order.
  return (
    <ListBase
      resource={schema.name}
      queryOptions={{ enabled }}
      filterDefaultValues={fromUrl.filter || defaults}
      sort={fromUrl.sort || first.sort}
      perPage={fromUrl.perPage || perPage}
      disableSyncWithLocation
      storeKey={storeKey}
      authLoading={<Loading />}
      offline={false}
    >
      <ParamsInOrder askPages={schema.list.mode === 'server'}>
        {/* The title shows in the top bar; the page still starts with its heading for a screen
            reader's heading navigation. */}
        <Typography component="h1" sx={visuallyHidden}>
          {title ?? schema.label}
        </Typography>
        <ListView
          title={title ?? schema.label}
          filters={<ListFilterBar filters={filters} debounce={false} typed={typed} />}
          actions={
            <ListActions
              schema={schema}
              columns={listFields}
              filters={filters}
              hasHiddenFilters={hasHiddenFilters}
              canCreate={canCreate(schema)}
              extras={toolbarExtras}
            />
          }
          pagination={<ListPagination perPage={schema.list.perPage} />}
          empty={
            <EmptyState
              title={`No ${schema.label.toLowerCase()} yet`}
              hint="Records appear here as soon as they exist."
              actions={
                // What the toolbar would offer, so an empty list is not a dead end.
                canCreate(schema) ||
                schema.listLinks?.length ||
                schema.listActions?.length ||
                toolbarExtras ? (
                  <>
                    {canCreate(schema) ? <SchemaCreateButton schema={schema} /> : null}
                    <ListLinks links={schema.listLinks} />
                    <ListActionButtons schema={schema} />
                    {toolbarExtras}
                  </>
                ) : undefined
              }
            />
          }
          error={<ListError />}
          sx={listSx}
        >
          {children ?? (
            <SchemaDataTable
              schema={schema}
              fields={listFields}
              empty={<FilteredEmpty label={schema.label} />}
            />
          )}
          <ListUrlSync defaults={defaultListSearch(defaults, schema.defaultSort, perPage)} />
          {schema.list.mode === 'whole' ? <PrefetchNextViews fields={listFields} /> : null}
        </ListView>
      </ParamsInOrder>
    </ListBase>
  );
}

/** What the admin types into a server-paged list asks the server at most this often. */
const SERVER_TYPING_DELAY_MS = 250;

// Wide grids scroll inside their card instead of pushing the page (and its Export button) sideways.
const listSx = {
  minWidth: 0,
  '& .RaList-main': { minWidth: 0 },
  // The table scrolls, not the card: the bulk bar slides in above the card's top edge.
  '& .RaList-content': { minWidth: 0 },
  // The filters and the buttons wrap into rows; on a phone react-admin stacks them in one column
  // (a wrapping column would put the buttons in a second column, off the screen).
  '& .RaList-actions': { flexWrap: { xs: 'nowrap', sm: 'wrap' }, rowGap: 1 },
};
/** A whole list builds its CSV in the browser; a server list exports where its contract says so. */
const canExport = (schema: ResourceSchema) =>
  schema.list.mode === 'whole' || schema.list.csvExport === 'format';
const canCreate = (schema: ResourceSchema) =>
  Boolean(schema.create) && schema.fields.some((f) => f.views.includes('create'));

function ListActions({
  schema,
  columns,
  filters,
  hasHiddenFilters,
  canCreate,
  extras,
}: {
  schema: ResourceSchema;
  columns: FieldSchema[];
  filters: ReactElement[];
  hasHiddenFilters: boolean;
  canCreate: boolean;
  extras?: ReactNode;
}) {
  return (
    // Wraps within the page's width: on a phone the buttons take two rows, not a sideways scroll.
    <TopToolbar sx={{ flexWrap: 'wrap', rowGap: 1, minWidth: 0, maxWidth: '100%' }}>
      <NewRecordsButton />
      <ListLinks links={schema.listLinks} />
      <ListActionButtons schema={schema} />
      {extras}
      {/* Saved queries have their own button: this menu's would navigate to a URL the grid does not read. */}
      {hasHiddenFilters ? <FilterButton filters={filters} disableSaveQuery /> : null}
      <SavedQueriesButton />
      <ColumnsChooser fields={columns} hiddenByDefault={schema.hiddenColumns} />
      <DensityButton />
      {canCreate ? <SchemaCreateButton schema={schema} /> : null}
      {canExport(schema) ? <ExportCsvButton /> : null}
    </TopToolbar>
  );
}

/** Create (or what the form does: 'Invite admin') leads to the schema's spec create route when it declares one. */
const SchemaCreateButton = ({ schema }: { schema: ResourceSchema }) => (
  <CreateButton
    resource={schema.name}
    label={schema.createForm?.openLabel}
    to={schema.createPath ? `${paths.admin}/${schema.createPath}` : undefined}
  />
);

/** No page controls over an error: the totals would be the last successful load's. */
function ListPagination({ perPage = 25 }: { perPage?: number }) {
  const { error } = useListContext();
  const options = [...new Set([10, perPage, 25, 50, 100])].sort((a, b) => a - b);
  return error ? null : <BoundedPagination rowsPerPageOptions={options} />;
}

/** No row under the filters (the Approvals inbox opens on pending): say so, and offer them all. */
function FilteredEmpty({ label }: { label: string }) {
  const { setFilters } = useListContext();
  return (
    <EmptyState
      title={`No ${label.toLowerCase()} found`}
      hint="Nothing matches the current filters."
      actions={
        <Button size="small" onClick={() => setFilters({}, {})}>
          Clear filters
        </Button>
      }
    />
  );
}

function ListError() {
  const { error, refetch } = useListContext();
  return (
    <ErrorState title="Could not load the list" error={error} onRetry={() => void refetch()} />
  );
}

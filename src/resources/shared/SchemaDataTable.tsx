import { Children, useMemo, type ReactNode } from 'react';
import { useTheme } from '@mui/material/styles';
import { useMediaQuery } from '@mui/material';
import { DataTable, type RaRecord } from 'react-admin';
import type { FieldSchema, ResourceSchema } from '../types';
import { fieldFor } from './fieldFor';
import { gridCellFor } from './cellFor';
import { opensRecord, showPathOf } from './routes';
import { actionsAt } from './actions/actionLogic';
import { RowActions, SchemaBulkActions } from './actions/SchemaActions';
import { useActionRules } from './actions/actionRules';
import { SchemaTableBody } from './SchemaTableBody';
import { SchemaTableHead } from './SchemaTableHead';
import { leanGridStyles } from './gridStyles';
import { ACTIONS_CELL, fitClassOf, NO_WRAP_CELL } from './gridFit';
import { useGridDensityClass } from './gridDensity';
import { sortsBy } from './sortOrder';
import { PhoneCards } from './PhoneCards';

interface SchemaDataTableProps {
  schema: ResourceSchema;
  /** Default: the schema's `list` fields. */
  fields?: FieldSchema[];
  /** Extra columns (<DataTable.Col>) after the schema's, before the row actions. */
  children?: ReactNode;
  /**
   * Inside another record's page: read-only (no row or bulk actions: they live on the record's
   * own page), with its own column store, so the columns the admin hid in the grid still show.
   */
  embedded?: boolean;
  /** What an empty page shows (default: DataTable's own). */
  empty?: ReactNode;
  /** The table's accessible name. */
  label?: string;
  /** false: a row opens nothing (a card of a resource with no page of its records). */
  rowClick?: false;
}

/**
 * The grid of a resource: one column per field, a row-actions column and a bulk bar when the
 * schema declares such actions. Exported so a resource that needs one more column composes it
 * (`<SchemaList schema={s}><SchemaDataTable schema={s}><DataTable.Col …/>`) instead of rewriting
 * the grid. Cells come from `cellFor` (plain markup, rendered by SchemaTableBody's lean rows)
 * where the field type has one, else from `fieldFor`'s component.
 */
export function SchemaDataTable({
  schema,
  fields,
  children,
  embedded,
  empty,
  label,
  rowClick: click,
}: SchemaDataTableProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const sx = useMemo(() => leanGridStyles(theme), [theme]);
  const rules = useActionRules(schema);
  // Checkboxes and a bulk bar only where the role has a bulk action to run on the selection.
  const hasBulk = !embedded && actionsAt(schema, 'bulk').some(rules.mayRun);
  const densityClass = useGridDensityClass();
  // The same column elements from render to render: the lean rows compare them to skip work.
  const columns = useMemo(() => {
    const shown = fields ?? schema.fields.filter((f) => f.views.includes('list'));
    const hasRow = !embedded && actionsAt(schema, 'row').length > 0;
    return [
      ...shown.map((field) => {
        const cell = gridCellFor(field);
        // One line per row: free text is cut at its type's width, figures are kept whole.
        // A chip after the value is kept whole: the cell is not cut, only kept on one line.
        const fit = field.chip ? NO_WRAP_CELL : fitClassOf(field.wide ? 'wide' : field.type);
        return (
          <DataTable.Col
            key={field.source}
            source={field.source}
            label={field.label}
            disableSort={!sortsBy(field)}
            headerClassName={fit}
            cellClassName={fit}
            render={cell ?? undefined}
          >
            {cell ? undefined : fieldFor(field)}
          </DataTable.Col>
        );
      }),
      ...Children.toArray(children),
      hasRow ? (
        <DataTable.Col
          key="actions"
          label="Actions"
          disableSort
          headerClassName={ACTIONS_CELL}
          cellClassName={ACTIONS_CELL}
        >
          <RowActions schema={schema} rules={rules} />
        </DataTable.Col>
      ) : null,
    ];
  }, [schema, fields, children, embedded, rules]);
  // A resource without a record page: its rows open nothing (and do not look clickable).
  const rowClick = useMemo(
    () => (opensRecord(schema) ? (id: RaRecord['id']) => showPathOf(schema, id) : false),
    [schema],
  );
  // A grid of its own on a phone; a table inside a record's page keeps its own scroll.
  if (phone && !embedded && !children)
    return (
      <PhoneCards
        schema={schema}
        fields={fields ?? schema.fields.filter((f) => f.views.includes('list'))}
        empty={empty}
      />
    );
  return (
    <DataTable
      // The schema's resource, also where none is in context (a RecordsTable's records).
      resource={schema.name}
      rowClick={click ?? rowClick}
      aria-label={label}
      bulkActionButtons={hasBulk ? <SchemaBulkActions schema={schema} /> : false}
      hover
      head={SchemaTableHead}
      body={SchemaTableBody}
      className={densityClass}
      storeKey={embedded ? `${schema.name}.embedded` : undefined}
      hiddenColumns={schema.hiddenColumns}
      empty={empty}
      sx={sx}
    >
      {columns}
    </DataTable>
  );
}

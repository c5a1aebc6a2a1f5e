import { Children, isValidElement, memo, type ReactNode } from 'react';
import { TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import {
  DataTableClasses,
  FieldTitle,
  SelectPageCheckbox,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableSortContext,
  useDataTableStoreContext,
  useResourceContext,
  useStore,
  useTranslate,
  useTranslateLabel,
  type DataTableColumnProps,
} from 'react-admin';
import { nextOrder } from './sortOrder';

/**
 * react-admin's DataTable head with the same cells, classes, sort labels and select-page
 * checkbox, but the sort hint is the sort label's `title` instead of a MUI Tooltip. An open
 * Tooltip's Popper measures its anchor on every render (a forced layout): the header re-renders
 * while a sort or a page change paints its rows, and the hint of the header just clicked is open
 * then, which added ~30 ms to that long task. The accessible name stays the hint ("Sort by name
 * descending"), as the Tooltip gave it.
 */
export const SchemaTableHead = memo(function SchemaTableHead({
  children,
}: {
  children?: ReactNode;
}) {
  const { hasBulkActions = false } = useDataTableConfigContext();
  const { handleToggleItem } = useDataTableCallbacksContext();
  return (
    <TableHead className={DataTableClasses.thead}>
      <TableRow className={`${DataTableClasses.row} ${DataTableClasses.headerRow}`}>
        {hasBulkActions && handleToggleItem ? (
          <TableCell padding="checkbox" variant="head" className={DataTableClasses.headerCell}>
            <SelectPageCheckbox />
          </TableCell>
        ) : null}
        {Children.map(children, (child) =>
          isValidElement<DataTableColumnProps>(child) ? <HeadCell {...child.props} /> : child,
        )}
      </TableRow>
    </TableHead>
  );
});

function HeadCell({
  source,
  label,
  align,
  disableSort,
  sortByOrder,
  className,
  headerClassName,
}: DataTableColumnProps) {
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [hidden] = useStore<string[]>(storeKey, defaultHiddenColumns);
  const sort = useDataTableSortContext();
  const { handleSort } = useDataTableCallbacksContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  if (hidden.includes(source ?? (label as string))) return null;

  const title = <FieldTitle label={label} source={source} resource={resource} />;
  const classes = [DataTableClasses.headerCell, className, headerClassName, `column-${source}`];
  const sortable = handleSort && sort && !disableSort && source;
  let content = title;
  if (sortable) {
    const next = nextOrder(sort, source, sortByOrder);
    const fieldLabel = translateLabel({
      label: typeof label === 'string' ? label : undefined,
      resource,
      source,
    });
    const hint = translate('ra.sort.sort_by', {
      field: fieldLabel,
      field_lower_first: typeof fieldLabel === 'string' ? lowerFirst(fieldLabel) : undefined,
      order: translate(`ra.sort.${next}`),
      _: translate('ra.action.sort'),
    });
    content = (
      <TableSortLabel
        active={sort.field === source}
        direction={sort.order === 'ASC' ? 'asc' : 'desc'}
        data-field={source}
        data-order={sortByOrder ?? 'ASC'}
        onClick={handleSort}
        title={hint}
        aria-label={hint}
      >
        {title}
      </TableSortLabel>
    );
  }
  return (
    <TableCell variant="head" align={align} className={classes.filter(Boolean).join(' ')}>
      {content}
    </TableCell>
  );
}

/** "Sort by amount", but "Sort by USD value": an acronym keeps its capitals. */
export const lowerFirst = (label: string) =>
  /^[A-Z]{2}/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);

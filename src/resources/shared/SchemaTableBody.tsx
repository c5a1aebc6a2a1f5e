import {
  Children,
  isValidElement,
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { TableBody } from '@mui/material';
import {
  RecordContextProvider,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableDataContext,
  useDataTableSelectedIdsContext,
  useDataTableStoreContext,
  useGetPathForRecordCallback,
  useNavigate,
  useResourceContext,
  useResourceDefinition,
  useStore,
  useTranslate,
  type DataTableColumnProps,
  type RaRecord,
} from 'react-admin';
import { LEAN_CELL, LEAN_CHECKBOX, LEAN_ROW } from './gridStyles';
import { titleCutCell } from './gridFit';

/**
 * react-admin's DataTable body, lean: the same rows, classes, row click, selection checkbox and
 * hidden columns, but a column that declares `render` (cellFor.tsx) becomes a plain <td> styled
 * once by the grid (gridStyles.ts) instead of DataTableCell > TableCell > Field > Typography, each
 * with its own emotion style. Rows are memoised and keyed by position: a new page or sort updates
 * the 25 rows in place (text changes; a checkbox re-renders only when its own value changes),
 * and a render with the same records (react-query's placeholder) skips them all.
 * A column whose cell is a component (widgets: a person, copy buttons, row actions) gets the same
 * plain <td> around it, with the row's record in context, instead of react-admin's DataTableCell
 * (a memo, a store subscription and MUI's TableCell, four components and their styles, per cell).
 * A column that asks for more of DataTableCell (sx, cellSx, align…) keeps it.
 */
export const SchemaTableBody = memo(function SchemaTableBody({
  children,
}: {
  children?: ReactNode;
}) {
  const data = useDataTableDataContext();
  const { hasBulkActions, hover = true } = useDataTableConfigContext();
  const { handleToggleItem, isRowSelectable, rowClick } = useDataTableCallbacksContext();
  const selectedIds = useDataTableSelectedIdsContext();
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [hiddenColumns] = useStore<string[]>(storeKey, defaultHiddenColumns);
  const resource = useResourceContext() ?? '';
  const { hasShow, hasEdit } = useResourceDefinition();
  const getPathForRecord = useGetPathForRecordCallback();
  const navigate = useNavigate();
  const translate = useTranslate();

  const columns = useMemo(() => columnsOf(children, hiddenColumns), [children, hiddenColumns]);

  // The handlers read the latest props through a ref, so they stay the same functions and the
  // memoised rows and checkboxes do not re-render for them.
  const latest = useRef({ data, handleToggleItem, isRowSelectable, rowClick, resource });
  useLayoutEffect(() => {
    latest.current = { data, handleToggleItem, isRowSelectable, rowClick, resource };
  });
  const onToggle = useCallback((index: number, event: MouseEvent) => {
    const { data: rows, handleToggleItem: toggle, isRowSelectable: selectable } = latest.current;
    const record = rows?.[index];
    if (!record || !toggle || (selectable && !selectable(record))) return;
    toggle(record.id, event);
    event.stopPropagation();
  }, []);
  const onRowClick = useCallback(
    async (index: number, event: MouseEvent) => {
      const { data: rows, rowClick: click, resource: name } = latest.current;
      const record = rows?.[index];
      if (!record) return;
      const link = await (typeof click === 'function' ? click(record.id, name, record) : click);
      if (link === 'toggleSelection') return onToggle(index, event);
      if (link === 'expand') return; // this body has no expand panels (DataTable's own has)
      const path = await getPathForRecord({ record, resource: name, link });
      if (path === false || path == null) return;
      navigate(path, { state: { _scrollToTop: true } });
    },
    [getPathForRecord, navigate, onToggle],
  );

  const clickable = Boolean(rowClick ?? (hasShow || hasEdit));
  const rowClass = [
    'MuiTableRow-root',
    hover ? 'MuiTableRow-hover' : '',
    LEAN_ROW,
    'RaDataTable-row',
    clickable ? 'RaDataTable-clickableRow' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const checkboxLabel = translate('ra.action.select_row', { _: 'Select this row' });
  const checkboxes = Boolean(hasBulkActions && handleToggleItem);

  return (
    <TableBody
      className="datatable-body RaDataTable-tbody"
      onMouseOver={(event) => titleCutCell(event.target)}
    >
      {data?.map((record, index) => {
        const selectable = !isRowSelectable || isRowSelectable(record);
        return (
          <LeanRow
            // By position: a page change updates rows in place instead of replacing them.
            key={index}
            index={index}
            record={record}
            columns={columns}
            className={`${rowClass} ${index % 2 === 0 ? 'RaDataTable-rowEven' : 'RaDataTable-rowOdd'}${selectable ? ' RaDataTable-selectable' : ''}`}
            checkbox={checkboxes}
            checkboxLabel={checkboxLabel}
            selectable={selectable}
            selected={Boolean(selectedIds?.includes(record.id))}
            onToggle={onToggle}
            onRowClick={onRowClick}
            clickable={clickable}
          />
        );
      })}
    </TableBody>
  );
});

interface LeanColumn {
  key: string;
  /** The cell's content from its record (a plain-markup column), else null. */
  render: ((record: RaRecord) => ReactNode) | null;
  /** The cell's component, reading the record from context (a widget column), else null. */
  content: ReactNode;
  className: string;
  /** Rendered as it is (react-admin's cell) when the column is neither of the above. */
  element: ReactElement<DataTableColumnProps>;
}

/** The column props a plain <td> honours; any other (sx, cellSx, align…) needs DataTableCell. */
const LEAN_PROPS = new Set([
  'source',
  'label',
  'disableSort',
  'sortByOrder',
  'className',
  'headerClassName',
  'cellClassName',
  'render',
  'children',
]);

/** The visible columns in the order DataTable hands them over. */
function columnsOf(children: ReactNode, hidden: string[]): LeanColumn[] {
  const columns: LeanColumn[] = [];
  Children.forEach(children, (child, position) => {
    if (!isValidElement<DataTableColumnProps>(child)) return;
    const props = child.props;
    const name = props.source ?? (props.label as string | undefined);
    if (name !== undefined && hidden.includes(name)) return;
    // A column described by `render` or by its children alone is lean.
    const plain = Object.keys(props).every((prop) => LEAN_PROPS.has(prop));
    const render = plain && props.render && !props.children ? props.render : null;
    const content = plain && !props.render && props.children ? props.children : null;
    const classes = [
      'MuiTableCell-root MuiTableCell-body MuiTableCell-sizeSmall',
      LEAN_CELL,
      'RaDataTable-rowCell',
      props.className,
      props.cellClassName,
      `column-${props.source}`,
    ];
    columns.push({
      key: String(child.key ?? name ?? position),
      render: render as LeanColumn['render'],
      content,
      className: classes.filter(Boolean).join(' '),
      element: child,
    });
  });
  return columns;
}

interface LeanRowProps {
  index: number;
  record: RaRecord;
  columns: LeanColumn[];
  className: string;
  checkbox: boolean;
  checkboxLabel: string;
  selectable: boolean;
  selected: boolean;
  onToggle: (index: number, event: MouseEvent) => void;
  onRowClick: (index: number, event: MouseEvent) => void;
  /** The row opens its record: it takes the focus, and Enter opens it as a click does. */
  clickable: boolean;
}

const LeanRow = memo(function LeanRow({
  index,
  record,
  columns,
  className,
  checkbox,
  checkboxLabel,
  selectable,
  selected,
  onToggle,
  onRowClick,
  clickable,
}: LeanRowProps) {
  const cells = columns.map((column) =>
    column.render ? (
      <td key={column.key} className={column.className}>
        {column.render(record)}
      </td>
    ) : column.content ? (
      <td key={column.key} className={column.className}>
        <RecordContextProvider value={record}>{column.content}</RecordContextProvider>
      </td>
    ) : (
      <RecordContextProvider key={column.key} value={record}>
        {column.element}
      </RecordContextProvider>
    ),
  );
  return (
    <tr
      className={className}
      onClick={(event) => void onRowClick(index, event)}
      tabIndex={clickable ? 0 : undefined}
      onKeyDown={(event) => {
        // The row's own Enter, not one on a button or a link inside it.
        if (clickable && event.key === 'Enter' && event.target === event.currentTarget)
          void onRowClick(index, event as unknown as MouseEvent);
      }}
    >
      {checkbox ? (
        <td
          className={`MuiTableCell-root MuiTableCell-body MuiTableCell-paddingCheckbox MuiTableCell-sizeSmall ${LEAN_CELL}`}
        >
          <RowCheckbox
            index={index}
            label={checkboxLabel}
            checked={selectable && selected}
            disabled={!selectable}
            onToggle={onToggle}
          />
        </td>
      ) : null}
      {cells}
    </tr>
  );
});

/**
 * react-admin's SelectRowCheckbox as MUI's Checkbox markup and classes, styled once by the grid
 * (`leanGridStyles`): MUI's Checkbox is ~14 components a row (SwitchBase, ButtonBase, an icon,
 * their emotion styles), mounted again for every new page. The theme turns MUI's ripple off and
 * outlines a focused control; the grid's rules do the same.
 */
const RowCheckbox = memo(function RowCheckbox({
  index,
  label,
  checked,
  disabled,
  onToggle,
}: {
  index: number;
  label: string;
  checked: boolean;
  disabled: boolean;
  onToggle: (index: number, event: MouseEvent) => void;
}) {
  const state = `${checked ? ' Mui-checked' : ''}${disabled ? ' Mui-disabled' : ''}`;
  return (
    <span
      className={`MuiButtonBase-root MuiCheckbox-root MuiCheckbox-colorPrimary MuiCheckbox-sizeMedium PrivateSwitchBase-root${state} select-item RaDataTable-checkbox ${LEAN_CHECKBOX}`}
    >
      <input
        type="checkbox"
        className="PrivateSwitchBase-input"
        aria-label={label}
        checked={checked}
        disabled={disabled}
        // The click (or Space) toggles the row, with Shift a range; the input shows the selection.
        onClick={(event) => onToggle(index, event)}
        onChange={ignoreChange}
      />
      <svg
        className="MuiSvgIcon-root MuiSvgIcon-fontSizeMedium"
        focusable="false"
        aria-hidden="true"
        viewBox="0 0 24 24"
      >
        <path d={checked ? CHECKED_BOX : BLANK_BOX} />
      </svg>
    </span>
  );
});

const ignoreChange = () => undefined;
// MUI's CheckBox and CheckBoxOutlineBlank icons (@mui/material/internal/svg-icons).
const CHECKED_BOX =
  'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z';
const BLANK_BOX =
  'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z';

import type { CSSObject, Palette } from '@mui/material/styles';
import type { FieldType } from '../types';

/**
 * Grids that fit a laptop screen (1366-1440 px): one line per row. A value that can be read only
 * whole (an amount, a date, a chip, an already shortened address) never wraps and is never cut;
 * free text (a subject, a name, an e-mail) stops at its type's width with an ellipsis, and the
 * row shows it whole on hover (SchemaTableBody) and on the record's page. The table scrolls
 * inside its card, both ways, under a sticky header, so its last column is reached with a
 * scrollbar that is on screen.
 */
export const NO_WRAP_CELL = 'SchemaGrid-nowrap';
export const CLIP_CELL = 'SchemaGrid-clip';
/** The row actions: on one line, pinned to the right edge of a grid wider than its card. */
export const ACTIONS_CELL = 'SchemaGrid-actions';
/** DataTable's class when the admin chose compact rows (gridDensity.tsx). */
export const COMPACT_GRID = 'SchemaGrid-compact';

/** The widest a free-text column grows, per field type (px); longer values end in an ellipsis. */
const CLIP_WIDTH: Partial<Record<FieldType | 'wide', number>> = {
  text: 260,
  email: 260,
  // The e-mail and its copy button: the e-mail is cut, the button stays.
  person: 300,
  reference: 200,
  tags: 220,
  changes: 360,
  // A field declared `wide`: the sentence that says what the row is.
  wide: 560,
};

/** The cell class of a field type: cut at a width, or kept whole on one line. */
export function fitClassOf(type: FieldType | 'wide'): string {
  const width = CLIP_WIDTH[type];
  return width ? `${CLIP_CELL} ${CLIP_CELL}-${type}` : NO_WRAP_CELL;
}

/**
 * The table's own scroll box: the page around it (app bar, title, filters, toolbar above;
 * pagination below) takes about this much of the window's height.
 */
const PAGE_CHROME_PX = 250;
/** On a short window the grid still shows a useful number of rows; the page scrolls. */
const MIN_GRID_HEIGHT_PX = 320;

// Lengths are strings: in an `sx` object MUI reads a bare number for padding or margin as theme
// spacing (2 would be 16 px).
export function gridFitStyles(palette: Palette): CSSObject {
  const clipWidths = Object.fromEntries(
    Object.entries(CLIP_WIDTH).map(([type, width]) => [
      `& td.${CLIP_CELL}-${type}, & th.${CLIP_CELL}-${type}`,
      { maxWidth: width },
    ]),
  );
  return {
    '& .RaDataTable-tableWrapper': {
      overflow: 'auto',
      maxHeight: `max(${MIN_GRID_HEIGHT_PX}px, calc(100dvh - ${PAGE_CHROME_PX}px))`,
    },
    // Every cell, headers and widgets (row actions, references) included, stays on one line.
    '& td, & th': { whiteSpace: 'nowrap' },
    [`& td.${CLIP_CELL}`]: { overflow: 'hidden', textOverflow: 'ellipsis' },
    // Approve stays in reach on a wide grid (withdrawals: ~2 200 px): the column sticks to the
    // right edge, opaque, over the columns scrolling under it; the row's hover shows through.
    [`& td.${ACTIONS_CELL}, & th.${ACTIONS_CELL}`]: {
      position: 'sticky',
      right: 0,
      backgroundColor: palette.background.paper,
      boxShadow: `inset 1px 0 0 ${palette.divider}`,
    },
    [`& td.${ACTIONS_CELL}`]: { zIndex: 1 },
    [`& th.${ACTIONS_CELL}`]: { zIndex: 3 },
    [`& tr:hover > td.${ACTIONS_CELL}`]: {
      backgroundImage: `linear-gradient(${palette.action.hover}, ${palette.action.hover})`,
    },
    [`& td.${ACTIONS_CELL} > *`]: { flexWrap: 'nowrap' },
    // A row reached with Tab shows where the keyboard is (Enter opens it).
    '& tr.RaDataTable-clickableRow:focus-visible': {
      outline: `2px solid ${palette.primary.main}`,
      outlineOffset: '-2px',
    },
    ...clipWidths,
    // An audit entry's changes (ChangesView: one line per column) run on as one cut line.
    [`& td.${CLIP_CELL}-changes dl`]: {
      display: 'block',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    },
    [`& td.${CLIP_CELL}-changes dl > *, & td.${CLIP_CELL}-changes dl > * > *`]: {
      display: 'inline',
      marginRight: '6px',
    },
    // Its "and 2 more" would take a second line: the ellipsis says it, the row's page shows all.
    [`& td.${CLIP_CELL}-changes dl + *`]: { display: 'none' },
    // Compact rows: less padding, the same type size (a row of chips is ~29 px instead of ~37).
    [`&.${COMPACT_GRID} td, &.${COMPACT_GRID} th`]: { paddingTop: '2px', paddingBottom: '2px' },
    [`&.${COMPACT_GRID} td:not(.MuiTableCell-paddingCheckbox), &.${COMPACT_GRID} th:not(.MuiTableCell-paddingCheckbox)`]:
      { paddingLeft: '10px', paddingRight: '10px' },
    [`&.${COMPACT_GRID} .MuiChip-root`]: { height: '22px' },
  };
}

/**
 * Hovering a cut cell gives it its whole text as a title (the browser's own tooltip): one handler
 * on the grid's body instead of a Tooltip per cell. Read at each hover, because rows are reused
 * by position and a cell's text changes with the page.
 */
export function titleCutCell(target: EventTarget | null) {
  const cell = target instanceof Element ? target.closest(`td.${CLIP_CELL}`) : null;
  if (!(cell instanceof HTMLElement)) return;
  const text = cell.textContent?.trim() ?? '';
  if (text && cell.scrollWidth > cell.clientWidth) cell.title = text;
  else cell.removeAttribute('title');
}

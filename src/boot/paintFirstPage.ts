import { EMPTY } from '../resources/shared/fieldBasics';
import {
  dateCellText,
  numberCellText,
  statusChipOf,
  textCellText,
} from '../resources/shared/cellText';
import type { FirstPageColumn, FirstPageManifest } from './firstPageManifest';
import { firstPageCss } from './firstPageStyles';

/** The painted page's element id: the takeover removes it, tests and screenshots find it. */
export const FIRST_ROWS_ID = 'first-rows';

/** The columnar first page (`?format=columns`): one array per field, times as epoch ms. */
export interface ColumnarPage {
  columns: Record<string, unknown[]>;
}

export function isColumnarPage(result: unknown): result is ColumnarPage {
  const columns = (result as { columns?: unknown } | null)?.columns;
  return (
    typeof columns === 'object' && columns !== null && Object.values(columns).every(Array.isArray)
  );
}

/**
 * A lean, read-only first page of a list: the app bar and sidebar frame, and the grid's header
 * and rows with the cells the grid shows (the same texts as cellFor.tsx, through cellText.ts),
 * on the grid's pixels, in the theme's colours. Plain DOM: it is painted before React, MUI and
 * react-admin have loaded, and removed when the real grid has its rows (firstRows.ts).
 */
export function paintFirstPage(
  doc: Document,
  manifest: FirstPageManifest,
  page: ColumnarPage,
  mode: 'light' | 'dark',
): HTMLElement {
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string) => {
    const node = doc.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const root = el('div');
  root.id = FIRST_ROWS_ID;
  root.setAttribute('aria-busy', 'true');
  const style = el('style', undefined, firstPageCss(mode));
  const bar = el('div', 'fr-bar', manifest.title);
  const main = el('div', 'fr-main');
  const card = el('div', 'fr-card');
  const scroll = el('div', 'fr-scroll');
  const table = el('table');
  const headRow = el('tr');
  if (manifest.selectable) headRow.append(checkboxCell(el('th', 'fr-check'), el));
  for (const column of manifest.columns) {
    const th = el('th', fitClass(column));
    if (column.sortable) {
      // MUI's sort label: a flex box keeping room for its arrow (shown on hover and once sorted).
      const sorted = column.source === manifest.sort.field;
      const label = el('span', sorted ? 'fr-sortable fr-sorted' : 'fr-sortable', column.label);
      label.append(sorted ? sortArrow(doc, manifest.sort.order) : el('span', 'fr-arrow'));
      th.append(label);
    } else th.textContent = column.label;
    headRow.append(th);
  }
  const body = el('tbody');
  const rows = Math.min(manifest.perPage, rowCount(page));
  for (let i = 0; i < rows; i++) {
    const row = el('tr');
    if (manifest.selectable) row.append(checkboxCell(el('td', 'fr-check'), el));
    for (const column of manifest.columns) {
      const td = el('td', fitClass(column));
      td.append(cellContent(column, page.columns[column.source]?.[i], el));
      row.append(td);
    }
    body.append(row);
  }
  const head = el('thead');
  head.append(headRow);
  table.append(head, body);
  scroll.append(table);
  card.append(scroll);
  main.append(el('div', 'fr-toolbar'), card);
  root.append(style, bar, el('div', 'fr-side'), main);
  return root;
}

export const rowCount = (page: ColumnarPage): number => Object.values(page.columns)[0]?.length ?? 0;

const SVG = 'http://www.w3.org/2000/svg';

/** MUI's ArrowDownward, turned up for an ascending sort (TableSortLabel's icon). */
function sortArrow(doc: Document, order: 'ASC' | 'DESC'): Element {
  const svg = doc.createElementNS(SVG, 'svg');
  svg.setAttribute('class', order === 'ASC' ? 'fr-arrow fr-arrow-up' : 'fr-arrow');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const path = doc.createElementNS(SVG, 'path');
  path.setAttribute('d', 'M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z');
  svg.append(path);
  return svg;
}

type Make = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  text?: string,
) => HTMLElementTagNameMap[K];

function checkboxCell(cell: HTMLElement, el: Make): HTMLElement {
  cell.append(el('span', 'fr-box'));
  return cell;
}

/** Free text is cut at a width, the rest kept whole (gridFit.ts). */
const fitClass = (column: FirstPageColumn) =>
  column.type === 'text' || column.type === 'email' ? 'fr-clip' : '';

function cellContent(column: FirstPageColumn, value: unknown, el: Make): Node {
  switch (column.type) {
    case 'text':
      return el('span', undefined, textCellText(value) ?? EMPTY);
    case 'number':
      return el('span', undefined, numberCellText(value) ?? EMPTY);
    case 'date':
    case 'datetime':
      return el('span', undefined, dateCellText(value, column.type === 'datetime') ?? EMPTY);
    case 'email': {
      if (value == null) return el('span', undefined, EMPTY);
      const link = el('a', 'fr-link', String(value));
      link.href = `mailto:${String(value)}`;
      return link;
    }
    case 'status': {
      const chip = statusChipOf(value as string | null | undefined, column.choices ?? []);
      if (!chip) return el('span', undefined, EMPTY);
      return el('span', `fr-chip fr-chip-${chip.color}`, chip.label);
    }
  }
}

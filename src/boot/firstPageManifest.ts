import type { Choice, FieldType } from '../resources/fieldSchema';
import manifest from './firstPages.json';

/**
 * What the boot script (firstRows.ts) knows of a list before the admin has loaded: for each
 * whole list whose default page it may paint, the request the grid makes for that page and the
 * columns the grid shows. Derived from the resource schemas (deriveFirstPages.ts) and written to
 * firstPages.json, because the schema registry is far too heavy for the boot path; a unit test
 * fails when the two disagree (tests/unit/boot/firstPageManifest.test.ts).
 */
export interface FirstPageManifest {
  /** The list's screen title (the schema's label). */
  title: string;
  /** The grid's first-page call, as `firstPageCall` builds it (firstPageCall.ts). */
  request: { method: string; path: string; query: Record<string, string | number> };
  /** The default sort: its column's header shows the sort arrow. */
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** Rows on the first page (the schema's page size). */
  perPage: number;
  /** The grid has a checkbox column (the schema declares bulk actions). */
  selectable: boolean;
  columns: FirstPageColumn[];
}

export interface FirstPageColumn {
  source: string;
  label: string;
  type: PaintedType;
  /** The header holds a sort control, whose (hidden) arrow widens the column. */
  sortable: boolean;
  choices?: Choice[];
}

/** The field types whose grid cell the boot painter draws exactly as the grid's (cellFor.tsx). */
export const PAINTED_TYPES = ['text', 'email', 'number', 'date', 'datetime', 'status'] as const;
export type PaintedType = (typeof PAINTED_TYPES)[number] & FieldType;

export const firstPages = manifest as Record<string, FirstPageManifest>;

/** The list parameters react-admin keeps in a list URL: a URL with any of them is not the default page. */
export const LIST_PARAMS = ['filter', 'sort', 'order', 'page', 'perPage'];

import { isPlainObject, rowsOf, withId } from './endpoint';

/**
 * The columnar answer of a whole-list endpoint (`?format=columns`, server/routes/wholeListFormat.ts):
 * one array per field in list order, timestamps as epoch milliseconds. The engine sorts and
 * filters straight from these arrays; a record object is built only for the rows a page shows.
 */
export interface ColumnarResult {
  /** Rows of the whole list (with `limit`, more than the arrays hold). */
  total: number;
  /** Fields sent as epoch milliseconds; records carry them as ISO text, as the record form does. */
  epochMs: string[];
  columns: Record<string, unknown[]>;
}

export function isColumnar(result: unknown): result is ColumnarResult {
  return (
    isPlainObject(result) &&
    isPlainObject(result.columns) &&
    Array.isArray(result.epochMs) &&
    Object.values(result.columns).every(Array.isArray)
  );
}

/** The rows the engine reads: a record per position, and a field's values when it has them. */
export interface RowSource<R> {
  readonly length: number;
  row(index: number): R;
  /** The field's values in row order, or undefined when the source has no such column. */
  column(source: string): unknown[] | undefined;
}

export type AnyRecord = Record<string, unknown> & { id: string | number };

/** Records as they came (the spec's array form). */
export function arraySource<R>(rows: readonly R[]): RowSource<R> {
  return { length: rows.length, row: (i) => rows[i], column: () => undefined };
}

/** A columnar answer as rows; `id` is the `_id` column, as `withId` makes it for records. */
export function columnSource(result: ColumnarResult): RowSource<AnyRecord> {
  const names = Object.keys(result.columns);
  const times = new Set(result.epochMs);
  const length = names.length ? result.columns[names[0]].length : 0;
  const idColumn = result.columns.id ?? result.columns._id;
  return {
    length,
    row(i) {
      const record: Record<string, unknown> = {};
      for (const name of names) {
        const value = result.columns[name][i];
        record[name] =
          times.has(name) && typeof value === 'number' ? new Date(value).toISOString() : value;
      }
      return withId(record) as AnyRecord;
    },
    column: (source) => (source === 'id' ? idColumn : result.columns[source]),
  };
}

/** Records of either form: the columnar one, or the array (and its usual wrappers). */
export function recordsOf(result: unknown): AnyRecord[] | null {
  if (isColumnar(result)) {
    const source = columnSource(result);
    return Array.from({ length: source.length }, (_, i) => source.row(i));
  }
  return rowsOf(result)?.map(withId) as AnyRecord[] | null;
}

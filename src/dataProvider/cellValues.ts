/** How the whole-list engine reads a cell: by path, as a number, a time or a text to sort and filter. */

export type SortKind = 'number' | 'time' | 'boolean' | 'string';

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}|$)/;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function kindOfType(type: string): SortKind {
  switch (type) {
    case 'number':
    case 'money':
    case 'cryptoAmount':
    case 'percent':
      return 'number';
    case 'date':
    case 'datetime':
      return 'time';
    case 'boolean':
      return 'boolean';
    default:
      return 'string';
  }
}

export function cellNumber(value: unknown, kind: 'number' | 'time' | 'boolean'): number {
  if (value === undefined || value === null || value === '') return NaN;
  if (kind === 'boolean')
    return value === true || value === 'true' ? 1 : value === false || value === 'false' ? 0 : NaN;
  if (kind === 'time') {
    if (typeof value === 'number') return value;
    return value instanceof Date ? value.getTime() : Date.parse(String(value));
  }
  return typeof value === 'number' ? value : Number(value);
}

/** A date-only bound covers its whole local day: `_gte` from 00:00, `_lte` until 23:59:59.999. */
export function timeBound(value: unknown, bound: 'gte' | 'lte'): number {
  const text = String(value);
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const [, y, m, d] = dateOnly.map(Number);
    return bound === 'gte'
      ? new Date(y, m - 1, d).getTime()
      : new Date(y, m - 1, d + 1).getTime() - 1;
  }
  return Date.parse(text);
}

export function getter(source: string): (row: Record<string, unknown>) => unknown {
  if (!source.includes('.')) return (row) => row[source];
  const parts = source.split('.');
  return (row) => {
    let value: unknown = row;
    for (const part of parts) {
      if (value === undefined || value === null) return undefined;
      value = (value as Record<string, unknown>)[part];
    }
    return value;
  };
}

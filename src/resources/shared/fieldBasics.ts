import type { RaRecord } from 'react-admin';
import type { FieldSchema, FieldType, View } from '../types';

/** What every field and grid cell shows for a missing value. */
export const EMPTY = '—';

/** Row click navigates to the details; a link or button inside the row must not. */
export const stopRowClick = (event: { stopPropagation: () => void }) => event.stopPropagation();

/** ` USDT` when the record names the amount's currency in `currencySource`, else nothing. */
export const currencySuffix = (record: RaRecord, currencySource: string | undefined): string => {
  const currency = currencySource ? (record[currencySource] as string | undefined) : undefined;
  return currency ? ` ${currency}` : '';
};

/** react-admin's field value lookup: a dotted source reads a nested value. */
export function valueAt(record: RaRecord | undefined, source: string): unknown {
  if (!source.includes('.')) return record?.[source];
  let value: unknown = record;
  for (const key of source.split('.')) {
    if (value == null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Nothing to show: a record page leaves the field out rather than print a dash. */
export const isBlank = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** One line a field: `const field = fieldsIn(['show'])`, then `field('fee', 'Fee', 'money')`. */
export const fieldsIn =
  (views: View[]) =>
  (source: string, label: string, type: FieldType, more?: Partial<FieldSchema>): FieldSchema => ({
    source,
    label,
    type,
    views,
    ...more,
  });

import { downloadCSV } from 'react-admin';
import type { FieldSchema, ResourceSchema } from '../resources/types';

type CsvSchema = Pick<ResourceSchema, 'name' | 'fields'>;

/**
 * CSV of the schema's list columns, headed by their labels. Pass every filtered row
 * (`dataProvider.getAllFiltered`), not only the page. Written here rather than with react-admin's
 * jsonexport, which it does not re-export: this keeps column order and labels under our control.
 */
export function toCsv(schema: CsvSchema, rows: readonly Record<string, unknown>[]): string {
  const columns = schema.fields.filter((field) => field.views.includes('list'));
  const lines = [columns.map((field) => cell(field.label)).join(',')];
  for (const row of rows)
    lines.push(columns.map((field) => cell(display(field, valueAt(row, field.source)))).join(','));
  return lines.join('\r\n');
}

/** Downloads `<resource>-<yyyy-mm-dd>.csv` in the browser. */
export function exportCsv(schema: CsvSchema, rows: readonly Record<string, unknown>[]): void {
  downloadCSV(toCsv(schema, rows), `${schema.name}-${new Date().toISOString().slice(0, 10)}`);
}

function display(field: FieldSchema, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (field.type === 'status' && field.choices) {
    return field.choices.find((choice) => choice.id === String(value))?.name ?? String(value);
  }
  if (field.type === 'boolean') return value === true || value === 'true' ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(String).join('; ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** RFC 4180 quoting, and a leading quote on text a spreadsheet would run as a formula. */
function cell(text: string): string {
  const safe =
    /^[=+\-@\t\r]/.test(text) && !/^[+-]?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(text)
      ? `'${text}`
      : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function valueAt(row: Record<string, unknown>, source: string): unknown {
  let value: unknown = row;
  for (const part of source.split('.')) {
    if (value === undefined || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

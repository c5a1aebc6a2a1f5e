import type { ProviderField, ProviderSchema } from './providerSchema';

type CsvSchema = Pick<ProviderSchema, 'name' | 'fields'>;

/** A CSV file to save: what `dataProvider.getCsv` answers for whole and server lists alike. */
export interface CsvFile {
  blob: Blob;
  filename: string;
}

/**
 * CSV of the schema's list columns, headed by their labels, for a whole list's filtered rows
 * (server lists stream theirs, built the same way by server/http/csvExport.ts). Written here rather than with react-admin's
 * jsonexport, which it does not re-export: this keeps column order and labels under our control.
 */
export function toCsv(schema: CsvSchema, rows: readonly Record<string, unknown>[]): string {
  const columns = schema.fields.filter((field) => field.views.includes('list'));
  const lines = [columns.map((field) => cell(field.label)).join(',')];
  for (const row of rows)
    lines.push(columns.map((field) => cell(display(field, valueAt(row, field.source)))).join(','));
  return lines.join('\r\n');
}

/** The file of a whole list's rows, with a BOM so spreadsheets read it as UTF-8. */
export function csvBlob(schema: CsvSchema, rows: readonly Record<string, unknown>[]): Blob {
  return new Blob(['\uFEFF', toCsv(schema, rows)], { type: 'text/csv;charset=utf-8' });
}

/**
 * The export button's action: every row of the list under its current filter and sort, as one
 * CSV file saved by the browser. Whole lists build it from the cached list; server lists
 * download the server's stream (no request for all rows as JSON).
 */
export async function exportFilteredCsv(
  dataProvider: { getCsv(resource: string, params: CsvParams): Promise<CsvFile> },
  resource: string,
  params: CsvParams,
): Promise<void> {
  saveFile(await dataProvider.getCsv(resource, params));
}

interface CsvParams {
  filter?: Record<string, unknown>;
  sort?: { field: string; order: 'ASC' | 'DESC' };
}

/** Hands a file to the browser's download. */
export function saveFile({ blob, filename }: CsvFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked once the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function display(field: ProviderField, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (field.type === 'status' && field.choices) {
    return field.choices.find((choice) => choice.id === String(value))?.name ?? String(value);
  }
  if (field.type === 'tags' && Array.isArray(value)) {
    const nameOf = (id: unknown) =>
      field.choices?.find((choice) => choice.id === String(id))?.name ?? String(id);
    return value.map(nameOf).join('; ');
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

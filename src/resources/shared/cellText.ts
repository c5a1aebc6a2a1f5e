import type { Choice } from '../fieldSchema';
import { gridDateTime } from './format';

/**
 * The text of a grid cell, without React (the grid's cells, cellFor.tsx, and the CSV export show
 * the same value the same way). Null means "no value": the cell shows EMPTY.
 */

export const textCellText = (value: unknown): string | null =>
  value != null && typeof value !== 'string' ? String(value) : (value as string) || null;

// NumberField without locales: the browser's locale, as `toLocaleString()` gives.
let numberFormat: Intl.NumberFormat | undefined;

export function numberCellText(raw: unknown): string | null {
  if (raw == null) return null;
  const value = typeof raw === 'string' && raw && !Number.isNaN(Number(raw)) ? +raw : raw;
  if (typeof value !== 'number') return String(value);
  return (numberFormat ??= new Intl.NumberFormat()).format(value);
}

/** A date cell's text ('' for a value that is neither text, a number nor a date, as DateField). */
export function dateCellText(value: unknown, showTime: boolean): string | null {
  if (value == null || value === '') return null;
  const date =
    value instanceof Date
      ? value
      : typeof value === 'string' || typeof value === 'number'
        ? new Date(value)
        : undefined;
  return date ? gridDateTime(showTime)(date) : '';
}

/**
 * A status chip's label, colour and variant (filled in the choice's colour, outlined when it has
 * none); null when there is no status (StatusChip shows a dash).
 */
export function statusChipOf(
  value: string | null | undefined,
  choices: Choice[],
): {
  label: string;
  color: NonNullable<Choice['color']>;
  variant: 'filled' | 'outlined';
} | null {
  if (value === null || value === undefined || value === '') return null;
  const choice = choices.find((c) => c.id === value);
  const color = choice?.color ?? 'default';
  return {
    label: choice?.name ?? value,
    color,
    variant: color === 'default' ? 'outlined' : 'filled',
  };
}

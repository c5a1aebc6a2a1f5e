import { describe, expect, it } from 'vitest';
import { AMOUNT, formatUnits, normalizeDecimal } from '../../../src/contracts/money';
import {
  formatAmount,
  formatCount,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatLongDate,
  formatUsd,
  formatUsdCompact,
} from '../../../src/resources/shared/format';

describe('money formats (one module for the whole admin)', () => {
  it('shows dollars with 2 digits unless more are asked for, and a dash for nothing', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd('0.125')).toBe('$0.13');
    expect(formatUsd(0.123456, 4)).toBe('$0.1235');
    expect(formatUsd(null)).toBe('—');
    expect(formatUsd('not a number')).toBe('—');
  });

  it('shows counts, compact axis figures and crypto amounts', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(formatUsdCompact(1_250_000)).toBe('$1.3M');
    expect(formatAmount('0.5')).toBe('0.50');
    expect(formatAmount(1.123456789)).toBe('1.12345679');
  });

  it('keeps ledger amounts exact: decimal strings, never floats', () => {
    expect(normalizeDecimal('007.500')).toBe('7.5');
    expect(formatUnits('1234567.000000000000000001')).toBe('1,234,567.000000000000000001');
    expect(AMOUNT.test('1.5')).toBe(true);
    expect(AMOUNT.test('-1')).toBe(false);
    expect(AMOUNT.test('1e5')).toBe(false);
  });
});

describe('date formats', () => {
  const at = '2026-11-22T06:07:00';

  it('reads the same as the grids: day, short month, year, 24-hour time', () => {
    expect(formatDateTime(at)).toBe('22 Nov 2026, 06:07');
    expect(formatDate(at)).toBe('22 Nov 2026');
    expect(formatLongDate(new Date(at))).toBe('Sunday, 22 November 2026');
    expect(formatDayMonth('2026-03-04')).toBe('4 Mar');
  });

  it('shows a dash for nothing and the raw text for what is not a date', () => {
    expect(formatDateTime(undefined)).toBe('—');
    expect(formatDate('soon')).toBe('soon');
    expect(formatDayMonth('soon')).toBe('soon');
  });
});

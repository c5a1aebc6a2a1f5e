/** Formatting helpers shared by fields and custom detail screens. */

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
});

export const formatUsd = (value: number | string | null | undefined): string => {
  const n = typeof value === 'string' ? Number(value) : value;
  return n === null || n === undefined || Number.isNaN(n) ? '—' : usd.format(n);
};

/** A crypto amount: at least 2 and at most 8 fraction digits (spec section 9: default decimals 8). */
export const formatAmount = (value: number | string | null | undefined, maxDigits = 8): string => {
  if (value === null || value === undefined || value === '') return '—';
  const n = typeof value === 'string' ? Number(value) : value;
  if (Number.isNaN(n)) return String(value);
  return n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: maxDigits });
};

export const formatDateTime = (value: string | null | undefined): string => {
  if (!value) return '—';
  const d = new Date(value);
  return Number.isNaN(d.getTime())
    ? value
    : d.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
};

export const formatDate = (value: string | null | undefined): string => {
  if (!value) return '—';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toLocaleDateString('en-GB', { dateStyle: 'medium' });
};

const cryptoFormats = new Map<number, Intl.NumberFormat>();

/**
 * A crypto amount held as a decimal string, formatted from the string itself: Intl.NumberFormat
 * takes strings as exact decimals, so 18 fraction digits survive (Number() would round them).
 */
export const formatCryptoAmount = (
  value: number | string | null | undefined,
  maxDigits = 18,
): string => {
  if (value === null || value === undefined || value === '') return '—';
  const text = String(value).trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text;
  let format = cryptoFormats.get(maxDigits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: Math.min(2, maxDigits),
      maximumFractionDigits: maxDigits,
    });
    cryptoFormats.set(maxDigits, format);
  }
  // The typings predate strings as exact decimals (ES2023 Intl.NumberFormat v3).
  return format.format(text as unknown as number);
};

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

/** A percentage held as 12.5 (not 0.125): "12.5%". */
export const formatPercent = (value: number | string | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '—';
  const n = Number(value);
  return Number.isNaN(n) ? String(value) : `${percent.format(n)}%`;
};

/** "0x1234…abcd": the start and end of an address or hash, for grids and cards. */
export function shortenMiddle(value: string | null | undefined, head = 6, tail = 4): string {
  if (!value) return '';
  return value.length <= head + tail + 1 ? value : `${value.slice(0, head)}…${value.slice(-tail)}`;
}

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

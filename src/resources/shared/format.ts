/**
 * The one place the admin formats money and dates (fields, custom screens, the shell). Screens
 * import these instead of building their own `Intl` formatters, so a figure or a date reads the
 * same everywhere.
 */
import { balanceFractionDigits, formatUnits } from '../../contracts/money';

type Numeric = number | string | null | undefined;

const toFinite = (value: Numeric): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'string' ? Number(value) : value;
  return Number.isFinite(n) ? n : undefined;
};

const usdFormats = new Map<number, Intl.NumberFormat>();
const usdWith = (maxDigits: number): Intl.NumberFormat => {
  let format = usdFormats.get(maxDigits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: Math.min(2, maxDigits),
      maximumFractionDigits: maxDigits,
    });
    usdFormats.set(maxDigits, format);
  }
  return format;
};

/** US dollars, 2 fraction digits unless more are asked for: '$1,234.50'; '—' when there is none. */
export const formatUsd = (value: Numeric, maxDigits = 2): string => {
  const n = toFinite(value);
  return n === undefined ? '—' : usdWith(maxDigits).format(n);
};

/** A wallet balance in dollars: at least 2, at most `decimals` (or 8) digits. */
export const formatBalanceUsd = (balance: Numeric, decimals?: number | null): string =>
  formatUsd(toFinite(balance) ?? 0, balanceFractionDigits(decimals).max);

const usdCompact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** Dollars for a chart axis: '$1.2M'. */
export const formatUsdCompact = (value: Numeric): string => usdCompact.format(toFinite(value) ?? 0);

const count = new Intl.NumberFormat('en-US');

/** A whole count with separators: '12,345'. */
export const formatCount = (value: Numeric): string => count.format(toFinite(value) ?? 0);

/** A crypto amount: at least 2 and at most 8 fraction digits (8: the default balance decimals). */
export const formatAmount = (value: Numeric, maxDigits = 8): string => {
  if (value === null || value === undefined || value === '') return '—';
  const n = typeof value === 'string' ? Number(value) : value;
  if (Number.isNaN(n)) return String(value);
  return amountWith(maxDigits).format(n);
};

// Built once per digit count: `toLocaleString` with options builds a formatter on every call.
const amountFormats = new Map<number, Intl.NumberFormat>();
const amountWith = (maxDigits: number): Intl.NumberFormat => {
  let format = amountFormats.get(maxDigits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: maxDigits,
    });
    amountFormats.set(maxDigits, format);
  }
  return format;
};

/** A ledger amount, exact to the last digit (a decimal string, never a float): '1,234.5'. */
export { formatUnits };

// "22 Nov 2026, 06:07": unambiguous for an international operations team, and compact in a grid.
export const DATE_LOCALE = 'en-GB';
export const DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
};
export const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  ...DATE_OPTIONS,
  hour: '2-digit',
  minute: '2-digit',
};

const toDate = (value: string | number | Date): Date | undefined => {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
};

/**
 * One Intl.DateTimeFormat per options, made on first use: `toLocaleString(locale, options)` builds
 * a new one on every call (~0.1 ms each, hundreds per grid page). Same text.
 */
const dateFormatter = (options: Intl.DateTimeFormatOptions) => {
  let format: Intl.DateTimeFormat | undefined;
  return (d: Date) => (format ??= new Intl.DateTimeFormat(DATE_LOCALE, options)).format(d);
};

const dateWith = (options: Intl.DateTimeFormatOptions) => {
  const format = dateFormatter(options);
  return (value: string | Date | null | undefined): string => {
    if (value === null || value === undefined || value === '') return '—';
    const d = toDate(value);
    return d ? format(d) : String(value);
  };
};

const gridDateTimes = [
  /* @__PURE__ */ dateFormatter(DATE_OPTIONS),
  /* @__PURE__ */ dateFormatter(DATE_TIME_OPTIONS),
];

/**
 * The text of a grid's date cell, as react-admin's DateField shows it with the grid's options
 * (fieldFor.tsx): "Invalid Date" for a value that is no date, like `toLocaleString`.
 */
export const gridDateTime =
  (showTime: boolean) =>
  (d: Date): string =>
    Number.isNaN(d.getTime()) ? 'Invalid Date' : gridDateTimes[showTime ? 1 : 0](d);

/** '22 Nov 2026, 06:07' (the grids' DateField uses the same options). */
export const formatDateTime = /* @__PURE__ */ dateWith(DATE_TIME_OPTIONS);

/** '22 Nov 2026'. */
export const formatDate = /* @__PURE__ */ dateWith(DATE_OPTIONS);

/** 'Monday, 23 November 2026', for a page's "today". */
export const formatLongDate = /* @__PURE__ */ dateWith({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** '4 Mar, 16:02' in local time: a chart's point when several may fall on one day. */
export const formatDayMonthTime = /* @__PURE__ */ dateWith({
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** A calendar day 'YYYY-MM-DD' (no time zone) as '4 Mar', for chart labels. */
export function formatDayMonth(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return dayMonth(new Date(y, m - 1, d));
}
// One formatter for every label: toLocaleDateString with options builds one per call (a
// dashboard chart's labels took 100 ms of a click).
const dayMonth = /* @__PURE__ */ dateFormatter({ day: 'numeric', month: 'short' });

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

const percent = /* @__PURE__ */ new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

/** A percentage held as 12.5 (not 0.125): "12.5%". */
export const formatPercent = (value: number | string | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '—';
  const n = Number(value);
  return Number.isNaN(n) ? String(value) : `${percent.format(n)}%`;
};

const ratioPercent = /* @__PURE__ */ new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A ratio held as 0.9735 (not 97.35): "97.35%"; none: '—'. */
export const formatRatio = (value: number | null | undefined): string =>
  value === null || value === undefined || !Number.isFinite(value)
    ? '—'
    : ratioPercent.format(value);

/** "0x1234…abcd": the start and end of an address or hash, for grids and cards. */
export function shortenMiddle(value: string | null | undefined, head = 6, tail = 4): string {
  if (!value) return '';
  return value.length <= head + tail + 1 ? value : `${value.slice(0, head)}…${value.slice(-tail)}`;
}

/** 'just now', '5 min ago', … and past a week the date itself (the bell, last-seen cells). */
export function relativeTime(value: string, now: number = Date.now()): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return value;
  const seconds = Math.round((now - time) / 1000);
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  if (days < 7) return `${days} d ago`;
  return formatDateTime(value);
}

import { gridDateTime } from './format';

/**
 * How database words read to an admin (an audit entry's changed columns, a live change's status):
 * the database writes snake_case (`kyc_status`), the admin reads labels ("KYC status") and times
 * in their own time zone.
 */

/** Words the database writes in lower case that the screens write otherwise. */
const WORDS: Record<string, string> = {
  id: 'id',
  kyc: 'KYC',
  totp: 'TOTP',
  '2fa': '2FA',
  ip: 'IP',
  url: 'URL',
  usd: 'USD',
  p2p: 'P2P',
  tx: 'transaction',
  at: 'at',
};

/** A column's label: `kyc_status` → "KYC status", `reviewed_by` → "Reviewed by". */
export function columnLabel(column: string): string {
  const words = column
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .split(/_+/)
    .filter(Boolean)
    .map((word) => WORDS[word.toLowerCase()] ?? word.toLowerCase());
  if (words.length === 0) return column;
  const [first, ...rest] = words;
  return [
    first === first.toLowerCase() ? first[0].toUpperCase() + first.slice(1) : first,
    ...rest,
  ].join(' ');
}

/** A time as PostgreSQL's JSON writes it (`2026-11-28T19:17:35.123+00:00`) or as ISO. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/;
const localTime = gridDateTime(true);

/** A changed value as text: a time in the browser's time zone, anything else as it is. */
export function changeValueText(value: string): string {
  return TIMESTAMP.test(value) ? localTime(new Date(value)) : value;
}

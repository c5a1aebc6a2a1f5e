/**
 * Money formats shared by the admin (src/) and the reference API (server/). Amounts travel as
 * decimal strings so no `Number()` rounding touches them. Plain TypeScript: no browser or Node
 * imports, so both sides can import this file (the server with its `.ts` path).
 */

/** A non-negative decimal amount as the API accepts it (ledger precision: 24 + 36 digits). */
export const AMOUNT = /^\d{1,24}(\.\d{1,36})?$/;

/** Default balance decimals go up to 8. */
export const DEFAULT_BALANCE_DECIMALS = 8;

/** A decimal string without leading integer zeros or trailing fraction zeros: '007.50' → '7.5'. */
export function normalizeDecimal(value: string): string {
  const [int, frac = ''] = value.split('.');
  const i = int.replace(/^0+(?=\d)/, '');
  const f = frac.replace(/0+$/, '');
  return f ? `${i}.${f}` : i;
}

/** A ledger amount for people: thousands separators, trailing zeros dropped ('1234.50' → '1,234.5'). */
export function formatUnits(value: string): string {
  const [int, frac] = normalizeDecimal(value).split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${frac ? `.${frac}` : ''}`;
}

/** Digits after the point for a balance: at least 2, at most the asset's `decimals` (else 8). */
export function balanceFractionDigits(decimals?: number | null): { min: number; max: number } {
  const wanted =
    typeof decimals === 'number' && Number.isFinite(decimals)
      ? Math.floor(decimals)
      : DEFAULT_BALANCE_DECIMALS;
  return { min: 2, max: Math.min(20, Math.max(2, wanted)) };
}

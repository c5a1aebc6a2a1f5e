/** Default balance decimals go up to 8 (spec section 9). */
export const DEFAULT_BALANCE_DECIMALS = 8;

/** Digits after the point: at least 2, at most the asset's `decimals` (or 8 without one). */
export function fractionDigits(decimals?: number | null): { min: number; max: number } {
  const wanted =
    typeof decimals === 'number' && Number.isFinite(decimals)
      ? Math.floor(decimals)
      : DEFAULT_BALANCE_DECIMALS;
  return { min: 2, max: Math.min(20, Math.max(2, wanted)) };
}

/** A USD balance, e.g. "$1,234.5678" (spec section 2, Balance modal). */
export function formatUsd(
  balance: number | string | null | undefined,
  decimals?: number | null,
): string {
  const value = Number(balance ?? 0);
  const { min, max } = fractionDigits(decimals);
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: min,
    maximumFractionDigits: max,
  }).format(Number.isFinite(value) ? value : 0);
}

export const isPositiveBalance = (balance: number | string | null | undefined): boolean => {
  const value = Number(balance ?? 0);
  return Number.isFinite(value) && value > 0;
};

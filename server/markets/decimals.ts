import { badRequest } from '../http/envelope.ts';

/**
 * Decimal inputs of the markets screens. Amounts travel as strings so no float rounding touches
 * them; the number of fraction digits is bounded by what the asset or pair can represent.
 */

const DECIMAL = /^\d{1,18}(\.\d{1,18})?$/;

/** `value` as a plain decimal string ≥ 0 with at most `maxDecimals` fraction digits, else 400. */
export function decimalAtMost(label: string, value: string | number, maxDecimals: number): string {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  if (!DECIMAL.test(text)) {
    throw badRequest(`${label} must be a decimal number of at least 0, e.g. 0.0005`);
  }
  const fraction = text.split('.')[1] ?? '';
  if (fraction.replace(/0+$/, '').length > maxDecimals) {
    throw badRequest(
      maxDecimals === 0
        ? `${label} must be a whole number`
        : `${label} can have at most ${maxDecimals} decimal place${maxDecimals === 1 ? '' : 's'}`,
    );
  }
  return text;
}

/** A fee percentage: 0 to 10 with at most 4 decimal places. */
export function feePercent(label: string, value: string | number): string {
  const text = decimalAtMost(label, value, 4);
  if (Number(text) > 10) throw badRequest(`${label} must be between 0 and 10 %`);
  return text;
}

/** A JavaScript number written out without exponent (1e-7 -> '0.0000001'); non-finite is refused. */
function numberText(value: number): string {
  if (!Number.isFinite(value) || value < 0) return 'invalid';
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(18).replace(/\.?0+$/, '');
}

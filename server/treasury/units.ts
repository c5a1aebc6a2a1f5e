import { fromUnits } from '../../src/contracts/proofOfReserves.ts';

/**
 * Amounts as integers: every ledger amount has at most 18 fractional digits (postJournal refuses
 * more), so 10^-18 of an asset is a unit small enough for any asset's smallest one, and sums of
 * millions of balances stay exact in bigint.
 */
export const SCALE = 18;

/** A decimal string from SQL (trim_scale(...)::text) as units; refuses what would lose digits. */
export function unitsOf(text: string): bigint {
  const negative = text.startsWith('-');
  const digits = negative ? text.slice(1) : text;
  const [whole, fraction = ''] = digits.split('.');
  if (!/^\d+$/.test(whole) || !/^\d*$/.test(fraction) || fraction.length > SCALE)
    throw new Error(`'${text}' is not an amount of at most ${SCALE} decimals`);
  const units = BigInt(whole + fraction.padEnd(SCALE, '0'));
  return negative ? -units : units;
}

/**
 * SQL reading a numeric column as its units, an integer's text, for unitsFromSql: the server
 * scales it, so a million users' balances are parsed by BigInt alone, with no string to split.
 */
export const unitsSql = (column: string) => `trim_scale(${column} * 1${'0'.repeat(SCALE)})::text`;

/** A balance as unitsSql read it; refuses one with more than SCALE decimals (a fraction left). */
export function unitsFromSql(text: string): bigint {
  if (text.includes('.'))
    throw new Error(`'${text}' units: the amount has more than ${SCALE} decimals`);
  return BigInt(text);
}

/** Units as a canonical decimal string (a leading '-' below zero). */
export function amountOf(units: bigint): string {
  return units < 0n ? `-${fromUnits(-units, SCALE)}` : fromUnits(units, SCALE);
}

/** A balance as the tree hashes it: never negative; fromUnits writes it canonical. */
export function leafAmount(units: bigint): string {
  if (units < 0n) throw new Error(`A balance cannot be ${amountOf(units)}`);
  return fromUnits(units, SCALE);
}

import { Type, type TInteger, type TNumber, type TString } from '@fastify/type-provider-typebox';
import { checkRules, decimalPattern, type FieldRules } from '../../src/contracts/fieldRules.ts';
import { ApiError } from './envelope.ts';

/**
 * TypeBox schemas built from the rules objects the admin's forms validate with
 * (src/contracts/fieldRules.ts), so the browser and the server cannot disagree.
 */
export const typeboxOf = (rules: FieldRules): TString =>
  Type.String({
    // Lengths are checked again after trimming (checkFields); here only an outer bound.
    ...(rules.maxLength !== undefined ? { maxLength: rules.maxLength + 50 } : {}),
    ...(rules.pattern ? { pattern: rules.pattern.source } : {}),
  });

/** A number within the rules' bounds (an integer when `integer`). */
export const typeboxNumberOf = (rules: FieldRules): TNumber | TInteger => {
  const bounds = {
    ...(rules.min !== undefined ? { minimum: rules.min } : {}),
    ...(rules.max !== undefined ? { maximum: rules.max } : {}),
  };
  return rules.integer ? Type.Integer(bounds) : Type.Number(bounds);
};

/** A positive decimal string with at most `rules.decimals` fraction digits (money as text). */
export const typeboxDecimalOf = (rules: FieldRules): TString =>
  Type.String({ pattern: decimalPattern(rules.decimals) });

/**
 * The same checks as the form, on the parsed body (strings trimmed): a 400 with the first
 * message and `errors` per field, which the admin's forms show under each input.
 */
export function checkFields(
  body: Record<string, unknown>,
  fields: Record<string, { label: string; rules: FieldRules }>,
): void {
  const errors: Record<string, string> = {};
  for (const [source, { label, rules }] of Object.entries(fields)) {
    if (!(source in body)) continue;
    const message = checkRules(label, body[source], rules);
    if (message) errors[source] = message;
  }
  const first = Object.values(errors)[0];
  if (first) throw new ApiError(400, first, errors);
}

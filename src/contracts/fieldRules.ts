/**
 * Input rules declared once and read on both sides: the client's form validators
 * (`validationOf` in src/resources/shared/validation.ts) and the server's TypeBox schemas (`typeboxOf` in
 * server/http/fieldRules.ts). A plain module with no imports, so `server/` can import it.
 */
export interface FieldRules {
  required?: boolean;
  /** Numbers: inclusive bounds. */
  min?: number;
  max?: number;
  integer?: boolean;
  /** Decimal strings: at most this many fraction digits. */
  decimals?: number;
  /** Text: length bounds, counted after trimming. */
  minLength?: number;
  maxLength?: number;
  /** Text: a whole-value regular expression (source, no slashes) and what to say when it fails. */
  pattern?: { source: string; message: string };
}

/** A positive decimal string with at most `decimals` fraction digits (money travels as text). */
export const decimalPattern = (decimals?: number): string =>
  decimals === 0 ? '^\\d+$' : `^\\d+(\\.\\d{1,${decimals ?? ''}})?$`.replace('{1,}', '+');

/** The message shown for a broken rule; the server and the form word it the same way. */
export function ruleMessage(label: string, rules: FieldRules, broken: keyof FieldRules): string {
  const what = label.toLowerCase();
  // With a length rule, a missing value gets the whole expectation at once.
  const rule = broken === 'required' && rules.minLength !== undefined ? 'minLength' : broken;
  switch (rule) {
    case 'required':
      return `${label} is required.`;
    case 'minLength':
    case 'maxLength':
      if (rules.minLength !== undefined && rules.maxLength !== undefined)
        return `Enter a ${what} of ${rules.minLength} to ${rules.maxLength} characters.`;
      return rules.minLength !== undefined
        ? `Enter a ${what} of at least ${rules.minLength} characters.`
        : `Enter a ${what} of at most ${rules.maxLength} characters.`;
    case 'min':
    case 'max':
      if (rules.min !== undefined && rules.max !== undefined)
        return `${label} must be between ${rules.min} and ${rules.max}.`;
      return rules.min !== undefined
        ? `${label} must be at least ${rules.min}.`
        : `${label} must be at most ${rules.max}.`;
    case 'integer':
      return `${label} must be a whole number.`;
    case 'decimals':
      return rules.decimals === 0
        ? `${label} must be a whole number.`
        : `Enter a positive amount with at most ${rules.decimals} decimals.`;
    case 'pattern':
      return rules.pattern?.message ?? `${label} is not valid.`;
  }
}

/**
 * The first rule a value breaks, or null. Text is trimmed; an empty optional value passes.
 * Numbers may arrive as numbers or numeric strings; decimals are checked on the text itself.
 */
export function brokenRule(value: unknown, rules: FieldRules): keyof FieldRules | null {
  const empty =
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0);
  if (empty) return rules.required ? 'required' : null;
  const text = typeof value === 'string' ? value.trim() : String(value);
  if (rules.minLength !== undefined && text.length < rules.minLength) return 'minLength';
  if (rules.maxLength !== undefined && text.length > rules.maxLength) return 'maxLength';
  if (rules.decimals !== undefined && !new RegExp(decimalPattern(rules.decimals)).test(text))
    return 'decimals';
  if (rules.pattern && !new RegExp(rules.pattern.source).test(text)) return 'pattern';
  const numeric = rules.min !== undefined || rules.max !== undefined || rules.integer;
  if (numeric) {
    const n = typeof value === 'number' ? value : Number(text);
    if (Number.isNaN(n)) return rules.integer ? 'integer' : 'min';
    if (rules.integer && !Number.isInteger(n)) return 'integer';
    if (rules.min !== undefined && n < rules.min) return 'min';
    if (rules.max !== undefined && n > rules.max) return 'max';
  }
  return null;
}

/** The message for `value`, or undefined when it passes every rule. */
export function checkRules(label: string, value: unknown, rules: FieldRules): string | undefined {
  const broken = brokenRule(value, rules);
  return broken ? ruleMessage(label, rules, broken) : undefined;
}

import type { Validator } from 'react-admin';
import type { FieldSchema } from '../types';
import { brokenRule, ruleMessage, type FieldRules } from '../../contracts/fieldRules';

/** A field's rules: its `rules`, with the `required` shorthand folded in. */
export function rulesOf(field: Pick<FieldSchema, 'rules' | 'required'>): FieldRules {
  return field.required ? { ...field.rules, required: true } : { ...field.rules };
}

/**
 * The form validators of a field, from the same rules object the server's TypeBox schema is
 * built from (server/http/fieldRules.ts), so the two cannot disagree.
 */
export function validationOf(
  field: Pick<FieldSchema, 'rules' | 'required' | 'label' | 'check' | 'messages'>,
): Validator[] {
  const rules = rulesOf(field);
  const { check, messages } = field;
  if (Object.keys(rules).length === 0 && !check) return [];
  const broken = (value: unknown) => {
    const rule = brokenRule(value, rules);
    return rule ? (messages?.[rule] ?? ruleMessage(field.label, rules, rule)) : undefined;
  };
  // The declared rules first (a missing value says "required"); the field's own check judges
  // only a value that is there, as the rules leave an empty optional value alone.
  const validator = (value: unknown, values: Record<string, unknown> = {}) =>
    broken(value) ?? (check && !blank(value) ? check(value, values) : undefined);
  // react-admin marks an input required (the asterisk) from this flag on a validator.
  if (rules.required) Object.assign(validator, { isRequired: true });
  return [validator];
}

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

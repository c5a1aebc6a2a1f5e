import type { Validator } from 'react-admin';
import type { FieldSchema } from '../types';
import { checkRules, type FieldRules } from '../../contracts/fieldRules';

/** A field's rules: its `rules`, with the `required` shorthand folded in. */
export function rulesOf(field: Pick<FieldSchema, 'rules' | 'required'>): FieldRules {
  return field.required ? { ...field.rules, required: true } : { ...field.rules };
}

/**
 * The form validators of a field, from the same rules object the server's TypeBox schema is
 * built from (server/http/fieldRules.ts), so the two cannot disagree.
 */
export function validationOf(
  field: Pick<FieldSchema, 'rules' | 'required' | 'label'>,
): Validator[] {
  const rules = rulesOf(field);
  if (Object.keys(rules).length === 0) return [];
  const validator = (value: unknown) => checkRules(field.label, value, rules);
  // react-admin marks an input required (the asterisk) from this flag on a validator.
  if (rules.required) Object.assign(validator, { isRequired: true });
  return [validator];
}

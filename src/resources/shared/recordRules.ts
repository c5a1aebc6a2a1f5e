import type { ResourceSchema, View } from '../types';
import { validationOf } from './validation';

/**
 * react-admin's form-level `validate` from a schema's record rules: each broken rule's message
 * under its input, the words the server's 400 answers with. react-hook-form ignores the inputs'
 * own validators once a form validates as a whole, so their declared rules run here first and a
 * record rule speaks only for a field they leave alone. Undefined when there are no record rules,
 * so other forms validate input by input as before.
 */
export function recordValidator(
  schema: Pick<ResourceSchema, 'recordRules' | 'fields'>,
  view: View,
) {
  const rules = schema.recordRules;
  if (!rules?.length) return undefined;
  const inputs = schema.fields.filter((field) => field.views.includes(view));
  return (values: Record<string, unknown>) => {
    const errors: Record<string, string> = {};
    for (const field of inputs) {
      for (const validate of validationOf(field)) {
        const message = validate(values[field.source], values, {});
        if (typeof message === 'string' && !errors[field.source]) errors[field.source] = message;
      }
    }
    for (const rule of rules)
      for (const [key, message] of Object.entries(rule.check(values) ?? {}))
        errors[key] ??= message;
    return errors;
  };
}

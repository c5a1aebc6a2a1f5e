import type { ResourceSchema } from '../types';

/**
 * react-admin's form-level `validate` from a schema's record rules: each broken rule's message
 * under its input, the words the server's 400 answers with. Undefined when there are none, so
 * forms without rules validate as before.
 */
export function recordValidator(schema: Pick<ResourceSchema, 'recordRules'>) {
  const rules = schema.recordRules;
  if (!rules?.length) return undefined;
  return (values: Record<string, unknown>) =>
    Object.assign({}, ...rules.map((rule) => rule.check(values) ?? {})) as Record<string, string>;
}

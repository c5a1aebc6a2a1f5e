import { Type, type TSchema } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { checkRules } from '../../src/contracts/fieldRules.ts';
import type {
  ContractField,
  RecordRule,
  RecordWrites,
} from '../../src/contracts/resources/types.ts';
import { Id } from '../routes/records.ts';
import { ApiError, conflict } from './envelope.ts';
import { typeboxNumberOf, typeboxOf } from './fieldRules.ts';

/**
 * A contract write's body: its TypeBox schema (the OpenAPI document's and the last check of types
 * and unknown keys), and the checks that answer in the form's words, before the schema's and
 * inside the write's transaction.
 */
export type Values = Record<string, unknown>;

/** The TypeBox type of one input, from its type, values or rules (money travels as decimal text). */
function typeOf(field: ContractField): TSchema {
  if (field.nullable) return Type.Union([typeOf({ ...field, nullable: false }), Type.Null()]);
  if (field.many) {
    const { min, max } = field.many;
    const item = typeOf({ ...field, many: undefined });
    return Type.Array(item, { minItems: min, maxItems: max, uniqueItems: true });
  }
  const rules = field.rules ?? {};
  if (field.values) return Type.Union(field.values.map((value) => Type.Literal(value)));
  // The form's switch sends true or false: a boolean, never the text "true".
  if (field.type === 'boolean') return Type.Boolean();
  if (field.type === 'number') return typeboxNumberOf(rules);
  // An amount or a rate as decimal text (no float rounding) or a plain number; its rules say
  // which digits it may have, in the form's words (formWords), so the schema only types it.
  if (['money', 'cryptoAmount', 'percent'].includes(field.type))
    return Type.Union([Type.String({ maxLength: 60 }), Type.Number()]);
  return typeboxOf(rules);
}

/** The body of a create (required inputs as their rules say) or of a change (with `_id`). */
export function bodyOf(
  inputs: ContractField[],
  id: 'body' | 'none',
  create: boolean,
  example: Values,
  extra: Record<string, TSchema> = {},
) {
  const properties = Object.fromEntries(
    inputs.map((field) => {
      const type = typeOf(field);
      const required = create && field.rules?.required && field.default === undefined;
      return [field.key, required ? type : Type.Optional(type)];
    }),
  );
  Object.assign(properties, extra);
  return Type.Object(id === 'body' ? { _id: Id, ...properties } : properties, {
    additionalProperties: false,
    examples: [example],
  });
}

/** A 400 with the first message and every field's message (the form shows each under its input). */
export function refuseUnlessEmpty(errors: Record<string, string>) {
  const first = Object.values(errors)[0];
  if (first) throw new ApiError(400, first, errors);
}

/**
 * Runs before the schema: strings trimmed, then each input's rules (a required input missing
 * from a create too), so a broken rule answers the form's words ("Maker fee must be between 0
 * and 5.") with per-field `errors`, not the schema validator's. Types, unknown keys and a select's
 * values are then the schema's.
 */
export const formWords =
  (inputs: ContractField[], create: boolean) => async (request: FastifyRequest) => {
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return;
    const values = body as Values;
    for (const [key, value] of Object.entries(values))
      if (typeof value === 'string') values[key] = value.trim();
    const errors: Record<string, string> = {};
    for (const field of inputs) {
      const { key, label, rules, values: choices, default: initial } = field;
      if (field.nullable && values[key] === '') values[key] = null;
      if (!rules) continue;
      const missing = !(key in values);
      if (missing && !(create && rules.required && initial === undefined)) continue;
      const message = field.many
        ? listMessage(field, values[key])
        : // A select's value is the schema's to check: only its absence is worded here.
          checkRules(label, values[key], choices ? { required: rules.required } : rules);
      if (message) errors[key] = message;
    }
    refuseUnlessEmpty(errors);
  };

/** A list input's words: how many it holds, then the first item that breaks the rules. */
function listMessage(field: ContractField, value: unknown): string | undefined {
  if (value === undefined) return checkRules(field.label, value, { required: true });
  if (!Array.isArray(value)) return undefined; // not a list: the schema says so
  const { min, max, item: itemLabel } = field.many!;
  const count = new Set(value).size;
  if (count < min || count > max || count !== value.length)
    return `Enter ${min} to ${max} different ${field.label.toLowerCase()}.`;
  const rules = { ...field.rules, required: true };
  for (const item of value) {
    const message = checkRules(itemLabel, item, rules);
    if (message) return message;
  }
  return undefined;
}

/** The contract's record-level rules on the record as it will be stored: 400 with its `errors`. */
export function checkRecord(rules: readonly RecordRule[] = [], record: Values) {
  refuseUnlessEmpty(Object.assign({}, ...rules.map((rule) => rule.check(record) ?? {})));
}

/** A create's values: each input not sent takes its declared default. */
export const withDefaults = (inputs: ContractField[], values: Values): Values => ({
  ...Object.fromEntries(
    inputs.filter((field) => field.default !== undefined).map((f) => [f.key, f.default]),
  ),
  ...values,
});

/**
 * What a change's body may carry beside its inputs: the fields it may send only as they are
 * (typed as their fields) and the confirmation's flag.
 */
export function changeExtras(writes: RecordWrites, fields: ContractField[]) {
  const extra: Record<string, TSchema> = {};
  for (const key of writes.unchanged?.keys ?? []) {
    const field = fields.find((f) => f.key === key);
    if (!field) throw new Error(`${writes.recordName}: '${key}' is unchanged but no field`);
    extra[key] = Type.Optional(typeOf({ ...field, values: undefined }));
  }
  if (writes.confirm) extra[writes.confirm.key] = Type.Optional(Type.Boolean());
  return extra;
}

/** The inputs a change stores: the body without `_id`, the unchanged fields and the flag. */
export function changeOf(writes: RecordWrites, body: Values): Values {
  const skip = new Set(['_id', ...(writes.unchanged?.keys ?? []), writes.confirm?.key]);
  return Object.fromEntries(Object.entries(body).filter(([key]) => !skip.has(key)));
}

/** The same value: letters in any case, numbers by value ('0.10' is 0.1). */
const same = (sent: unknown, stored: unknown) =>
  String(sent).toUpperCase() === String(stored).toUpperCase() ||
  (String(sent).trim() !== '' && Number(sent) === Number(stored));

/**
 * A change's checks against the record before it, in its transaction: an unchanged field sent
 * with another value is a 400 under it, then the record rules on the record as it will be stored;
 * a change that needs the confirmation is a 409 without it.
 */
export function checkChange(writes: RecordWrites, body: Values, before: Values) {
  const { unchanged, confirm } = writes;
  const errors: Record<string, string> = {};
  for (const key of unchanged?.keys ?? [])
    if (key in body && !same(body[key], before[key])) errors[key] = unchanged!.message(key, before);
  refuseUnlessEmpty(errors);
  const change = changeOf(writes, body);
  checkRecord(writes.rules, { ...before, ...change });
  if (confirm?.needed(before, change) && body[confirm.key] !== true)
    throw conflict(confirm.message(before));
}

/** How a change reads in the action log: "price precision 2 → 18, status active → paused". */
export function changeSummary(inputs: ContractField[], before: Values, after: Values) {
  const changed = inputs
    .filter(({ key }) => String(before[key]) !== String(after[key]))
    .map(
      ({ key, label }) => `${label.toLowerCase()} ${String(before[key])} → ${String(after[key])}`,
    );
  return changed.length ? changed.join(', ') : 'no change';
}

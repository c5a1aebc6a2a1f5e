import type { FastifyRequest, RouteOptions } from 'fastify';
import { Type } from '@fastify/type-provider-typebox';
import { badRequest } from './envelope.ts';

/**
 * One mechanism for the input rules every route shares (issue #8):
 * - no string (value or key) may hold NUL or another control character (tab, CR and LF excepted,
 *   for multi-line text); PostgreSQL refuses NUL in text, and no field has a use for the others;
 * - no number may reach 1e15 in size (prices, amounts; a bigger figure is a mistake or an attack);
 * - every body schema forbids unknown fields (checked when a route is added, so the server does
 *   not start with a route that forgets it).
 */
export const MAX_NUMBER = 1e15;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function problem(value: unknown, path: string, depth = 0): { path: string; why: string } | null {
  if (depth > 32) return { path, why: 'is nested too deeply' };
  if (typeof value === 'string') {
    return CONTROL.test(value) ? { path, why: 'must not contain control characters' } : null;
  }
  if (typeof value === 'number') {
    return !Number.isFinite(value) || Math.abs(value) >= MAX_NUMBER
      ? { path, why: `must be a finite number below ${MAX_NUMBER.toExponential()}` }
      : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = problem(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (CONTROL.test(key)) return { path: path || key, why: 'has a key with control characters' };
      const found = problem(inner, path ? `${path}.${key}` : key, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

/** preValidation for every route: body, query and params obey the shared rules (400 otherwise). */
export async function refuseUnsafeInput(request: FastifyRequest) {
  const parts = [
    ['body', request.body],
    ['querystring', request.query],
    ['params', request.params],
  ] as const;
  for (const [where, value] of parts) {
    const found = problem(value, '');
    if (found) {
      throw badRequest(
        found.path
          ? `Invalid ${where}: '${found.path}' ${found.why}`
          : `Invalid ${where}: ${found.why}`,
      );
    }
  }
}

interface ObjectSchema {
  type?: string;
  additionalProperties?: unknown;
  anyOf?: ObjectSchema[];
}

/** onRoute: refuses to register a route whose body accepts unknown fields. */
export function requireClosedBody(route: RouteOptions) {
  const body = route.schema?.body as ObjectSchema | undefined;
  if (!body) return;
  const objects = body.anyOf ?? [body];
  for (const schema of objects) {
    if (schema.type === 'object' && schema.additionalProperties !== false) {
      throw new Error(
        `${route.method} ${route.url}: its body schema must set additionalProperties: false`,
      );
    }
  }
}

/**
 * Ajv keyword `trimmed`: trims the string in place and refuses a blank one ("must not be blank"),
 * so a name of spaces is never stored as "".
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- ajv's own types are not ours to import
export function trimmedKeyword(ajv: { addKeyword(definition: any): unknown }) {
  ajv.addKeyword({
    keyword: 'trimmed',
    type: 'string',
    modifying: true,
    errors: true,
    compile: () => {
      const validate = (
        data: string,
        context?: { parentData?: Record<string, unknown>; parentDataProperty?: string | number },
      ): boolean => {
        const trimmed = data.trim();
        if (context?.parentData && context.parentDataProperty !== undefined) {
          context.parentData[context.parentDataProperty] = trimmed;
        }
        if (trimmed) return true;
        (validate as unknown as { errors: unknown[] }).errors = [
          { keyword: 'trimmed', message: 'must not be blank', params: {} },
        ];
        return false;
      };
      return validate;
    },
  });
}

/** A name: trimmed, not blank, at most `maxLength` characters. */
export const Name = (maxLength: number, description?: string) =>
  Type.String({ minLength: 1, maxLength, trimmed: true, description });

/** A price or amount: finite, >= 0, below 1e15, at most 18 decimals; a decimal string or a number. */
export const NonNegativeAmount = Type.Union([
  Type.String({ pattern: '^\\d{1,15}(\\.\\d{1,18})?$' }),
  Type.Number({ minimum: 0, exclusiveMaximum: MAX_NUMBER }),
]);

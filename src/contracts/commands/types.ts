import type { AuditedResource } from '../audit';
import type { FieldRules } from '../fieldRules';
import type { Permission } from '../permissions';
import type { ContractFieldType } from '../resources/types';
import type { RouteRule } from '../routePermissions';

/**
 * A command: a state change that is not a plain create, edit or delete (approve a withdrawal,
 * verify a KYC submission, resolve a dispute, close a ticket…), declared once and read by both
 * sides. The server's one route factory (server/http/commandRoutes.ts) builds the body's schema,
 * the permission, the step-up, the Idempotency-Key, the refusal auditing and the API text from it;
 * the admin's actions read its label, confirmation and reason rule; a generated test
 * (tests/server/commands.test.ts) proves each promise against the real server. Only the domain
 * function behind it is written by hand. Plain TypeScript: no browser or Node imports.
 */

/**
 * What an input holds: a contract field's type, a record's id (a uuid), a list of ids, `true`,
 * an amount sent as text or a number (its words checked by the domain), a non-negative
 * `decimal` (a price: decimal text of at most 18 decimals, or a number), or a `secret` (a
 * password, a link's token: never trimmed, bounded by its rules' lengths, judged by the domain in
 * its own words: the password policy, an invalid link).
 */
export type CommandInputType =
  ContractFieldType | 'id' | 'ids' | 'true' | 'amount' | 'decimal' | 'secret';

/**
 * Who may call a declared route: a permission (or a body rule), or a step no permission gates:
 * `ownAccount`, the signed-in admin's own account (open to one awaiting activation too), and
 * `public`, a step before signing in (no session; the public writes' throttle and body limit).
 */
export type Access = RouteRule | 'ownAccount' | 'public';

const STEPS: readonly string[] = ['ownAccount', 'public'];

/** The route's permission rule, or none for an own-account or public step. */
export const ruleOf = (access: Access): RouteRule | null =>
  typeof access === 'string' && STEPS.includes(access) ? null : (access as RouteRule);

/**
 * The Fastify route config the guard reads: the step, or the permission itself (so a route needs
 * no other registration); a body rule is looked up in ROUTE_PERMISSIONS.
 */
export const accessConfig = (access: Access) => {
  const rule = ruleOf(access);
  if (!rule) return { [access as 'ownAccount' | 'public']: true };
  return typeof rule === 'string' ? { permission: rule } : {};
};

export interface CommandInput {
  /** The body's key. */
  key: string;
  /** How the form and the refusals name it. */
  label: string;
  type: CommandInputType;
  /** The input's rules (the form's and the server's); `required` makes the key required. */
  rules?: FieldRules;
  /** The only values it may take (the move a body asks for). */
  values?: readonly string[];
  /** The key may be left out; when sent, its rules (`required`: not blank) hold (an edit). */
  optional?: boolean;
  /** Trimmed as the body is read, a blank one refused there in the API's shared words. */
  trimmed?: boolean;
  /** A list of such values, at most `max` (a role's permissions); the rules bound each one. */
  many?: { max: number };
  /** `null` is sent for "none" (the client's blank network), as well as leaving the key out. */
  nullable?: boolean;
}

/** The states a command runs from and the one it leads to (what a 409 refuses otherwise). */
export interface CommandMove {
  /** The body values that pick this move, when one command carries several (`{ status: 'approved' }`). */
  when?: Record<string, string>;
  from: readonly string[];
  to: string;
  /** The move's button, when the command offers several (Approve, Reject). */
  label?: string;
  /** The move's confirmation question. */
  confirm?: string;
}

/** A reason the admin must give: which input, when, and what a missing one answers (400). */
export interface ReasonRule {
  input: string;
  /** Only for these bodies (a rejection, not an approval); always when absent. */
  when?: Record<string, readonly string[]>;
  rules: FieldRules;
  /** The refusal's words (the spec's, so each command keeps its own), given the body. */
  message: (body: Record<string, unknown>) => string;
}

export interface CommandDeclaration {
  /** A stable name: the idempotency scope and the generated test's title. */
  name: string;
  /** What the command does, as its button and the API's summary say it. */
  label: string;
  method: 'POST' | 'PUT';
  /** The spec's path, without /api. */
  path: string;
  /** The API document's group. */
  tag: string;
  inputs: readonly CommandInput[];
  permission: Access;
  /** A live 2FA step-up (a code verified in the last 5 minutes) is required. */
  stepUp?: boolean;
  /**
   * 'required': an Idempotency-Key header, one execution per key and admin; 'optional': one per
   * key when a key is sent (the ticket reply box sends one per text), else once per call.
   */
  idempotency?: 'required' | 'optional';
  /**
   * The body input that may carry the key instead of the header (a form posting it as a
   * parameter); the two must agree when both are sent.
   */
  keyInput?: string;
  /** The message of a replayed key's answer, when it says so (a transfer already executed). */
  replayMessage?: string;
  /** The states it may run from and the one it leads to; a record elsewhere answers 409. */
  moves?: readonly CommandMove[];
  reason?: ReasonRule;
  /** The confirmation the admin answers before it is sent. */
  confirm?: string;
  /**
   * The record a refusal (403, 409) is written against in the audit trail: its resource name and
   * the body's key holding its id. None for a step refused before any record is the admin's.
   */
  audit?: { resource: AuditedResource; idKey: string };
  /** What the API document adds after the generated text: what it answers, what it refuses. */
  notes?: string;
}

/** The permissions that may send the command at all (a body rule's any-of; none for a step). */
export const permissionsOf = ({ permission }: { permission: Access }): readonly Permission[] => {
  const rule = ruleOf(permission);
  if (!rule) return [];
  return typeof rule === 'string' ? [rule] : rule.anyOf;
};

/** `ROUTE_PERMISSIONS` entries of declared routes (not the steps), keyed by method and path. */
export const declaredRouteRules = (
  routes: readonly { method: string; path: string; permission: Access }[],
) =>
  Object.fromEntries(
    routes.flatMap((r) => {
      const rule = ruleOf(r.permission);
      return rule ? [[`${r.method} ${r.path}`, rule] as const] : [];
    }),
  );

/** `ROUTE_PERMISSIONS` entries of the commands, keyed by method and path. */
export const commandRouteRules = (commands: readonly CommandDeclaration[]) =>
  declaredRouteRules(commands);

/** Whether `body` matches every value of `when` (a value, or one of several). */
export const bodyMatches = (
  body: Record<string, unknown>,
  when: Record<string, string | readonly string[]> | undefined,
) =>
  !when ||
  Object.entries(when).every(([key, value]) =>
    typeof value === 'string' ? body[key] === value : value.includes(body[key] as string),
  );

/** The move a body asks for (the first whose `when` it matches). */
export const moveOf = (command: CommandDeclaration, body: Record<string, unknown>) =>
  command.moves?.find((move) => bodyMatches(body, move.when));

/** Whether the body must carry a reason. */
export const needsReason = (command: CommandDeclaration, body: Record<string, unknown>) =>
  command.reason !== undefined && bodyMatches(body, command.reason.when);

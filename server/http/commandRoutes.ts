import { Type, type TSchema } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  accessConfig,
  needsReason,
  permissionsOf,
  type CommandDeclaration,
  type CommandInput,
} from '../../src/contracts/commands/types.ts';
import { brokenRule } from '../../src/contracts/fieldRules.ts';
import { auditingRefusals } from '../audit/refusals.ts';
import { requireStepUp } from '../auth/stepUp.ts';
import type { Db } from '../db/index.ts';
import { Id } from '../routes/records.ts';
import { badRequest, ok } from './envelope.ts';
import { Name, NonNegativeAmount } from './inputSafety.ts';
import { checkFields, typeboxDecimalOf, typeboxNumberOf, typeboxOf } from './fieldRules.ts';
import { executeOnce, IDEMPOTENCY_KEY_PATTERN, idempotencyKeyOf } from './idempotency.ts';
import type { TypedApp } from './listRoute.ts';

/**
 * One route per declared command (src/contracts/commands/): the body's schema from its inputs,
 * its permission (ROUTE_PERMISSIONS reads the same declaration), the 2FA step-up, the
 * Idempotency-Key, the reason, refusals written to the audit trail, and the API text, all from
 * the declaration. What the command does is the one function given here, run in one transaction
 * (with the key's claim, when it takes one) and answered as `ok(record, message)`.
 */

type Tx = Pick<Db, 'query'>;
type Body = Record<string, unknown>;

export interface CommandContext {
  adminId: string;
  email: string;
  request: FastifyRequest;
  /** The request's Idempotency-Key, when the command takes one. */
  key?: string;
}

export interface CommandAnswer {
  record: unknown;
  message: string;
  /** An HTTP status other than 200 (202: a change recorded for a second admin to approve). */
  status?: number;
  /**
   * What runs once the change has committed (mail): a replay runs nothing, so sends nothing. The
   * change stands if it fails, and the answer's message says why.
   */
  afterCommit?: (() => Promise<void>)[];
}

export type CommandHandler<I> = (tx: Tx, input: I, ctx: CommandContext) => Promise<CommandAnswer>;

export interface CommandOptions {
  /**
   * The domain opens its own transactions (a batch where each record commits alone): the handler
   * gets the database, not one transaction. Only for a command without an Idempotency-Key.
   */
  ownTransactions?: boolean;
}

/** The TypeBox type of one input (money travels as decimal text, as in the contract's writes). */
function typeOf(input: CommandInput): TSchema {
  const rules = input.rules ?? {};
  if (input.values) return Type.Union(input.values.map((value) => Type.Literal(value)));
  if (input.type === 'id') return Id;
  if (input.type === 'email')
    return Type.String({ format: 'email', maxLength: rules.maxLength ?? 254 });
  if (input.type === 'true') return Type.Literal(true);
  if (input.type === 'secret')
    return Type.String({
      ...(rules.minLength !== undefined ? { minLength: rules.minLength } : {}),
      ...(rules.maxLength !== undefined ? { maxLength: rules.maxLength } : {}),
    });
  if (input.type === 'decimal') return NonNegativeAmount;
  if (input.type === 'amount')
    return Type.Union([Type.String({ maxLength: 64 }), Type.Number({ exclusiveMinimum: 0 })]);
  if (input.type === 'number' || input.type === 'percent') return typeboxNumberOf(rules);
  if (input.type === 'money' || input.type === 'cryptoAmount') return typeboxDecimalOf(rules);
  if (input.trimmed) return Name(rules.maxLength ?? 200);
  return typeboxOf(rules);
}

/** The closed body (or params, or query): every input, required when its rules say so. */
export function commandBody(inputs: readonly CommandInput[], idsMax = 500) {
  const properties = Object.fromEntries(
    inputs.map((input) => {
      const type =
        input.type === 'ids'
          ? Type.Array(Id, { minItems: 1, maxItems: idsMax, uniqueItems: true })
          : input.many
            ? Type.Array(typeOf(input), { maxItems: input.many.max })
            : input.nullable
              ? Type.Union([typeOf(input), Type.Null()])
              : typeOf(input);
      return [input.key, input.rules?.required && !input.optional ? type : Type.Optional(type)];
    }),
  );
  return Type.Object(properties, { additionalProperties: false });
}

/** Who may call a declared route, as the API document says it. */
export function accessText(route: Pick<CommandDeclaration, 'permission'>): string {
  if (route.permission === 'public') return 'Public: no session.';
  if (route.permission === 'ownAccount')
    return "The signed-in admin's own account (open while awaiting activation).";
  return `Needs the permission ${permissionsOf(route).join(' or ')}.`;
}

/** The API document's text, generated: who may, what it needs, where it runs from. */
export function commandDescription(command: CommandDeclaration): string {
  const parts = [accessText(command)];
  if (command.stepUp) parts.push('Needs a live 2FA step-up.');
  if (command.idempotency === 'required')
    parts.push('Needs an Idempotency-Key header (one execution per key and admin).');
  if (command.idempotency === 'optional')
    parts.push('An optional Idempotency-Key header runs it at most once per key.');
  for (const move of command.moves ?? []) {
    const when = move.when ? ` (${Object.values(move.when).join(', ')})` : '';
    parts.push(`From ${move.from.join('|')} to ${move.to}${when}; elsewhere 409.`);
  }
  if (command.reason) {
    const when = command.reason.when ? ` when ${JSON.stringify(command.reason.when)}` : '';
    parts.push(`A reason (${command.reason.input}) is required${when}.`);
  }
  if (command.notes) parts.push(command.notes);
  return parts.join(' ');
}

/** The reason's presence (its own words), then every other input's rules (the form's words). */
function checkInputs(command: CommandDeclaration, body: Body) {
  const { reason } = command;
  if (reason && needsReason(command, body)) {
    const broken = brokenRule(body[reason.input], reason.rules);
    if (broken === 'required' || broken === 'minLength') throw badRequest(reason.message(body));
  }
  const ruled = command.inputs.filter(
    // A list's items are bounded by the body's schema; the rules read one value.
    // A secret is judged by the domain in its own words.
    (input) =>
      input.rules &&
      !input.values &&
      !input.many &&
      input.type !== 'secret' &&
      input.key !== reason?.input,
  );
  checkFields(
    body,
    Object.fromEntries(ruled.map((i) => [i.key, { label: i.label, rules: i.rules! }])),
  );
}

/** The key of a command that takes it in the header or in a body input (`keyInput`). */
function keyOf(command: CommandDeclaration, request: FastifyRequest): string {
  if (!command.keyInput) return idempotencyKeyOf(request);
  const inBody = (request.body as Body)[command.keyInput] as string | undefined;
  const inHeader = request.headers['idempotency-key'] as string | undefined;
  const key = inBody ?? inHeader;
  if (!key)
    throw badRequest(
      `An idempotency key is required: send ${command.keyInput} or the Idempotency-Key header`,
    );
  if (inBody && inHeader && inBody !== inHeader)
    throw badRequest(`${command.keyInput} and the Idempotency-Key header differ`);
  if (!IDEMPOTENCY_KEY_PATTERN.test(key))
    throw badRequest('The idempotency key must be 8 to 128 letters, digits or _ . : -');
  return key;
}

const isKeyed = (command: CommandDeclaration, request: FastifyRequest) =>
  command.idempotency === 'required' ||
  (command.idempotency === 'optional' && request.headers['idempotency-key'] !== undefined);

/**
 * One execution: in the key's claim when the command takes one (a replay answers what was stored,
 * `replayed`), else in a transaction of its own (or none, for a domain that commits record by
 * record). The claim covers the body without the key itself, wherever it came.
 */
async function executeCommand(
  app: TypedApp,
  command: CommandDeclaration,
  options: CommandOptions,
  [request, key]: [FastifyRequest, string | undefined],
  execute: (tx: Tx) => Promise<CommandAnswer>,
): Promise<CommandAnswer & { replayed?: boolean }> {
  if (key !== undefined) {
    const { [command.keyInput ?? '']: _key, ...body } = request.body as Body;
    const claim = { scope: command.name, key, request: body, adminId: request.session.adminId };
    const once = await executeOnce(app.db, claim, execute);
    return { ...once.result, replayed: once.replayed };
  }
  return options.ownTransactions ? execute(app.db) : app.db.transaction(execute);
}

/** Registers the command's route: the declaration's promises around `handler`. */
export function commandRoute<I extends Body>(
  app: TypedApp,
  command: CommandDeclaration,
  handler: CommandHandler<I>,
  options: CommandOptions = {},
) {
  if (options.ownTransactions && command.idempotency)
    throw new Error(`${command.name}: a keyed command runs in the key's transaction`);
  const run = async (request: FastifyRequest): Promise<CommandAnswer & { replayed?: boolean }> => {
    const body = request.body as I;
    checkInputs(command, body);
    // A public step has no session: no admin to name.
    const { adminId, email } = request.session ?? { adminId: '', email: '' };
    const key = isKeyed(command, request) ? keyOf(command, request) : undefined;
    // The work after the commit stays out of the key's stored answer: a replay runs none.
    let afterCommit: CommandAnswer['afterCommit'] = [];
    const ctx = { adminId, email, request, key };
    const answer = await executeCommand(app, command, options, [request, key], async (tx) => {
      const { afterCommit: work, ...rest } = await handler(tx, body, ctx);
      afterCommit = work;
      return rest;
    });
    return { ...answer, afterCommit };
  };
  app.route({
    method: command.method,
    url: command.path,
    config: accessConfig(command.permission),
    ...(command.stepUp ? { preHandler: requireStepUp } : {}),
    schema: {
      tags: [command.tag],
      summary: command.label,
      description: commandDescription(command),
      body: commandBody(command.inputs),
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const { audit } = command;
      const recordId = audit ? String((request.body as Body)[audit.idKey] ?? '') : '';
      const answer = audit
        ? await auditingRefusals(request, audit.resource, recordId, () => run(request))
        : await run(request);
      if (answer.status) reply.code(answer.status);
      if (answer.replayed) {
        reply.header('idempotent-replayed', 'true');
        if (command.replayMessage) return ok(answer.record, command.replayMessage);
      }
      try {
        for (const work of answer.afterCommit ?? []) await work();
      } catch (error) {
        return ok(answer.record, `${answer.message}. ${(error as Error).message}`);
      }
      return ok(answer.record, answer.message);
    },
  });
}

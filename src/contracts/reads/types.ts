import { declaredRouteRules, type Access, type CommandInput } from '../commands/types';

/**
 * A read that is not a list: one record, a figure, an image. Declared like a command
 * (src/contracts/commands) so its permission, step-up, inputs and API text are written once;
 * the server's factory (server/http/readRoutes.ts) registers it around the one query it runs.
 * Plain TypeScript: no browser or Node imports.
 */
export interface ReadDeclaration {
  /** A stable name (the test's title). */
  name: string;
  /** What it answers, as the API's summary says it. */
  label: string;
  method: 'GET' | 'POST';
  /** The spec's path, without /api. */
  path: string;
  tag: string;
  /** GET: the path's `:params` and the query; POST: the body. */
  inputs: readonly CommandInput[];
  permission: Access;
  /** A live 2FA step-up is required (the platform's wallets). */
  stepUp?: boolean;
  /** The envelope's message of every answer. */
  message?: string;
  /** What the API document adds: what it answers. */
  notes?: string;
  /** Inputs of a valid call where its required ones are not enough (the generated test's call). */
  example?: Record<string, unknown>;
}

/** `ROUTE_PERMISSIONS` entries of the reads, keyed by method and path. */
export const readRouteRules = (reads: readonly ReadDeclaration[]) => declaredRouteRules(reads);

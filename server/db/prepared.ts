import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Statements run as named prepared statements, so PostgreSQL parses and plans each text once per
 * connection instead of on every request. Planning is most of a list page's cost: the withdrawals
 * page (six joined tables) took ~1.8 ms to plan and ~0.4 ms to run (EXPLAIN ANALYZE, warm
 * session). A statement without parameters keeps its plan; one with parameters is still planned
 * for its values on every run (plan_cache_mode=force_custom_plan, set in postgres.ts), so only its
 * parsing is saved and its results cannot differ from an unnamed statement's.
 *
 * Each connection keeps at most PER_CONNECTION of them; later texts run unnamed, so a process that
 * meets many distinct texts (page numbers are part of the text) cannot grow a backend without bound.
 */
export const PER_CONNECTION = 100;

/** Per connection, its named statements: true while usable, false once its plan went stale. */
const preparedOn = new WeakMap<pg.ClientBase, Map<string, boolean>>();

/** A short name that only this text gets (a digest of it: microseconds, beside a round trip). */
const nameOf = (text: string) =>
  `s${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;

/** The query config for `text` on `client`: named while the connection has room for it. */
export function statementOn(client: pg.ClientBase, text: string, values: unknown[] | undefined) {
  const name = nameOf(text);
  let names = preparedOn.get(client);
  if (!names) preparedOn.set(client, (names = new Map()));
  const usable = names.get(name);
  if (usable === false) return { text, values };
  if (usable === undefined) {
    if (names.size >= PER_CONNECTION) return { text, values };
    names.set(name, true);
  }
  return { name, text, values };
}

/** After a stale plan: `text` runs unnamed on `client` from now on. */
export function forgetStatement(client: pg.ClientBase, text: string) {
  preparedOn.get(client)?.set(nameOf(text), false);
}

/**
 * A prepared plan whose result columns changed under it (a migration by another process during a
 * rolling restart): PostgreSQL refuses it; the statement then runs unnamed on that connection.
 */
export const isStalePlan = (error: unknown) =>
  (error as { code?: string }).code === '0A000' &&
  /cached plan must not change result type/.test(String((error as Error).message));

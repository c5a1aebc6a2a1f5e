import { randomInt } from 'node:crypto';
import { percentile, ms, type BenchRow } from '../measure';
import { send } from '../soak/lightClient';
import type { SoakRequest, SoakResult } from '../soak/openLoop';

/**
 * A client address of its own: a random loopback address, so one part's per-address counts (rate
 * limits, sign-in locks) never limit another part, nor a rerun on the same cached database.
 */
export const newAddress = () =>
  `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** A signed-in admin: the session's header and the address its requests leave from. */
export interface Client {
  headers: Record<string, string>;
  from: string;
}

/** Signs in from a new address, as the login page does (the seed's other admins have no 2FA). */
export async function signIn(
  api: string,
  admin: { email: string; password: string },
): Promise<Client> {
  const from = newAddress();
  const answer = await send(api, 'POST', '/adminlogin', {}, admin, from);
  const token = (JSON.parse(answer.text) as { token?: string }).token;
  if (!token) throw new Error(`sign-in of ${admin.email} failed: ${answer.text.slice(0, 200)}`);
  return { headers: { authorization: `Bearer ${token}` }, from };
}

/** A GET of `client`, as the open loop sends it. */
export const read = (api: string, client: Client, label: string, path: string): SoakRequest => ({
  label,
  send: () => send(api, 'GET', path, client.headers, undefined, client.from),
});

/** The status an open loop's error names (0: no answer at all). */
const statusOf = (detail: string) => Number(/^(\d{3}) /.exec(detail)?.[1] ?? 0);

/** Its errors counted by status: `{ 429: 3200, 0: 1 }`. */
export function errorsByStatus(result: SoakResult): Map<number, number> {
  const counts = new Map<number, number>();
  for (const { detail } of result.errors)
    counts.set(statusOf(detail), (counts.get(statusOf(detail)) ?? 0) + 1);
  return counts;
}

export const countText = (counts: Map<number | string, number>) =>
  [...counts].map(([status, n]) => `${n} × ${status || 'no answer'}`).join(', ') || 'none';

/** The others' latency rows (p50, p95 and p99 with their budgets) and their error row. */
export function latencyRows(
  who: string,
  result: SoakResult,
  budgets: { p95?: string; p99: string },
): BenchRow[] {
  const p = (q: number) => ms(percentile(result.latencies, q));
  const errors = errorsByStatus(result);
  const fivexx = [...errors].filter(([status]) => status >= 500).reduce((n, [, c]) => n + c, 0);
  const byLabel = [...result.byLabel]
    .map(([label, values]) => `${label} ${ms(percentile(values, 99))}`)
    .join(', ');
  return [
    {
      measure: `${who} p50`,
      value: p(50),
      note: `${result.sent} requests, from each one's scheduled time; driver late by ${ms(result.worstLateMs)} at worst`,
    },
    { measure: `${who} p95`, value: p(95), budget: budgets.p95 },
    { measure: `${who} p99`, value: p(99), budget: budgets.p99, note: `p99 by route: ${byLabel}` },
    {
      measure: `${who} 5xx`,
      value: String(fivexx),
      budget: '0',
      note: `errors: ${countText(errors)}${result.errors.length ? `; first: ${result.errors[0].detail.slice(0, 80)}` : ''}`,
    },
  ];
}

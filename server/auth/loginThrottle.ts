import type { Db } from '../db/index.ts';

/** After this many failed password sign-ins for one email within the window, sign-in is refused. */
export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;

/** Minutes until the email may try again, or 0 when it is not throttled. */
export async function loginLockMinutes(db: Pick<Db, 'query'>, email: string): Promise<number> {
  const { rows } = await db.query<{ failures: number; oldest: Date | null }>(
    `SELECT count(*)::int AS failures, min(at) AS oldest FROM (
       SELECT at FROM admin_login_failures
        WHERE email = $1 AND at > now() - interval '${LOGIN_FAILURE_WINDOW_MINUTES} minutes'
        ORDER BY at DESC LIMIT ${MAX_LOGIN_FAILURES}) recent`,
    [email.toLowerCase()],
  );
  const { failures, oldest } = rows[0] ?? { failures: 0, oldest: null };
  if (failures < MAX_LOGIN_FAILURES || !oldest) return 0;
  const unlockAt = oldest.getTime() + LOGIN_FAILURE_WINDOW_MINUTES * 60_000;
  return Math.max(1, Math.ceil((unlockAt - Date.now()) / 60_000));
}

export async function recordLoginFailure(db: Pick<Db, 'query'>, email: string): Promise<void> {
  await db.query('INSERT INTO admin_login_failures (email) VALUES ($1)', [email.toLowerCase()]);
  await db.query(
    `DELETE FROM admin_login_failures WHERE at < now() - interval '${LOGIN_FAILURE_WINDOW_MINUTES} minutes'`,
  );
}

export async function clearLoginFailures(db: Pick<Db, 'query'>, email: string): Promise<void> {
  await db.query('DELETE FROM admin_login_failures WHERE email = $1', [email.toLowerCase()]);
}

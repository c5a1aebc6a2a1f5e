import type { Db } from './db/index.ts';

/** Writes one entry to the admin action log (the bell and /admin/notification read it). */
export async function logAction(
  db: Pick<Db, 'query'>,
  entry: { description: string; userId?: string | null; adminId?: string | null },
): Promise<void> {
  await db.query(
    'INSERT INTO admin_action_log (description, user_id, admin_id) VALUES ($1, $2, $3)',
    [entry.description, entry.userId ?? null, entry.adminId ?? null],
  );
}

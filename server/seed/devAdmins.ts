import type { Db } from '../db/index.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { BuiltInRole } from '../../src/contracts/permissions.ts';

interface DevAdmin {
  email: string;
  password: string;
  role: BuiltInRole;
}

const devAdmin = <R extends BuiltInRole>(email: string, password: string, role: R) =>
  ({ email, password, role }) as const;

/** The second admin of a development database: maker-checker needs two (README). */
export const OPS_ADMIN = devAdmin('ops@exchange.local', 'Ops@123456', 'finance');
export const SUPPORT_ADMIN = devAdmin('support@exchange.local', 'Support@12345', 'support');
export const AUDITOR_ADMIN = devAdmin('auditor@exchange.local', 'Auditor@12345', 'auditor');

/**
 * The second owner: changes to who the admins are, prices and limits need a second, independent
 * admin's approval (issue #41), and at least two owners must remain to give it.
 */
export const SECOND_OWNER = devAdmin('owner2@exchange.local', 'Owner2@12345', 'owner');

/** Development admins besides the owner (README lists them); never seeded in production. */
export const DEV_ADMINS: readonly DevAdmin[] = [
  OPS_ADMIN,
  SUPPORT_ADMIN,
  AUDITOR_ADMIN,
  SECOND_OWNER,
];

/**
 * Adds the development admins that are missing, active, with their role (idempotent). Like the
 * installation's admin, they are founding admins: their approvals count (vouched).
 */
export async function seedDevAdmins(db: Pick<Db, 'query'>): Promise<void> {
  const { rows } = await db.query<{ email: string }>(
    'SELECT email FROM admins WHERE email = ANY($1)',
    [DEV_ADMINS.map((admin) => admin.email)],
  );
  const present = new Set(rows.map((row) => row.email));
  // Hashing is deliberately slow: only the missing admins pay for it.
  for (const admin of DEV_ADMINS.filter(({ email }) => !present.has(email))) {
    await db.query(
      `INSERT INTO admins (email, password_hash, role, vouched) VALUES ($1, $2, $3, true)
       ON CONFLICT DO NOTHING`,
      [admin.email, await hashPassword(admin.password), admin.role],
    );
  }
}

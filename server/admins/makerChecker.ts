import type { Db } from '../db/index.ts';
import { conflict } from '../http/envelope.ts';

type Tx = Pick<Db, 'query'>;

export type AdminStatus = 'pending' | 'active' | 'disabled';

export const AWAITING_ACTIVATION_MESSAGE =
  'Your admin account is awaiting activation by another admin: until then it can only manage its own sign-in (password, 2FA, sessions)';

/**
 * Two-person rules (maker-checker) in one place, for every action that needs two admins: the
 * withdrawal's second approval today, any future one tomorrow.
 *
 * Two accounts are not two people. An admin who invited or activated the other's account may
 * have created it for themselves, so the two approvers must be different admins who did not vouch
 * for one another, either way round. Together with activation by a different admin than the
 * inviter (activation.ts), one person holding one account cannot pass a two-person check alone.
 */
export async function requireIndependentSecondApprover(
  tx: Tx,
  firstId: string,
  secondId: string,
  what: string,
): Promise<void> {
  if (firstId === secondId)
    throw conflict(
      `${what}: a second, different admin must approve it (you gave the first approval)`,
    );
  const { rows } = await tx.query<{ email: string }>(
    `SELECT first.email FROM admins first, admins second
      WHERE first.id = $1 AND second.id = $2
        AND ($1 IN (second.invited_by, second.activated_by) OR $2 IN (first.invited_by, first.activated_by))`,
    [firstId, secondId],
  );
  if (rows[0])
    throw conflict(
      `${what}: the second approval must come from an admin who neither invited or activated the first approver (${rows[0].email}) nor was invited or activated by them`,
    );
}

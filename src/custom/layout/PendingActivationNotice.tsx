import { useGetIdentity } from 'react-admin';
import type { AdminIdentity } from '../../authProvider/authProvider';
import { paths } from '../../config/paths';
import { shellTexts } from './shellTexts';
import { ShellNotice } from './ShellNotice';

/**
 * A newly registered admin can act only once a different admin activates the account: until
 * then every screen but their own account answers 403, and this says why, above every screen.
 */
export function PendingActivationNotice() {
  const { identity } = useGetIdentity();
  if (!(identity as AdminIdentity | undefined)?.awaitingActivation) return null;
  return (
    <ShellNotice
      severity="warning"
      sx={{ mb: 2 }}
      to={paths.twoFactor}
      action={shellTexts.pendingActivation.action}
      title={shellTexts.pendingActivation.title}
    >
      {shellTexts.pendingActivation.body}
    </ShellNotice>
  );
}

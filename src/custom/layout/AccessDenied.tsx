import { useGetIdentity } from 'react-admin';
import type { AdminIdentity } from '../../authProvider/authProvider';
import { lastDenial } from '../../authProvider/access';
import { PERMISSIONS, type Permission } from '../../contracts/permissions';
import { paths } from '../../config/paths';
import { shellTexts } from './shellTexts';
import { ShellNotice } from './ShellNotice';

/**
 * What an admin sees on a screen their role does not allow (react-admin's /access-denied, or a
 * custom page's guard): which permission is missing, never a 404, a logout or a blank page.
 */
export function AccessDenied({ permission }: { permission?: Permission }) {
  const { identity } = useGetIdentity();
  const role = (identity as AdminIdentity | undefined)?.role ?? '…';
  const missing = permission ?? lastDenial();
  return (
    <ShellNotice
      severity="error"
      sx={{ m: 2 }}
      to={paths.dashboard}
      action={shellTexts.accessDenied.action}
      title={shellTexts.accessDenied.title}
    >
      {shellTexts.accessDenied.body(role, missing ? PERMISSIONS[missing] : null)}
    </ShellNotice>
  );
}

export default AccessDenied;

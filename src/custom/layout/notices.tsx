import type { ReactNode } from 'react';
import { useGetIdentity } from 'react-admin';
import { Button, type SxProps, type Theme } from '@mui/material';
import { Link } from 'react-router-dom';
import type { AdminIdentity } from '../../authProvider/authProvider';
import { lastDenial } from '../../authProvider/access';
import { PERMISSIONS, type Permission } from '../../contracts/permissions';
import { paths } from '../../config/paths';
import { LazyAlert } from '../../resources/shared/LazyAlert';
import { shellTexts } from './shellTexts';

/**
 * A newly registered admin can act only once a different admin activates the account: until
 * then every screen but their own account answers 403, and this says why, above every screen.
 */
export function PendingActivationNotice() {
  const { identity } = useGetIdentity();
  if (!(identity as AdminIdentity | undefined)?.awaitingActivation) return null;
  const t = shellTexts.pendingActivation;
  return (
    <ShellNotice severity="warning" sx={{ mb: 2 }} to={paths.twoFactor} texts={t}>
      {t.body}
    </ShellNotice>
  );
}

/**
 * What an admin sees on a screen their role does not allow (react-admin's /access-denied, or a
 * custom page's guard): which permission is missing, never a 404, a logout or a blank page.
 */
export function AccessDenied({ permission }: { permission?: Permission }) {
  const { identity } = useGetIdentity();
  const role = (identity as AdminIdentity | undefined)?.role ?? '…';
  const missing = permission ?? lastDenial();
  const t = shellTexts.accessDenied;
  return (
    <ShellNotice severity="error" sx={{ m: 2 }} to={paths.dashboard} texts={t}>
      {t.body(role, missing ? PERMISSIONS[missing] : null)}
    </ShellNotice>
  );
}

/** What holds the admin back and where to go on: an Alert (role="alert"), loaded when shown. */
function ShellNotice({
  severity,
  to,
  texts,
  sx,
  children,
}: {
  severity: 'error' | 'warning';
  to: string;
  texts: { title: string; action: string };
  sx: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <LazyAlert
      severity={severity}
      sx={sx}
      heading={texts.title}
      action={
        <Button component={Link} to={to} color="inherit" size="small">
          {texts.action}
        </Button>
      }
    >
      {children}
    </LazyAlert>
  );
}

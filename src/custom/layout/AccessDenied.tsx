import { Alert, AlertTitle, Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { useGetIdentity } from 'react-admin';
import type { AdminIdentity } from '../../authProvider/authProvider';
import { lastDenial } from '../../authProvider/access';
import { PERMISSIONS, type Permission } from '../../contracts/permissions';
import { paths } from '../../config/paths';
import { shellTexts } from './shellTexts';

/**
 * What an admin sees on a screen their role does not allow (react-admin's /access-denied, or a
 * custom page's guard): which permission is missing, never a 404, a logout or a blank page.
 */
export function AccessDenied({ permission }: { permission?: Permission }) {
  const { identity } = useGetIdentity();
  const role = (identity as AdminIdentity | undefined)?.role ?? '…';
  const missing = permission ?? lastDenial();
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ m: 2 }}
      action={
        <Button component={Link} to={paths.dashboard} color="inherit" size="small">
          {shellTexts.accessDenied.action}
        </Button>
      }
    >
      <AlertTitle>{shellTexts.accessDenied.title}</AlertTitle>
      {shellTexts.accessDenied.body(role, missing ? PERMISSIONS[missing] : null)}
    </Alert>
  );
}

export default AccessDenied;

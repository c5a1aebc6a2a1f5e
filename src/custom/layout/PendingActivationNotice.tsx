import { Alert, AlertTitle, Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { useGetIdentity } from 'react-admin';
import type { AdminIdentity } from '../../authProvider/authProvider';
import { paths } from '../../config/paths';
import { shellTexts } from './shellTexts';

/**
 * A newly registered admin can act only once a different admin activates the account: until
 * then every screen but their own account answers 403, and this says why, above every screen.
 */
export function PendingActivationNotice() {
  const { identity } = useGetIdentity();
  if (!(identity as AdminIdentity | undefined)?.awaitingActivation) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button component={Link} to={paths.twoFactor} color="inherit" size="small">
          {shellTexts.pendingActivation.action}
        </Button>
      }
    >
      <AlertTitle>{shellTexts.pendingActivation.title}</AlertTitle>
      {shellTexts.pendingActivation.body}
    </Alert>
  );
}

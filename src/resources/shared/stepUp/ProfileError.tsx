import { Alert, Button, Stack } from '@mui/material';
import { errors, texts } from '../../../messages/catalogue';

/** The admin's profile (is 2FA on?) could not be read: try again, or go back. */
export function ProfileError({ onRetry, onBack }: { onRetry: () => void; onBack: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" onClick={onRetry}>
            {texts.wallet.retry}
          </Button>
          <Button color="inherit" size="small" onClick={onBack}>
            {texts.wallet.goBack}
          </Button>
        </Stack>
      }
    >
      {errors.walletScreen.loadAdminProfile}
    </Alert>
  );
}

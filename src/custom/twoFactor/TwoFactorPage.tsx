import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import GppMaybeOutlinedIcon from '@mui/icons-material/GppMaybeOutlined';
import { errors } from '../../messages/catalogue';
import { adminProfileQuery } from '../../authProvider/adminProfileQuery';
import { errorMessage } from '../../dataProvider/errorText';
import { clearMarker } from '../../resources/shared/stepUp/gateState';
import { useTwoFactorApi } from './api';
import { CodeForm } from './CodeForm';
import { EnableFlow } from './EnableFlow';
import { twoFactorLabels as labels } from './labels';

/** /admin/2fa: the admin's own two-factor authentication (enable with a QR code, disable). */
export default function TwoFactorPage() {
  const queryClient = useQueryClient();
  const twoFactor = useTwoFactorApi();
  const profile = useQuery({ ...adminProfileQuery, retry: false });
  const enabled = profile.data?.twoFactorEnabled ?? false;

  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: adminProfileQuery.queryKey });

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 760 }}>
      <Typography component="h1" variant="h5" fontWeight={700}>
        {labels.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {labels.subtitle}
      </Typography>
      {profile.isPending ? (
        <Stack direction="row" spacing={2} alignItems="center" role="status">
          <CircularProgress size={24} aria-label={labels.loading} />
          <Typography color="text.secondary">{labels.loading}</Typography>
        </Stack>
      ) : profile.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void profile.refetch()}>
              {labels.retry}
            </Button>
          }
        >
          {errorMessage(profile.error, errors.adminProfile)}
        </Alert>
      ) : (
        <Paper sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
          <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
            {enabled ? (
              <VerifiedUserIcon color="success" sx={{ fontSize: 40 }} aria-hidden />
            ) : (
              <GppMaybeOutlinedIcon color="warning" sx={{ fontSize: 40 }} aria-hidden />
            )}
            <Box sx={{ flex: 1 }}>
              <Stack direction="row" spacing={1} alignItems="center">
                <Typography component="h2" variant="h6" fontWeight={700}>
                  {labels.title}
                </Typography>
                <Chip
                  size="small"
                  color={enabled ? 'success' : 'warning'}
                  label={enabled ? labels.statusOn : labels.statusOff}
                />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {enabled ? labels.onBody : labels.offBody}
              </Typography>
            </Box>
          </Stack>
          {enabled ? (
            // 2FA on: turning it off takes a current code and a confirmation.
            <CodeForm
              title={labels.disableTitle}
              body={labels.disableBody}
              submit={{ label: labels.disable, pending: labels.disabling }}
              destructive
              confirm={{ title: labels.confirmDisableTitle, content: labels.confirmDisableBody }}
              send={twoFactor.disable}
              success={labels.disabledToast}
              onDone={() => {
                // The server drops every wallet step-up with 2FA: so does the browser's gate.
                clearMarker(window.sessionStorage);
                refresh();
              }}
              sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}
            />
          ) : (
            <EnableFlow onDone={refresh} />
          )}
        </Paper>
      )}
    </Box>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import GppMaybeOutlinedIcon from '@mui/icons-material/GppMaybeOutlined';
import { adminProfileQuery } from '../../authProvider/adminProfileQuery';
import { CallFormBody } from '../../resources/shared/CallForm';
import { ErrorState } from '../../resources/shared/ErrorState';
import { LoadingRows } from '../../resources/shared/LoadingRows';
import { EnableFlow } from './EnableFlow';
import { disableForm } from './forms';
import { twoFactorLabels as labels } from './labels';

/** /admin/2fa: the admin's own two-factor authentication (enable with a QR code, disable). */
export default function TwoFactorPage() {
  const profile = useQuery({ ...adminProfileQuery, retry: false });
  const enabled = profile.data?.twoFactorEnabled ?? false;
  const Icon = enabled ? VerifiedUserIcon : GppMaybeOutlinedIcon;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 760 }}>
      <Typography component="h1" variant="h5" fontWeight={700}>
        {labels.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {labels.subtitle}
      </Typography>
      {profile.isPending ? (
        <LoadingRows label={labels.loading} shown />
      ) : profile.isError ? (
        <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <Paper sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
          <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
            <Icon color={enabled ? 'success' : 'warning'} sx={{ fontSize: 40 }} aria-hidden />
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
            <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
              <CallFormBody heading form={disableForm} />
            </Box>
          ) : (
            <EnableFlow />
          )}
        </Paper>
      )}
    </Box>
  );
}

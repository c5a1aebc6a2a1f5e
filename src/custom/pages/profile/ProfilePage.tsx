import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { RecordContextProvider, Title, useRecordContext } from 'react-admin';
import { Box, Button, Card, Stack, Typography } from '@mui/material';
import PasswordOutlinedIcon from '@mui/icons-material/PasswordOutlined';
import { adminProfileQuery } from '../../../authProvider/adminProfileQuery';
import { paths } from '../../../config/paths';
import type { FieldSchema } from '../../../resources/types';
import { ListCard } from '../../../resources/shared/ListCard';
import { SectionCard } from '../../../resources/shared/sections';
import { DetailSkeleton } from '../../../resources/shared/DetailStates';
import { ErrorState } from '../../../resources/shared/ErrorState';
import { SESSIONS_RESOURCE } from '../../../contracts/sessions';

/** The signed-in admin as a record: the string 'true' of the profile's f2A_Status means 2FA is on. */
const email: FieldSchema = { source: 'email', label: 'Email', type: 'email', views: ['show'] };
const twoFactor: FieldSchema = {
  source: 'twoFactor',
  label: 'Status',
  type: 'status',
  views: ['show'],
  choices: [
    { id: 'on', name: 'On', color: 'success' },
    { id: 'off', name: 'Off', color: 'warning' },
  ],
};

/** /admin/profile: the admin's email and 2FA state as section cards, then the active sessions. */
export default function ProfilePage() {
  const profile = useQuery(adminProfileQuery);
  const record = profile.data && {
    id: 'me',
    email: profile.data.email,
    twoFactor: profile.data.twoFactorEnabled ? 'on' : 'off',
  };
  return (
    <Box sx={{ maxWidth: 1100, width: '100%', mx: 'auto' }}>
      <Title title="Profile" />
      <Typography variant="h4" component="h1" sx={{ mb: 2.5 }}>
        Profile
      </Typography>
      <Stack sx={{ gap: 2 }}>
        {profile.isError ? (
          <Card>
            <ErrorState
              title="Could not load the profile."
              error={profile.error}
              onRetry={() => void profile.refetch()}
            />
          </Card>
        ) : null}
        {profile.isLoading ? <DetailSkeleton rows={2} /> : null}
        {record ? (
          <RecordContextProvider value={record}>
            <SectionCard group={{ fields: [email], component: AccountLinks }} />
            <SectionCard
              group={{
                label: 'Two-factor authentication',
                fields: [twoFactor],
                component: TwoFactorNote,
              }}
            />
          </RecordContextProvider>
        ) : null}
        <ListCard resource={SESSIONS_RESOURCE} />
      </Stack>
    </Box>
  );
}

function AccountLinks() {
  return (
    <Box sx={row}>
      <Typography variant="body2" color="text.secondary">
        Administrator
      </Typography>
      <Button
        component={Link}
        to={paths.changePassword}
        startIcon={<PasswordOutlinedIcon />}
        variant="outlined"
      >
        Change password
      </Button>
    </Box>
  );
}

function TwoFactorNote() {
  const on = useRecordContext()?.twoFactor === 'on';
  return (
    <Box sx={row}>
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 220 }}>
        {on
          ? 'Sign-in asks for a code from your authenticator app, and wallet operations are unlocked by it.'
          : 'Turn it on to protect sign-in. Wallet management requires it.'}
      </Typography>
      <Button component={Link} to={paths.twoFactor} variant={on ? 'outlined' : 'contained'}>
        {on ? 'Manage 2FA' : 'Enable 2FA'}
      </Button>
    </Box>
  );
}

const row = {
  display: 'flex',
  gap: 2,
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
} as const;

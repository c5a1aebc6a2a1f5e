import { useQuery } from '@tanstack/react-query';
import { RecordContextProvider, Title } from 'react-admin';
import { Box, Card, Stack, Typography } from '@mui/material';
import PasswordOutlinedIcon from '@mui/icons-material/PasswordOutlined';
import { adminProfileQuery } from '../../../authProvider/adminProfileQuery';
import { paths } from '../../../config/paths';
import { ListCard } from '../../../resources/shared/ListCard';
import { SectionCard, type FieldGroup } from '../../../resources/shared/sections';
import { DetailSkeleton } from '../../../resources/shared/DetailStates';
import { ErrorState } from '../../../resources/shared/ErrorState';
import { SESSIONS_RESOURCE } from '../../../contracts/sessions';

/** The signed-in admin as a record: the string 'true' of the profile's f2A_Status means 2FA is on. */
const SECTIONS: FieldGroup[] = [
  {
    fields: [{ source: 'email', label: 'Email', type: 'email', views: ['show'] }],
    link: () => ({
      note: 'Administrator',
      label: 'Change password',
      to: paths.changePassword,
      icon: PasswordOutlinedIcon,
    }),
  },
  {
    label: 'Two-factor authentication',
    fields: [
      {
        source: 'twoFactor',
        label: 'Status',
        type: 'status',
        views: ['show'],
        choices: [
          { id: 'on', name: 'On', color: 'success' },
          { id: 'off', name: 'Off', color: 'warning' },
        ],
      },
    ],
    link: ({ twoFactor }) =>
      twoFactor === 'on'
        ? {
            note: 'Sign-in asks for a code from your authenticator app, and wallet operations are unlocked by it.',
            label: 'Manage 2FA',
            to: paths.twoFactor,
          }
        : {
            note: 'Turn it on to protect sign-in. Wallet management requires it.',
            label: 'Enable 2FA',
            to: paths.twoFactor,
            primary: true,
          },
  },
];

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
            {SECTIONS.map((group, index) => (
              <SectionCard key={index} group={group} />
            ))}
          </RecordContextProvider>
        ) : null}
        <ListCard resource={SESSIONS_RESOURCE} />
      </Stack>
    </Box>
  );
}

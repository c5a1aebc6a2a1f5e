import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Title } from 'react-admin';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import SecurityOutlinedIcon from '@mui/icons-material/SecurityOutlined';
import PasswordOutlinedIcon from '@mui/icons-material/PasswordOutlined';
import { adminProfileQuery } from '../../../authProvider/adminProfileQuery';
import { paths } from '../../../config/paths';
import { ListCard } from '../../../resources/shared/ListCard';
import { SESSIONS_RESOURCE } from '../../../contracts/sessions';

/** /admin/profile: the admin's email, 2FA status (the string 'true' means on), sessions and invitations. */
export default function ProfilePage() {
  const profile = useQuery(adminProfileQuery);
  const email = profile.data?.email ?? '';
  const twoFactorOn = profile.data?.twoFactorEnabled ?? false;

  return (
    <Box sx={{ maxWidth: 1100, width: '100%', mx: 'auto' }}>
      <Title title="Profile" />
      <Typography variant="h4" component="h1" sx={{ mb: 2.5 }}>
        Profile
      </Typography>
      {profile.isError ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void profile.refetch()}>
              Retry
            </Button>
          }
        >
          {profile.error instanceof Error ? profile.error.message : 'Could not load the profile.'}
        </Alert>
      ) : null}
      <Stack sx={{ gap: 2 }}>
        <Card>
          <CardContent sx={{ display: 'flex', gap: 2.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <Avatar
              sx={{
                width: 56,
                height: 56,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                fontSize: '1.4rem',
                fontWeight: 700,
              }}
            >
              {email ? email.charAt(0).toUpperCase() : ''}
            </Avatar>
            <Box sx={{ flex: 1, minWidth: 220 }}>
              <Typography variant="body2" color="text.secondary">
                Email
              </Typography>
              <Typography variant="h6" component="p" sx={{ wordBreak: 'break-all' }}>
                {profile.isLoading ? <Skeleton width={240} /> : email}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Administrator
              </Typography>
            </Box>
            <Button
              component={Link}
              to={paths.changePassword}
              startIcon={<PasswordOutlinedIcon />}
              variant="outlined"
            >
              Change password
            </Button>
          </CardContent>
        </Card>

        <Card>
          <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <SecurityOutlinedIcon
              color={twoFactorOn ? 'success' : 'warning'}
              sx={{ fontSize: 36 }}
              aria-hidden="true"
            />
            <Box sx={{ flex: 1, minWidth: 220 }}>
              <Typography variant="subtitle1" component="h2" fontWeight={600}>
                Two-factor authentication{' '}
                {profile.isLoading ? null : (
                  <Chip
                    size="small"
                    color={twoFactorOn ? 'success' : 'warning'}
                    label={twoFactorOn ? 'On' : 'Off'}
                    sx={{ ml: 1 }}
                  />
                )}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {twoFactorOn
                  ? 'Sign-in asks for a code from your authenticator app, and wallet operations are unlocked by it.'
                  : 'Turn it on to protect sign-in. Wallet management requires it.'}
              </Typography>
            </Box>
            <Button
              component={Link}
              to={paths.twoFactor}
              variant={twoFactorOn ? 'outlined' : 'contained'}
            >
              {twoFactorOn ? 'Manage 2FA' : 'Enable 2FA'}
            </Button>
          </CardContent>
        </Card>

        <ListCard resource={SESSIONS_RESOURCE} />
      </Stack>
    </Box>
  );
}

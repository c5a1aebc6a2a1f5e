import { Link } from 'react-router-dom';
import { CanAccess, TitlePortal } from 'react-admin';
import { AppBar, Box, Toolbar, Typography } from '@mui/material';
import { paths } from '../../config/paths';
import { NotificationBell } from './NotificationBell';
import { LiveIndicator } from '../live/LiveIndicator';
import { ProfileMenu } from './ProfileMenu';
import { SidebarToggle } from './SidebarToggle';
import { LoadingRefresh } from './LoadingRefresh';
import { ThemeToggle } from './ThemeToggle';
import { shellTexts } from './shellTexts';
import { BrandMarkShape } from '../theme/BrandMarkShape';

export const TOP_BAR_HEIGHT = 56;

/** The top bar: sidebar toggle, brand, page title, then bell, theme toggle and profile menu. */
export function TopBar() {
  return (
    <AppBar position="fixed" component="header" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar
        disableGutters
        sx={{ minHeight: `${TOP_BAR_HEIGHT}px !important`, px: { xs: 1, sm: 1.5 }, gap: 1 }}
      >
        <SidebarToggle />
        <Box
          component={Link}
          to={paths.dashboard}
          sx={{
            display: { xs: 'none', sm: 'inline-flex' },
            alignItems: 'center',
            gap: 1,
            color: 'inherit',
            textDecoration: 'none',
            mr: 2,
          }}
        >
          <BrandMark />
          <Typography
            component="span"
            sx={{ fontWeight: 700, fontSize: '1rem', whiteSpace: 'nowrap' }}
          >
            {shellTexts.brand}
          </Typography>
        </Box>
        <Box
          sx={{
            flex: 1,
            minWidth: 0,
            '& h2, & .MuiTypography-root': { fontSize: '1rem', fontWeight: 600 },
          }}
        >
          <TitlePortal variant="body1" />
        </Box>
        {/* The spinner shows while any query runs. */}
        <LoadingRefresh />
        <LiveIndicator />
        {/* The activity log is a permission of its own (a support agent does not read it); when
            the profile cannot be read, the bell stays and the server decides. */}
        <CanAccess resource="notification" action="list" error={<NotificationBell />}>
          <NotificationBell />
        </CanAccess>
        <ThemeToggle />
        <ProfileMenu />
      </Toolbar>
    </AppBar>
  );
}

function BrandMark() {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      sx={{ width: 30, height: 30, color: 'primary.main' }}
    >
      <BrandMarkShape />
    </Box>
  );
}

import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import {
  CanAccess,
  TitlePortal,
  useGetIdentity,
  useLoading,
  useRefresh,
  useSidebarState,
  useTranslate,
} from 'react-admin';
import {
  AppBar,
  Avatar,
  Box,
  CircularProgress,
  IconButton,
  Toolbar,
  Typography,
} from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import RefreshIcon from '@mui/icons-material/Refresh';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import { paths } from '../../config/paths';
import { LiveIndicator } from '../live/LiveIndicator';
import { BrandMarkShape } from '../theme/BrandMarkShape';
import { toggleTheme, useThemeMode } from '../theme/themeStore';
import { CountBadge } from './CountBadge';
import { Hint } from '../../resources/shared/Hint';
import { shellTexts } from './shellTexts';
import { useActivityLog } from './useActivityLog';
import { usePopupMenu } from './usePopupMenu';

// The menus' code (MUI Menu, Popover, Modal) is not in the shell's: it loads when the browser is
// idle or a pointer reaches a menu button (usePopupMenu), before the first click.
const loadMenus = () => import('./topBarMenus');
const ProfileMenuList = lazy(() =>
  loadMenus().then((menus) => ({ default: menus.ProfileMenuList })),
);
const NotificationMenu = lazy(() =>
  loadMenus().then((menus) => ({ default: menus.NotificationMenu })),
);

export const TOP_BAR_HEIGHT = 56;

/**
 * The top bar: sidebar toggle, brand, page title, then refresh, live state, bell, theme toggle and
 * profile menu. Its buttons are react-admin's (SidebarToggleButton, LoadingIndicator) with the
 * shell's Hint instead of MUI's Tooltip and Popper.
 */
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
          <Box
            component="svg"
            viewBox="0 0 32 32"
            aria-hidden="true"
            focusable="false"
            sx={{ width: 30, height: 30, color: 'primary.main' }}
          >
            <BrandMarkShape />
          </Box>
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

/** Opens and collapses the sidebar (react-admin's texts, its icon turning half a turn). */
function SidebarToggle() {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  return (
    <Hint title={translate(open ? 'ra.action.close_menu' : 'ra.action.open_menu')}>
      <IconButton color="inherit" onClick={() => setOpen(!open)}>
        <MenuIcon
          sx={(theme) => ({
            transform: open ? 'rotate(180deg)' : 'rotate(0deg)',
            transition: theme.transitions.create('transform', {
              easing: theme.transitions.easing.sharp,
              duration: theme.transitions.duration.leavingScreen,
            }),
          })}
        />
      </IconButton>
    </Hint>
  );
}

/** The refresh button, a spinner in its place while any query runs. */
function LoadingRefresh() {
  const loading = useLoading();
  const refresh = useRefresh();
  const translate = useTranslate();
  return (
    <Box sx={{ position: 'relative' }}>
      <Hint title={translate('ra.action.refresh')}>
        <IconButton color="inherit" onClick={() => refresh()} sx={{ opacity: loading ? 0 : 1 }}>
          <RefreshIcon />
        </IconButton>
      </Hint>
      {loading && (
        // axe wants every progressbar named.
        <CircularProgress
          aria-label={translate('ra.page.loading')}
          color="inherit"
          size={16}
          thickness={6}
          sx={{ position: 'absolute', top: '30%', left: '30%' }}
        />
      )}
    </Box>
  );
}

/**
 * The bell links to /admin/notification and shows the count of activity logs; the button beside
 * it opens the dropdown of the first 5, newest first.
 */
function NotificationBell() {
  const log = useActivityLog();
  const { opened, button, menu } = usePopupMenu(loadMenus);
  const label = shellTexts.bell(log.total);
  return (
    <Box
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 99,
        px: 0.25,
      }}
    >
      <Hint title={label}>
        <IconButton component={Link} to={paths.notification} size="small" color="inherit">
          <CountBadge count={log.total} max={99}>
            <NotificationsNoneOutlinedIcon />
          </CountBadge>
        </IconButton>
      </Hint>
      <IconButton
        {...button}
        size="small"
        color="inherit"
        aria-label={shellTexts.bellTitle}
        sx={{ ml: -0.25 }}
      >
        <ExpandMoreIcon fontSize="small" />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <NotificationMenu {...menu} log={log} />
        </Suspense>
      )}
    </Box>
  );
}

/** Switches dark/light in the app's theme store (saved, `dark` class); react-admin follows. */
function ThemeToggle() {
  const mode = useThemeMode();
  return (
    <Hint title={mode === 'dark' ? shellTexts.themeToLight : shellTexts.themeToDark}>
      <IconButton color="inherit" onClick={toggleTheme}>
        {mode === 'dark' ? <LightModeOutlinedIcon /> : <DarkModeOutlinedIcon />}
      </IconButton>
    </Hint>
  );
}

/** The profile menu: profile, 2FA, change password, landing page, and Logout (asks first). */
function ProfileMenu() {
  const { identity } = useGetIdentity();
  const { opened, button, menu } = usePopupMenu(loadMenus);
  const email = typeof identity?.email === 'string' ? identity.email : (identity?.fullName ?? '');
  return (
    <>
      <Hint title={shellTexts.profileMenu}>
        <IconButton {...button} size="small" sx={{ ml: 0.5 }}>
          <Avatar
            sx={{
              width: 34,
              height: 34,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontSize: '0.95rem',
              fontWeight: 700,
            }}
          >
            {email ? email.charAt(0).toUpperCase() : <PersonOutlineIcon fontSize="small" />}
          </Avatar>
        </IconButton>
      </Hint>
      {opened && (
        <Suspense fallback={null}>
          <ProfileMenuList {...menu} email={email} />
        </Suspense>
      )}
    </>
  );
}

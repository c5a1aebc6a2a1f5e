import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Confirm, useLogout } from 'react-admin';
import {
  Box,
  Button,
  CircularProgress,
  Divider,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import SecurityOutlinedIcon from '@mui/icons-material/SecurityOutlined';
import PasswordOutlinedIcon from '@mui/icons-material/PasswordOutlined';
import WebOutlinedIcon from '@mui/icons-material/WebOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { paths } from '../../config/paths';
import { formatDateTime, relativeTime } from '../../resources/shared/format';
import { shellTexts } from './shellTexts';
import type { PopupMenuProps } from './usePopupMenu';
import type { useActivityLog } from './useActivityLog';

/**
 * The top bar's menus (MUI Menu, Popover, Modal, and the logout's Dialog): one chunk, loaded when
 * the admin first opens one of them, not with the shell.
 */

const profileLinks = [
  { to: paths.profile, label: shellTexts.profile, Icon: PersonOutlineIcon },
  { to: paths.twoFactor, label: shellTexts.twoFactor, Icon: SecurityOutlinedIcon },
  { to: paths.changePassword, label: shellTexts.changePassword, Icon: PasswordOutlinedIcon },
  // The landing editor has no sidebar entry, so it is reached from here.
  { to: paths.landing, label: shellTexts.landing, Icon: WebOutlinedIcon },
];

/**
 * Who is signed in, profile, 2FA, change password, landing page, and Logout, which asks first.
 * Confirming calls the server logout through the authProvider (which clears the token even when
 * the server cannot be reached), clears react-admin's caches and lands on /login.
 */
export function ProfileMenuList({ email, ...menu }: PopupMenuProps & { email: string }) {
  const logout = useLogout();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const t = shellTexts.logout;
  const confirm = async () => {
    setPending(true);
    try {
      await logout();
    } finally {
      setPending(false);
      setAsking(false);
    }
  };

  return (
    <>
      <TopBarMenu menu={menu} label={shellTexts.profileMenu} width={{ minWidth: 240 }}>
        {email ? (
          <Box sx={{ px: 2, py: 1 }}>
            <Typography variant="caption" color="text.secondary" component="p">
              Signed in as
            </Typography>
            <Typography variant="body2" fontWeight={600} noWrap title={email}>
              {email}
            </Typography>
          </Box>
        ) : null}
        {email ? <Divider /> : null}
        {profileLinks.map(({ to, label, Icon }) => (
          <MenuItem key={to} component={Link} to={to} onClick={menu.onClose}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {label}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            menu.onClose();
            setAsking(true);
          }}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {shellTexts.logoutEntry}
        </MenuItem>
      </TopBarMenu>
      <Confirm
        isOpen={asking}
        loading={pending}
        title={t.title}
        content={t.body}
        cancel={t.cancel}
        confirm={pending ? t.confirming : t.confirm}
        confirmColor="warning"
        ConfirmIcon={LogoutIcon}
        maxWidth="xs"
        fullWidth
        onConfirm={() => void confirm()}
        onClose={() => !pending && setAsking(false)}
      />
    </>
  );
}

/** The bell's dropdown: the count, then the first 5 activity logs, newest first, and "See all". */
export function NotificationMenu({
  log: { total, latest, isLoading, isError },
  ...menu
}: PopupMenuProps & { log: ReturnType<typeof useActivityLog> }) {
  const note = (color: string, text: string) => (
    <Typography sx={{ p: 2 }} color={color} variant="body2">
      {text}
    </Typography>
  );
  return (
    <TopBarMenu menu={menu} label={shellTexts.bellTitle} width={{ width: 360 }}>
      <Box
        sx={{
          px: 2,
          py: 1,
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
        }}
      >
        <Typography variant="subtitle2" component="p">
          {shellTexts.bellTitle}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {total}
        </Typography>
      </Box>
      <Divider />
      {isLoading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress size={22} aria-label="Loading activity" />
        </Box>
      ) : isError ? (
        note('error', shellTexts.bellError)
      ) : latest.length === 0 ? (
        note('text.secondary', shellTexts.bellEmpty)
      ) : !menu.open ? null : (
        // Built only while open: the closed menu stays mounted once loaded.
        latest.map((log) => (
          <MenuItem
            key={log._id}
            component={Link}
            to={paths.notification}
            onClick={menu.onClose}
            sx={{ alignItems: 'flex-start', whiteSpace: 'normal', py: 1.25, gap: 1.5 }}
          >
            <Box
              aria-hidden="true"
              sx={{
                mt: '7px',
                width: 8,
                height: 8,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                flexShrink: 0,
              }}
            />
            <ListItemText
              primary={log.description}
              secondary={
                <span title={formatDateTime(log.date)}>
                  {relativeTime(log.date)}
                  {log.user_id ? ` · ${log.user_id}` : ''}
                </span>
              }
              slotProps={{ primary: { variant: 'body2' }, secondary: { variant: 'caption' } }}
            />
          </MenuItem>
        ))
      )}
      <Divider />
      <Box sx={{ px: 1, pt: 0.5 }}>
        <Button component={Link} to={paths.notification} fullWidth onClick={menu.onClose}>
          {shellTexts.bellSeeAll}
        </Button>
      </Box>
    </TopBarMenu>
  );
}

/** A menu hanging from its top-bar button's right edge, named for screen readers. */
function TopBarMenu({
  menu,
  label,
  width,
  children,
}: {
  menu: PopupMenuProps;
  label: string;
  width: { width: number } | { minWidth: number };
  children: ReactNode;
}) {
  return (
    <Menu
      {...menu}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: { sx: { ...width, maxWidth: 'calc(100vw - 24px)', mt: 1 } },
        list: { 'aria-label': label },
      }}
    >
      {children}
    </Menu>
  );
}

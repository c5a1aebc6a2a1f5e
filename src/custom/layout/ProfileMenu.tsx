import { useId, useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useGetIdentity } from 'react-admin';
import {
  Avatar,
  Box,
  Divider,
  IconButton,
  ListItemIcon,
  Menu,
  MenuItem,
  Tooltip,
  Typography,
} from '@mui/material';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import SecurityOutlinedIcon from '@mui/icons-material/SecurityOutlined';
import PasswordOutlinedIcon from '@mui/icons-material/PasswordOutlined';
import WebOutlinedIcon from '@mui/icons-material/WebOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { paths } from '../../config/paths';
import { useLogoutDialog } from './LogoutDialog';
import { shellTexts } from './shellTexts';

/** The profile menu: profile, 2FA, change password, landing page, and Logout (opens the confirmation). */
export function ProfileMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { identity } = useGetIdentity();
  const logoutDialog = useLogoutDialog();
  const menuId = useId();
  const open = Boolean(anchor);
  const email = typeof identity?.email === 'string' ? identity.email : (identity?.fullName ?? '');
  const close = () => setAnchor(null);

  const links = [
    { to: paths.profile, label: shellTexts.profile, icon: <PersonOutlineIcon fontSize="small" /> },
    {
      to: paths.twoFactor,
      label: shellTexts.twoFactor,
      icon: <SecurityOutlinedIcon fontSize="small" />,
    },
    {
      to: paths.changePassword,
      label: shellTexts.changePassword,
      icon: <PasswordOutlinedIcon fontSize="small" />,
    },
    // Not a sidebar entry in the spec (section 2), so the landing editor is reached from here.
    { to: paths.landing, label: shellTexts.landing, icon: <WebOutlinedIcon fontSize="small" /> },
  ];

  return (
    <>
      <Tooltip title={shellTexts.profileMenu}>
        <IconButton
          aria-label={shellTexts.profileMenu}
          aria-haspopup="true"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
          size="small"
          sx={{ ml: 0.5 }}
        >
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
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { minWidth: 240, mt: 1 } },
          list: { 'aria-label': shellTexts.profileMenu },
        }}
      >
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
        {links.map((link) => (
          <MenuItem key={link.to} component={Link} to={link.to} onClick={close}>
            <ListItemIcon>{link.icon}</ListItemIcon>
            {link.label}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            logoutDialog.open();
          }}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {shellTexts.logoutEntry}
        </MenuItem>
      </Menu>
    </>
  );
}

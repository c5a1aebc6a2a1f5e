import { Link } from 'react-router-dom';
import { Box, Divider, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import SecurityOutlinedIcon from '@mui/icons-material/SecurityOutlined';
import PasswordOutlinedIcon from '@mui/icons-material/PasswordOutlined';
import WebOutlinedIcon from '@mui/icons-material/WebOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { paths } from '../../config/paths';
import { useLogoutDialog } from './LogoutDialog';
import { shellTexts } from './shellTexts';

/** The profile menu's list: who is signed in, profile, 2FA, change password, landing page, Logout. */
export default function ProfileMenuList({
  id,
  anchor,
  onClose,
  email,
}: {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  email: string;
}) {
  const logoutDialog = useLogoutDialog();
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
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
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
        <MenuItem key={link.to} component={Link} to={link.to} onClick={onClose}>
          <ListItemIcon>{link.icon}</ListItemIcon>
          {link.label}
        </MenuItem>
      ))}
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
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
  );
}

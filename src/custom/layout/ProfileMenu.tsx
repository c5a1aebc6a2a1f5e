import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import { useGetIdentity } from 'react-admin';
import { Avatar, IconButton } from '@mui/material';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import { shellTexts } from './shellTexts';
import { Hint } from './Hint';
import { useOpenedOnce } from './useOpenedOnce';

// The menu's code (MUI Menu, Popover, Modal) loads on its first opening, not with the shell.
const ProfileMenuList = lazy(() => import('./ProfileMenuList'));

/** The profile menu: profile, 2FA, change password, landing page, and Logout (opens the confirmation). */
export function ProfileMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { identity } = useGetIdentity();
  const menuId = useId();
  const open = Boolean(anchor);
  const email = typeof identity?.email === 'string' ? identity.email : (identity?.fullName ?? '');
  const close = () => setAnchor(null);
  const opened = useOpenedOnce(open);

  return (
    <>
      <Hint title={shellTexts.profileMenu}>
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
      </Hint>
      {opened && (
        <Suspense fallback={null}>
          <ProfileMenuList id={menuId} anchor={anchor} onClose={close} email={email} />
        </Suspense>
      )}
    </>
  );
}

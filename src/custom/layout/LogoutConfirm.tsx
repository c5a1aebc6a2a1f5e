import { useState } from 'react';
import { useLogout } from 'react-admin';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { shellTexts } from './shellTexts';

/**
 * Confirming calls the server logout through the authProvider (which clears the token even when
 * the server cannot be reached), clears react-admin's caches and lands on /login.
 * Cancelling changes nothing.
 */
export default function LogoutConfirm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const logout = useLogout();
  const [pending, setPending] = useState(false);
  const t = shellTexts.logout;

  const confirm = async () => {
    setPending(true);
    try {
      await logout();
    } finally {
      setPending(false);
      onClose();
    }
  };

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby="logout-dialog-title"
      aria-describedby="logout-dialog-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="logout-dialog-title">{t.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="logout-dialog-text">{t.body}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending} color="inherit">
          {t.cancel}
        </Button>
        <Button
          onClick={confirm}
          disabled={pending}
          variant="contained"
          color="error"
          startIcon={<LogoutIcon />}
        >
          {pending ? t.confirming : t.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

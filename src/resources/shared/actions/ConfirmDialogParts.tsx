import {
  Box,
  Button,
  CircularProgress,
  DialogActions,
  LinearProgress,
  Typography,
} from '@mui/material';
import type { ButtonProps } from '@mui/material';

/**
 * The buttons under a confirmation: Cancel, and the action's own button with a spinner while it
 * runs. Both are disabled while it runs, so a dialog that moves money is not closed half-way.
 */
export function ConfirmActions({
  label,
  onCancel,
  onConfirm,
  busy = false,
  disabled = false,
  color = 'primary',
}: {
  label: string;
  onCancel: () => void;
  /** Without it the button submits the dialog's form. */
  onConfirm?: () => void;
  busy?: boolean;
  disabled?: boolean;
  color?: ButtonProps['color'];
}) {
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onCancel} disabled={busy} color="inherit">
        Cancel
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        variant="contained"
        color={color}
        disabled={busy || disabled}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : null}
        onClick={onConfirm}
      >
        {label}
      </Button>
    </DialogActions>
  );
}

/** How far a run of calls has got: a bar and its words, announced to screen readers. */
export function ConfirmProgress({
  done,
  total,
  text,
}: {
  done: number;
  total: number;
  text: string;
}) {
  return (
    <Box role="status" sx={{ mt: 2 }}>
      <LinearProgress
        variant="determinate"
        value={total ? (done / total) * 100 : 0}
        aria-label="Progress"
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {text}
      </Typography>
    </Box>
  );
}

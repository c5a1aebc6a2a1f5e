import type { ReactNode } from 'react';
import { Button, type SxProps, type Theme } from '@mui/material';
import { Link } from 'react-router-dom';
import { LazyAlert } from './LazyAlert';

/**
 * A notice of the shell (an Alert, so role="alert"): what holds the admin back and where to go on.
 * Shown only when something holds the admin back, so the Alert loads then (LazyAlert).
 */
export function ShellNotice({
  severity,
  title,
  to,
  action,
  sx,
  children,
}: {
  severity: 'error' | 'warning';
  title: string;
  /** Where the action button leads. */
  to: string;
  action: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <LazyAlert
      severity={severity}
      sx={sx}
      heading={title}
      action={
        <Button component={Link} to={to} color="inherit" size="small">
          {action}
        </Button>
      }
    >
      {children}
    </LazyAlert>
  );
}

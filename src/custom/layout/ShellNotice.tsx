import type { ReactNode } from 'react';
import { Alert, AlertTitle, Button, type SxProps, type Theme } from '@mui/material';
import { Link } from 'react-router-dom';

/** A notice of the shell (an Alert, so role="alert"): what holds the admin back and where to go on. */
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
    <Alert
      severity={severity}
      sx={sx}
      action={
        <Button component={Link} to={to} color="inherit" size="small">
          {action}
        </Button>
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {children}
    </Alert>
  );
}

import type { ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import RefreshIcon from '@mui/icons-material/Refresh';
import { errorHint } from '../../dataProvider/errorText';

interface ErrorStateProps {
  /** What failed ('Could not load the list'); without it the error's message is the heading. */
  title?: string;
  error: unknown;
  onRetry?: () => void;
  /** Other ways out beside Retry (the wallet's Go Back). */
  actions?: ReactNode;
}

export const errorMessageOf = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message
    ? error.message
    : typeof error === 'string' && error
      ? error
      : fallback;

/** A failed load: what went wrong, in the server's words (and why no answer came), and Retry. */
export function ErrorState({ title, error, onRetry, actions }: ErrorStateProps) {
  const message = errorMessageOf(error, 'Something went wrong.');
  const hint = errorHint(error);
  return (
    <Box
      role="alert"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1.5,
        py: 6,
        px: 2,
      }}
    >
      <ErrorOutlineIcon color="error" sx={{ fontSize: 48 }} aria-hidden="true" />
      <Typography variant="h6" component="h2">
        {title ?? message}
      </Typography>
      {title && message !== title ? (
        <Typography color="text.secondary">{message}</Typography>
      ) : null}
      {hint ? (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1 }}>
        {onRetry ? (
          <Button variant="contained" startIcon={<RefreshIcon />} onClick={onRetry}>
            Retry
          </Button>
        ) : null}
        {actions}
      </Box>
    </Box>
  );
}

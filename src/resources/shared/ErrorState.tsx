import { Box, Button, Typography } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import RefreshIcon from '@mui/icons-material/Refresh';

interface ErrorStateProps {
  title?: string;
  error: unknown;
  onRetry?: () => void;
}

export const errorMessageOf = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message
    ? error.message
    : typeof error === 'string' && error
      ? error
      : fallback;

/** A failed load: what went wrong, in the server's words, and a way to try again. Never blank. */
export function ErrorState({ title = 'Could not load the data', error, onRetry }: ErrorStateProps) {
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
        {title}
      </Typography>
      <Typography color="text.secondary">
        {errorMessageOf(error, 'Something went wrong.')}
      </Typography>
      {onRetry ? (
        <Button variant="contained" startIcon={<RefreshIcon />} onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </Box>
  );
}

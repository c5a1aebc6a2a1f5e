import type { ReactNode } from 'react';
import { Box, Skeleton, Stack } from '@mui/material';
import { useShowContext } from 'react-admin';
import { ErrorState } from './ErrorState';

/** A loading skeleton shaped like a details card. */
export function DetailSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <Stack spacing={2} sx={{ p: 2 }} role="progressbar" aria-label="Loading details">
      {Array.from({ length: rows }, (_, i) => (
        <Box key={i}>
          <Skeleton variant="text" width={120} />
          <Skeleton variant="text" width={i % 2 ? '40%' : '60%'} height={28} />
        </Box>
      ))}
    </Stack>
  );
}

/** Inside a <Show>: the skeleton while the first load runs, then the children. */
export function ShowBody({ children }: { children: ReactNode }) {
  const { isPending, record } = useShowContext();
  if (isPending && !record) return <DetailSkeleton />;
  return <>{children}</>;
}

/** Inside a <Show>: the failed load, with the server's message and Retry. */
export function ShowError() {
  const { error, refetch } = useShowContext();
  return (
    <ErrorState title="Could not load the details" error={error} onRetry={() => void refetch()} />
  );
}

/** react-admin's default is a "not found" toast and a redirect to the list: we show the error instead. */
export const keepErrorOnScreen = { onError: () => undefined };

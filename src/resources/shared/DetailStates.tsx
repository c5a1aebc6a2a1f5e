import type { ReactNode } from 'react';
import { Box, Button, Skeleton, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useShowContext } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ResourceSchema } from '../types';
import { ErrorState } from './ErrorState';
import { backLabelOf, listPathOf } from './routes';

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

/**
 * Inside a <Show>: the failed load, with the server's message, Retry and the way back to the
 * list (a record that does not exist will not appear on a retry).
 */
export function ShowError({ schema }: { schema: ListOwner }) {
  const show = useShowContext();
  return <RecordLoadError schema={schema} title="Could not load the details" load={show} />;
}

/** A record's failed load (a show's or an edit's): its message, Retry and the way back. */
export function RecordLoadError({
  schema,
  title,
  load,
}: {
  schema: ListOwner;
  title: string;
  load: { error?: unknown; refetch: () => unknown };
}) {
  return (
    <ErrorState
      title={title}
      error={load.error}
      onRetry={() => void load.refetch()}
      actions={<BackToList schema={schema} />}
    />
  );
}

type ListOwner = Pick<ResourceSchema, 'name' | 'label' | 'singleton' | 'recordPage'>;

/** The link from a record that failed to load back to its grid; none for a settings record. */
export function BackToList({ schema }: { schema: ListOwner }) {
  // A singleton's list route is this very form: leading there would only load it again.
  if (schema.singleton) return null;
  return (
    <Button component={Link} to={listPathOf(schema)} startIcon={<ArrowBackIcon />}>
      {backLabelOf(schema)}
    </Button>
  );
}

/** react-admin's default is a "not found" toast and a redirect to the list: we show the error instead. */
export const keepErrorOnScreen = { onError: () => undefined };

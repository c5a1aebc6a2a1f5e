import { useEffect, useState } from 'react';
import { useGetList } from 'react-admin';
import { Box } from '@mui/material';
import type { ListQueue } from '../../contracts/resources/types';
import { subscribeChanges } from '../../dataProvider/liveChanges';
import { whenIdle } from '../../resources/shared/whenIdle';

/** Above this the entry says "999+": the admin needs the size of the queue, not the exact figure. */
const SHOWN_MAX = 999;

/**
 * How many records wait in a queue, beside its menu entry: asked once the browser is idle (the
 * first screen's own calls go first), and again whenever a live change arrives.
 */
export function QueueCount({ queue }: { queue: ListQueue & { resource: string } }) {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  const { total, refetch } = useGetList(
    queue.resource,
    { pagination: { page: 1, perPage: 1 }, sort: queue.sort, filter: queue.filter },
    { enabled: ready },
  );
  useEffect(() => (ready ? subscribeChanges(() => void refetch()) : undefined), [ready, refetch]);
  if (total == null) return null;
  return (
    <Box
      component="span"
      aria-label={`${total} waiting`}
      sx={{
        ml: 1,
        px: 0.75,
        borderRadius: 2,
        fontSize: '0.75rem',
        fontWeight: 600,
        lineHeight: '1.25rem',
        bgcolor: total > 0 ? 'primary.main' : 'action.selected',
        color: total > 0 ? 'primary.contrastText' : 'text.secondary',
      }}
    >
      {total > SHOWN_MAX ? `${SHOWN_MAX}+` : total}
    </Box>
  );
}

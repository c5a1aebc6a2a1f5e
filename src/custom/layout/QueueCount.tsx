import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Box } from '@mui/material';
import type { ListQueue } from '../../contracts/resources/types';
import { subscribeChanges } from '../../dataProvider/liveChanges';
import { whenIdle } from '../../resources/shared/whenIdle';

/** Above this the entry says "999+": the admin needs the size of the queue, not the exact figure. */
const SHOWN_MAX = 999;
const RECOUNT_AFTER_MS = 1_000;

/**
 * How many records wait in a queue, beside its menu entry: asked once the browser is idle (the
 * first screen's own calls go first), and again when a live change of its resource arrives. Keyed
 * apart from react-admin's lists: the live layer reads open grids from those (liveRefresh.ts),
 * and a count is not a grid.
 */
export function QueueCount({ queue }: { queue: ListQueue & { resource: string } }) {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  const dataProvider = useDataProvider();
  const { resource, filter, sort } = queue;
  const { data: total, refetch } = useQuery({
    queryKey: ['queueCount', resource, filter, sort],
    queryFn: () =>
      dataProvider
        .getList(resource, { pagination: { page: 1, perPage: 1 }, sort, filter })
        .then((answer) => answer.total ?? null),
    enabled: ready,
  });
  // A burst of changes (a batch of decisions) asks once a second at most.
  useEffect(() => {
    if (!ready) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = subscribeChanges((event) => {
      if (event.resource !== resource || timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        void refetch();
      }, RECOUNT_AFTER_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [ready, refetch, resource]);
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

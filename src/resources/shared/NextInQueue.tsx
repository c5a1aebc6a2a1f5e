import { useState } from 'react';
import { Button } from '@mui/material';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { useDataProvider, useNotify, useRecordContext, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ListQueue } from '../../contracts/resources/types';
import type { ResourceSchema } from '../types';
import { showPathOf } from './routes';

/** How far into the queue "Next" looks for the record after this one. */
const LOOK_AHEAD = 50;

export const QUEUE_EMPTY = 'Nothing else is waiting in this queue.';

/**
 * On the page of a record whose resource declares a queue: the next record waiting, in the
 * queue's order. After a decision this record has left the queue, so the next one is the one that
 * followed it; an undecided record is skipped.
 */
export function NextInQueueButton({ schema }: { schema: ResourceSchema }) {
  const record = useRecordContext();
  const dataProvider = useDataProvider();
  const navigate = useNavigate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const { queue } = schema;
  if (!queue || !record) return null;

  const openNext = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider.getList(schema.name, {
        pagination: { page: 1, perPage: LOOK_AHEAD },
        sort: queue.sort,
        filter: queue.filter,
      });
      const next = followingRecord(data, record, queue.sort);
      if (next) navigate(showPathOf(schema, next.id));
      else notify(QUEUE_EMPTY, { type: 'info' });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="outlined"
      size="medium"
      onClick={() => void openNext()}
      disabled={busy}
      endIcon={<NavigateNextIcon />}
      title={`The next record of the ${queue.label.toLowerCase()}`}
    >
      Next in queue
    </Button>
  );
}

/** The first record after `current` in the queue's order; past the end, the first one waiting. */
export function followingRecord(
  rows: RaRecord[],
  current: RaRecord,
  sort: ListQueue['sort'],
): RaRecord | undefined {
  const others = rows.filter((row) => row.id !== current.id);
  const at = String(current[sort.field] ?? '');
  const after = others.find((row) => {
    const value = String(row[sort.field] ?? '');
    return sort.order === 'ASC' ? value > at : value < at;
  });
  return after ?? others[0];
}

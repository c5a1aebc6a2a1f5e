import { useEffect, useState, useSyncExternalStore } from 'react';
import { useGetIdentity, useRecordContext, useResourceContext } from 'react-admin';
import { Alert } from '@mui/material';
import { columnLabel } from './columnLabels';
import { latestChange, RECENT_CHANGE_MS, subscribeChanges } from '../../dataProvider/liveChanges';

/** "Rejected by ops@exchange.local just now": what another admin's change did, in a sentence. */
export const changedByText = (status: string | null, actor: string) =>
  `${status ? columnLabel(status) : 'Changed'} by ${actor} just now`;

/**
 * On a record page: says so when another admin changed this record in the last minute (the live
 * stream's events; the page itself has already refreshed with the new values).
 */
export function ChangedElsewhere() {
  const resource = useResourceContext();
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  const id = record?.id === undefined ? '' : String(record.id);
  const event = useSyncExternalStore(subscribeChanges, () =>
    resource && id ? latestChange(resource, id) : undefined,
  );
  const [now, setNow] = useState(() => Date.now());
  const age = event ? now - Date.parse(event.at) : Infinity;
  useEffect(() => {
    if (!(age < RECENT_CHANGE_MS)) return;
    // Gone once it is no longer "just now".
    const timer = setTimeout(() => setNow(Date.now()), RECENT_CHANGE_MS - age + 50);
    return () => clearTimeout(timer);
  }, [age]);
  if (!event?.actor || event.actor === identity?.email || !(age < RECENT_CHANGE_MS)) return null;
  return (
    <Alert severity="info" role="status" sx={{ mb: 2 }}>
      {changedByText(event.status, event.actor)}
    </Alert>
  );
}

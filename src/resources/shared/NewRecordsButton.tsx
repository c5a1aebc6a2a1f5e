import { useSyncExternalStore } from 'react';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useResourceContext } from 'react-admin';
import {
  clearNewRecords,
  newRecordCount,
  subscribeNewRecords,
} from '../../dataProvider/liveNewRecords';

/**
 * "3 new — show": records other admins or users created while this grid was open, which live
 * updates did not slip in (the rows would jump). Showing them reloads the grid where it is.
 */
export function NewRecordsButton() {
  const resource = useResourceContext() ?? '';
  const queryClient = useQueryClient();
  const count = useSyncExternalStore(subscribeNewRecords, () => newRecordCount(resource));
  if (count === 0) return null;
  const show = () => {
    clearNewRecords(resource);
    void queryClient.invalidateQueries({ queryKey: [resource] });
  };
  return (
    <span role="status">
      <Button size="small" variant="outlined" color="info" onClick={show}>
        {`${count} new — show`}
      </Button>
    </span>
  );
}

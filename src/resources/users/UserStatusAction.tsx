import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { useNotify, useRecordContext } from 'react-admin';
import { ConfirmButton } from '../shared/ConfirmButton';
import { errorMessageOf } from '../shared/ErrorState';
import { useRecordUpdate } from '../shared/useRecordMutation';
import { UPDATE_USER_FAILED, usersSchema, type UserRecord } from './schema';

/** Block an active user or re-activate a blocked one, after a confirmation. */
export function UserStatusAction() {
  const record = useRecordContext<UserRecord>();
  const notify = useNotify();
  const update = useRecordUpdate(usersSchema.name);
  if (!record) return null;

  const blocking = record.status !== 'blocked';
  const next = blocking ? 'blocked' : 'active';
  const who = record.name || record.email;

  const run = () =>
    update.mutateAsync({ id: record.id, data: { status: next }, previousData: record }).then(
      () => notify(blocking ? 'User blocked' : 'User activated', { type: 'success' }),
      (error: unknown) => {
        notify(errorMessageOf(error, UPDATE_USER_FAILED), { type: 'error' });
        throw error;
      },
    );

  return (
    <ConfirmButton
      label={blocking ? 'Block user' : 'Activate user'}
      color={blocking ? 'error' : 'success'}
      startIcon={blocking ? <BlockIcon /> : <CheckCircleOutlineIcon />}
      title={blocking ? 'Block this user?' : 'Activate this user?'}
      content={
        blocking
          ? `${who} will no longer be able to sign in or trade until re-activated.`
          : `${who} will be able to sign in and trade again.`
      }
      confirmLabel={blocking ? 'Block' : 'Activate'}
      onConfirm={run}
    />
  );
}

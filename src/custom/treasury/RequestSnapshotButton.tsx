import { Button } from '@mui/material';
import PublishedWithChangesIcon from '@mui/icons-material/PublishedWithChanges';
import { Confirm, useDataProvider } from 'react-admin';
import type { ExchangeDataProvider } from '../../dataProvider';
import { queryKeys } from '../../dataProvider/queryKeys';
import { SNAPSHOT_REQUESTED } from '../../contracts/treasury';
import { TREASURY_ERRORS, treasuryCalls } from '../../resources/shared/treasury';
import { useGuardedMutation } from '../../resources/shared/useGuardedMutation';
import { treasuryLabels as labels } from './labels';

/**
 * Asks for a snapshot: confirmed first (a second admin must approve it), sent with one
 * Idempotency-Key per confirmation, and stepped up only when the server asks for it. The toast is
 * the server's words for the waiting request; a refusal is toasted in its words too.
 */
export function RequestSnapshotButton() {
  const dataProvider = useDataProvider<ExchangeDataProvider>();
  const mutation = useGuardedMutation<string | undefined>({
    purpose: labels.request.purpose,
    stepUp: 'onRefusal',
    errorMessage: TREASURY_ERRORS.request,
    failure: 'toast',
    success: (message) => message || SNAPSHOT_REQUESTED,
    // The request waits in Approvals; the snapshots list shows it once approved.
    refresh: ['approvals'],
    invalidate: [queryKeys.treasury.all],
  });
  const send = async (idempotencyKey?: string) =>
    (await dataProvider.callEnvelope(treasuryCalls.requestSnapshot, undefined, { idempotencyKey }))
      .message;
  const r = labels.request;
  return (
    <>
      <Button
        variant="contained"
        size="small"
        startIcon={<PublishedWithChangesIcon />}
        disabled={mutation.pending}
        onClick={() => void mutation.run({}, send, { confirm: true })}
      >
        {r.button}
      </Button>
      <Confirm {...mutation.confirmProps} title={r.title} content={r.body} confirm={r.confirm} />
      {mutation.prompt}
    </>
  );
}

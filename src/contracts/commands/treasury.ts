import { DECISION_REASON_RULES, REASON_MAX, REASON_MISSING } from '../reason';
import { SNAPSHOT_REQUESTED, TREASURY_PATHS } from '../treasury';
import type { CommandDeclaration } from './types';

/**
 * Publishing a proof of reserves takes two people: one asks (202), a second approves in Approvals,
 * and the approval builds and publishes the snapshot.
 */
export const requestSnapshot: CommandDeclaration = {
  name: 'requestTreasurySnapshot',
  label:
    'Ask to publish a proof-of-reserves snapshot; a second admin’s approval builds and publishes it',
  method: 'POST',
  path: TREASURY_PATHS.snapshots,
  tag: 'Treasury',
  inputs: [
    {
      key: 'reason',
      label: 'Reason',
      type: 'text',
      rules: { required: true, maxLength: REASON_MAX + 50 },
    },
  ],
  permission: 'treasury:snapshot',
  stepUp: true,
  reason: { input: 'reason', rules: DECISION_REASON_RULES, message: () => REASON_MISSING },
  audit: { resource: 'treasury_snapshots', idKey: '_id' },
  confirm: 'Ask a second admin to approve publishing a proof of reserves now?',
  notes: `Answers 202 with "${SNAPSHOT_REQUESTED}": a request (GET /admin/approvals) a different admin holding treasury:snapshot approves; the approval freezes the books and builds the tree in the background (status building, then published or failed). result: { requestId }. 409 while a snapshot is building or another request is waiting.`,
};

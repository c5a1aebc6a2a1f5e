import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { commandRoute } from '../http/commandRoutes.ts';
import { readRoute } from '../http/readRoutes.ts';
import { requestChange } from '../admins/requests.ts';
import { requestSnapshot } from '../../src/contracts/commands/treasury.ts';
import {
  treasuryProof,
  treasuryReconciliation,
  treasurySnapshot,
  treasurySnapshots,
} from '../../src/contracts/reads/treasury.ts';
import { SNAPSHOT_REQUESTED } from '../../src/contracts/treasury.ts';
import { REQUEST_KINDS, sentForApproval } from '../../src/contracts/approvals.ts';
import { readReconciliation } from '../treasury/reconciliation.ts';
import { getSnapshot, listSnapshots, refuseWhileBuilding } from '../treasury/snapshots.ts';
import { proofOf } from '../treasury/proofs.ts';

const KIND = 'treasury.snapshot';
const TARGET = 'Proof of reserves';

/** The treasury: the live reconciliation, the two-person snapshots and their inclusion proofs. */
export const treasuryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  readRoute(app, treasuryReconciliation, (db) => readReconciliation(db));

  readRoute<{ page?: string; limit?: string }>(app, treasurySnapshots, (db, query) =>
    listSnapshots(db, { page: Number(query.page ?? 1), limit: Number(query.limit ?? 25) }),
  );

  readRoute<{ id: string }>(app, treasurySnapshot, (db, { id }) => getSnapshot(db, id));

  readRoute<{ id: string; userId: string }>(app, treasuryProof, (db, { id, userId }) =>
    proofOf(db, id, userId),
  );

  commandRoute<{ reason: string }>(app, requestSnapshot, async (tx, { reason }, { request }) => {
    await refuseWhileBuilding(tx);
    const sent = await requestChange(tx, {
      kind: KIND,
      target: TARGET,
      summary: 'freeze the books and publish a Merkle-sum tree of every balance',
      payload: {},
      reason,
      requester: request.session,
    });
    // The contract's words, and requestChange's note when no other admin could approve it yet.
    const note = sent.message.slice(sentForApproval(`${REQUEST_KINDS[KIND]} (${TARGET})`).length);
    return {
      record: { requestId: sent.requestId },
      message: note ? `${SNAPSHOT_REQUESTED}.${note}` : SNAPSHOT_REQUESTED,
      status: 202,
    };
  });
};

import type { CallEndpoint } from '../../dataProvider/endpoint';
import type { EndpointMethods } from '../../dataProvider/endpointMethods';
import { saveFile } from '../../dataProvider/csv';
import {
  TREASURY_PATHS,
  type Reconciliation,
  type ReservesProof,
  type SnapshotPage,
} from '../../contracts/treasury';

/**
 * The treasury's calls, declared once for the two screens that read them: the Treasury page
 * (reconciliation, snapshots, the request) and a user's record page (their proof of reserves).
 * The paths and answers are the contract's; the messages are what the admin sees when the
 * server says nothing of its own.
 */

/** No spec default for these calls: the messages say what failed, in the catalogue's voice. */
export const TREASURY_ERRORS = {
  reconciliation: 'Get Treasury Reconciliation failed!',
  snapshots: 'Get Proof of Reserves Snapshots failed!',
  request: 'Request Proof of Reserves Snapshot failed!',
  proof: 'Get Proof of Reserves failed!',
} as const;

export interface SnapshotPageParams {
  page: number;
  limit: number;
}

/** The server answers at most this many snapshots a page. */
export const SNAPSHOT_PAGE_MAX = 100;

const withIds = (path: string, ids: Record<string, string>) =>
  Object.entries(ids).reduce(
    (built, [key, value]) => built.replace(`:${key}`, encodeURIComponent(value)),
    path,
  );

/** An endpoint typed by its params and what it answers. */
const declare = <P, T = unknown>(endpoint: CallEndpoint<P, T>) => endpoint;

export const treasuryCalls = {
  reconciliation: declare<void, Reconciliation>({
    method: 'GET',
    path: TREASURY_PATHS.reconciliation,
    errorMessage: TREASURY_ERRORS.reconciliation,
  }),

  snapshots: declare<SnapshotPageParams, SnapshotPage>({
    method: 'GET',
    path: TREASURY_PATHS.snapshots,
    body: (params) => params,
    errorMessage: TREASURY_ERRORS.snapshots,
  }),

  /** Answers 202: a request a second admin approves; the approval builds and publishes it. */
  requestSnapshot: declare<void>({
    method: 'POST',
    path: TREASURY_PATHS.snapshots,
    errorMessage: TREASURY_ERRORS.request,
  }),

  proof: declare<{ id: string; userId: string }, ReservesProof>({
    method: 'GET',
    path: ({ id, userId }) => withIds(TREASURY_PATHS.proof, { id, userId }),
    errorMessage: TREASURY_ERRORS.proof,
  }),
};

/** How a downloaded proof is checked, offline, against the published root hash. */
export const verifyCommand = (file: string) => `npm run verify-proof -- ${file}`;

export const proofTexts = {
  download: 'Download proof of reserves',
  downloading: 'Preparing the proof…',
  noSnapshot:
    'No proof of reserves is published yet: request a snapshot on the Treasury page, and a second admin approves it.',
  saved: (file: string) => `Saved ${file}. Anyone can check it with: ${verifyCommand(file)}`,
  hint: `The user’s balances in the newest published snapshot and the path from them to its root hash, as a JSON file anyone can check offline: ${verifyCommand('<file>')}`,
};

export const proofFileName = (snapshotId: string, userId: string) =>
  `proof-of-reserves-${snapshotId}-${userId}.json`;

/**
 * The user's proof in the newest published snapshot. The newest page is read: snapshots still
 * building or failed sit among published ones, never a whole page of them in a row.
 */
export async function newestProof(
  dataProvider: EndpointMethods,
  userId: string,
): Promise<ReservesProof> {
  const { items } = await dataProvider.call(treasuryCalls.snapshots, { page: 1, limit: 25 });
  const newest = items.find((snapshot) => snapshot.status === 'published');
  if (!newest) throw new Error(proofTexts.noSnapshot);
  return dataProvider.call(treasuryCalls.proof, { id: newest.id, userId });
}

/** Saves the proof as the file the verifier reads; answers its name. */
export function saveProof(proof: ReservesProof, userId: string): string {
  const filename = proofFileName(proof.snapshotId, userId);
  const blob = new Blob([`${JSON.stringify(proof, null, 2)}\n`], { type: 'application/json' });
  saveFile({ blob, filename });
  return filename;
}

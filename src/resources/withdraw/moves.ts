import { errors } from '../../messages/catalogue';
import { REASON_MIN } from '../../contracts/reason';
import { awaitsSecondApproval } from '../../contracts/dualApproval';
import { withdrawAmountMove } from '../../contracts/commands/withdrawals';
import {
  REASON_REQUIRED_FOR,
  WITHDRAWAL_TRANSITIONS,
  type WithdrawalStatus,
  type WithdrawalTarget,
} from '../../contracts/withdrawalMachine';

/**
 * The declared facts of the withdrawal moves (POST /admin/withdrawAmountMove), for the schema
 * engine's declared actions: per target status its label, the statuses it starts from and whether
 * a reason is needed (the state machine the server enforces, src/contracts/withdrawalMachine.ts),
 * the confirmation text, and that it needs a live 2FA step-up and an idempotency key.
 */

export interface WithdrawalMoveAction {
  status: WithdrawalTarget;
  label: string;
  from: readonly WithdrawalStatus[];
  /** A reason the admin must write (at least 3 characters), sent as `reason`. */
  reasonRequired: boolean;
  /** A transaction hash of the network, sent as `txHash` (required to complete unless known). */
  txHash: 'required' | 'optional' | 'none';
  color: 'primary' | 'success' | 'error' | 'warning';
}

/** What the state machine says of a move: where it may start, whether it needs a reason. */
const machineFacts = (status: WithdrawalTarget) => ({
  status,
  from: WITHDRAWAL_TRANSITIONS[status],
  reasonRequired: REASON_REQUIRED_FOR.includes(status),
});

/** Every move: step-up and an Idempotency-Key always; pessimistic; error default below. */
export const withdrawalMoves: readonly WithdrawalMoveAction[] = [
  { ...machineFacts('approved'), label: 'Approve', txHash: 'none', color: 'success' },
  { ...machineFacts('processing'), label: 'Mark processing', txHash: 'optional', color: 'primary' },
  { ...machineFacts('completed'), label: 'Complete', txHash: 'required', color: 'success' },
  { ...machineFacts('rejected'), label: 'Reject', txHash: 'none', color: 'error' },
  { ...machineFacts('failed'), label: 'Mark failed', txHash: 'none', color: 'warning' },
];

export const withdrawalMoveEndpoint = {
  method: withdrawAmountMove.method,
  path: withdrawAmountMove.path,
  /** Body: { _id, status, reason?, txHash? }. */
  body: (
    id: string,
    move: WithdrawalMoveAction,
    input: { reason?: string; txHash?: string } = {},
  ) => ({
    _id: id,
    status: move.status,
    // An approval carries one when the withdrawal needs review (above its KYC level's limit).
    ...(move.reasonRequired || input.reason?.trim() ? { reason: input.reason?.trim() ?? '' } : {}),
    ...(move.txHash !== 'none' && input.txHash?.trim() ? { txHash: input.txHash.trim() } : {}),
  }),
  stepUp: Boolean(withdrawAmountMove.stepUp),
  idempotencyKey: withdrawAmountMove.idempotency === 'required',
  mutationMode: 'pessimistic' as const,
  errorMessage: errors.withdrawStatus,
};

/** The moves a withdrawal in `status` allows (the row's action buttons). */
export function movesFrom(status: string): WithdrawalMoveAction[] {
  return withdrawalMoves.filter((move) => (move.from as readonly string[]).includes(status));
}

export interface WithdrawalSummary {
  amount: string;
  asset: string;
  address: string;
  tag?: string | null;
  network?: string;
  usdValue?: string;
  approval?: string | null;
  /** The e-mail of the admin who gave the first approval, while it awaits the second. */
  firstApprovedBy?: string | null;
}

/** The confirmation dialog's text: amount, asset, destination and the new status. */
export function moveConfirmationText(w: WithdrawalSummary, move: WithdrawalMoveAction): string {
  const destination = w.tag ? `${w.address} (tag ${w.tag})` : w.address;
  const on = w.network ? ` on ${w.network}` : '';
  const base = `Move the withdrawal of ${w.amount} ${w.asset}${on} to ${destination} to "${move.status}"?`;
  if (move.status === 'approved' && awaitsSecondApproval(w))
    return `${base} This is the second approval: the first was given by ${w.firstApprovedBy ?? 'another admin'}.`;
  if (move.status === 'rejected') return `${base} The held funds go back to the user's balance.`;
  if (move.status === 'completed')
    return `${base} The amount leaves the platform; this cannot be undone.`;
  return base;
}

/** A reason is valid when the move needs none, or it has at least REASON_MIN characters. */
export function moveReasonError(
  move: WithdrawalMoveAction,
  reason: string | undefined,
): string | null {
  if (!move.reasonRequired) return null;
  return (reason?.trim().length ?? 0) >= REASON_MIN
    ? null
    : `A reason is required to move a withdrawal to ${move.status}`;
}

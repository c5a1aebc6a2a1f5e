import { errors } from '../../messages/catalogue';

/**
 * The declared facts of the withdrawal moves (POST /admin/withdrawAmountMove), for the schema
 * engine's declared actions: per target status its label, the statuses it starts from (the
 * server's state machine, server/money/withdrawalMachine.ts), the confirmation text, whether a
 * reason is needed, and that it needs a live 2FA step-up and an idempotency key.
 */
export type WithdrawalStatus =
  'pending' | 'approved' | 'processing' | 'completed' | 'rejected' | 'failed';

export type WithdrawalTarget = Exclude<WithdrawalStatus, 'pending'>;

export interface WithdrawalMove {
  status: WithdrawalTarget;
  label: string;
  from: readonly WithdrawalStatus[];
  /** A reason the admin must write (at least 3 characters), sent as `reason`. */
  reasonRequired: boolean;
  /** A transaction hash of the network, sent as `txHash` (required to complete unless known). */
  txHash: 'required' | 'optional' | 'none';
  color: 'primary' | 'success' | 'error' | 'warning';
}

/** Every move: step-up and an Idempotency-Key always; pessimistic; error default below. */
export const withdrawalMoves: readonly WithdrawalMove[] = [
  {
    status: 'approved',
    label: 'Approve',
    from: ['pending', 'failed'],
    reasonRequired: false,
    txHash: 'none',
    color: 'success',
  },
  {
    status: 'processing',
    label: 'Mark processing',
    from: ['approved'],
    reasonRequired: false,
    txHash: 'optional',
    color: 'primary',
  },
  {
    status: 'completed',
    label: 'Complete',
    from: ['processing'],
    reasonRequired: false,
    txHash: 'required',
    color: 'success',
  },
  {
    status: 'rejected',
    label: 'Reject',
    from: ['pending', 'approved', 'failed'],
    reasonRequired: true,
    txHash: 'none',
    color: 'error',
  },
  {
    status: 'failed',
    label: 'Mark failed',
    from: ['processing'],
    reasonRequired: true,
    txHash: 'none',
    color: 'warning',
  },
];

export const withdrawalMoveEndpoint = {
  method: 'POST' as const,
  path: '/admin/withdrawAmountMove',
  /** Body: { _id, status, reason?, txHash? }. */
  body: (id: string, move: WithdrawalMove, input: { reason?: string; txHash?: string } = {}) => ({
    _id: id,
    status: move.status,
    ...(move.reasonRequired ? { reason: input.reason?.trim() ?? '' } : {}),
    ...(move.txHash !== 'none' && input.txHash?.trim() ? { txHash: input.txHash.trim() } : {}),
  }),
  stepUp: true,
  idempotencyKey: true,
  mutationMode: 'pessimistic' as const,
  errorMessage: errors.withdrawStatus,
};

export const REASON_MIN = 3;

/** The moves a withdrawal in `status` allows (the row's action buttons). */
export function movesFrom(status: string): WithdrawalMove[] {
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
}

/** The confirmation dialog's text: amount, asset, destination and the new status. */
export function confirmationText(w: WithdrawalSummary, move: WithdrawalMove): string {
  const destination = w.tag ? `${w.address} (tag ${w.tag})` : w.address;
  const on = w.network ? ` on ${w.network}` : '';
  const base = `Move the withdrawal of ${w.amount} ${w.asset}${on} to ${destination} to "${move.status}"?`;
  if (move.status === 'approved' && w.approval === 'awaiting second approval')
    return `${base} This is the second approval: the first was given by another admin.`;
  if (move.status === 'rejected') return `${base} The held funds go back to the user's balance.`;
  if (move.status === 'completed')
    return `${base} The amount leaves the platform; this cannot be undone.`;
  return base;
}

/** A reason is valid when the move needs none, or it has at least REASON_MIN characters. */
export function reasonError(move: WithdrawalMove, reason: string | undefined): string | null {
  if (!move.reasonRequired) return null;
  return (reason?.trim().length ?? 0) >= REASON_MIN
    ? null
    : `A reason is required to move a withdrawal to ${move.status}`;
}

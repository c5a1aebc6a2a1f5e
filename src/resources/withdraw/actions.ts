import type { RaRecord } from 'react-admin';
import type { ActionSchema } from '../types';
import { REASON_MIN } from '../../contracts/reason';
import {
  APPROVED_ONCE,
  awaitsSecondApproval,
  FIRST_APPROVER_REFUSAL,
} from '../../contracts/dualApproval';
import {
  moveConfirmationText,
  withdrawalMoveEndpoint,
  withdrawalMoves,
  type WithdrawalMoveAction,
  type WithdrawalSummary,
} from './moves';

type WithdrawalRow = RaRecord & WithdrawalSummary & { risk?: string | null };

/** Above its KYC level's limit the server refuses an approval without a reason: ask for one. */
const needsReviewReason = {
  label: 'Reason',
  rules: { required: true, minLength: REASON_MIN },
  helper: "Needs review: above the withdrawal limit of the user's KYC level",
  when: (record: WithdrawalRow) => record.risk === 'review',
};

/** The admin who gave the first approval cannot give the second: the server refuses it. */
const firstApproverRefusal = (record: WithdrawalRow, admin?: { email: string }) =>
  awaitsSecondApproval(record) && admin && record.firstApprovedBy === admin.email
    ? FIRST_APPROVER_REFUSAL
    : null;

const titles: Record<WithdrawalMoveAction['status'], string> = {
  approved: 'Approve this withdrawal?',
  processing: 'Mark this withdrawal as processing?',
  completed: 'Complete this withdrawal?',
  rejected: 'Reject this withdrawal?',
  failed: 'Mark this withdrawal as failed?',
};

/**
 * One declared action per move of moves.ts: offered only from the statuses the server's state
 * machine allows, confirmed with amount, asset, destination and the new status, with a reason
 * where the move needs one and a tx hash where it takes one; 2FA step-up and one
 * Idempotency-Key per confirmation, as the server requires.
 */
export function withdrawalAction(move: WithdrawalMoveAction): ActionSchema<WithdrawalRow> {
  return {
    name: move.status,
    label: move.label,
    color: move.color,
    variant: move.status === 'rejected' || move.status === 'failed' ? 'outlined' : 'contained',
    places: ['row', 'detail'],
    when: { status: move.from },
    endpoint: {
      method: withdrawalMoveEndpoint.method,
      path: withdrawalMoveEndpoint.path,
      body: ({ record, values }) =>
        withdrawalMoveEndpoint.body(String(record.id), move, {
          reason: values.reason as string | undefined,
          txHash: values.txHash as string | undefined,
        }),
      errorMessage: withdrawalMoveEndpoint.errorMessage,
    },
    confirm: {
      title: titles[move.status],
      text: (record) => moveConfirmationText(record, move),
      label: move.label,
    },
    ...(move.reasonRequired
      ? { reason: { label: 'Reason', rules: { required: true, minLength: REASON_MIN } } }
      : move.status === 'approved'
        ? { reason: needsReviewReason }
        : {}),
    ...(move.txHash !== 'none'
      ? {
          inputs: [
            {
              source: 'txHash',
              label: 'Transaction hash',
              type: 'text' as const,
              views: [],
              rules: {
                required: move.txHash === 'required',
                maxLength: 200,
              },
            },
          ],
        }
      : {}),
    ...(move.status === 'approved' ? { refusal: firstApproverRefusal } : {}),
    stepUp: withdrawalMoveEndpoint.stepUp,
    idempotent: withdrawalMoveEndpoint.idempotencyKey,
    // Above the two-admin threshold the first approval leaves it pending: never "approved".
    success: (_record, answer) =>
      awaitsSecondApproval(answer.result) ? APPROVED_ONCE : `Withdrawal ${move.status}`,
    refresh: ['withdraw', 'passbook_history'],
  };
}

export const withdrawalActions = withdrawalMoves.map(withdrawalAction);

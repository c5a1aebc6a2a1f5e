import type { Permission } from '../permissions';
import { DECISION_REASON_RULES } from '../reason';
import {
  REASON_REQUIRED_FOR,
  WITHDRAWAL_TARGETS,
  WITHDRAWAL_TRANSITIONS,
} from '../withdrawalMachine';
import { choiceInput, idInput, textInput } from './inputs';
import type { CommandDeclaration } from './types';

/** Approving, rejecting and any other move are separate permissions of one route. */
const withdrawalMove = (status: unknown): Permission =>
  status === 'approved'
    ? 'withdraw:approve'
    : status === 'rejected'
      ? 'withdraw:reject'
      : 'withdraw:update';

/** One route moves a withdrawal along its state machine; the body's `status` picks the move. */
export const withdrawAmountMove: CommandDeclaration = {
  name: 'withdrawAmountMove',
  label:
    'Move a withdrawal: pending → approved → processing → completed; pending|approved|failed → rejected (reason); processing → failed (reason); failed → approved',
  method: 'POST',
  path: '/admin/withdrawAmountMove',
  tag: 'Money',
  inputs: [
    idInput('Withdrawal'),
    choiceInput('status', 'Status', WITHDRAWAL_TARGETS),
    textInput('reason', 'Reason', { maxLength: 550 }),
    { key: 'txHash', label: 'Transaction hash', type: 'txHash', rules: { maxLength: 150 } },
  ],
  permission: {
    anyOf: ['withdraw:approve', 'withdraw:reject', 'withdraw:update'],
    needs: ({ status }) => [withdrawalMove(status)],
  },
  stepUp: true,
  idempotency: 'required',
  moves: WITHDRAWAL_TARGETS.map((to) => ({
    when: { status: to },
    from: WITHDRAWAL_TRANSITIONS[to],
    to,
  })),
  reason: {
    input: 'reason',
    when: { status: REASON_REQUIRED_FOR },
    rules: DECISION_REASON_RULES,
    message: ({ status }) => `A reason is required to move a withdrawal to ${String(status)}`,
  },
  audit: { resource: 'withdrawals', idKey: '_id' },
  notes:
    'Above WITHDRAWAL_DUAL_APPROVAL_USD a second, different admin must approve. Completion needs a tx hash of the network. Approving one above the withdrawal limit of its KYC level (risk: review) needs a reason. result: the withdrawal record',
};

import CallReceivedOutlinedIcon from '@mui/icons-material/CallReceivedOutlined';
import UndoOutlinedIcon from '@mui/icons-material/UndoOutlined';
import type { RaRecord } from 'react-admin';
import type { DisputeOutcome } from '../../contracts/disputes';
import { disputeByAdmin } from '../../contracts/commands/disputes';
import { commandFacts } from '../shared/commandAction';
import type { ActionSchema } from '../types';
import type { DisputeRecord } from './disputes';

/** The message catalogue has no default for the resolution; this says what failed. */
export const RESOLVE_DISPUTE_FAILED = 'Resolve Dispute failed!';

type DisputeRow = RaRecord & DisputeRecord;

/** The party who receives the escrow and the amount they receive (release pays less the fee). */
function receiverOf(d: DisputeRecord, outcome: DisputeOutcome) {
  return outcome === 'release'
    ? { role: 'buyer', email: d.buyer, amount: d.buyerReceives }
    : { role: 'seller', email: d.seller, amount: d.amount };
}

/** What the confirmation says: amount, asset, the trade and who receives it. */
export function confirmationText(d: DisputeRecord, outcome: DisputeOutcome): string {
  const to = receiverOf(d, outcome);
  const fee =
    outcome === 'release' && Number(d.fee) > 0 ? ` (${d.amount} less the ${d.fee} fee)` : '';
  return `${outcome === 'release' ? 'Release' : 'Refund'} ${to.amount} ${d.asset}${fee} from the escrow of trade ${d.orderNo} to the ${to.role} ${to.email}? This cannot be undone.`;
}

const looks = {
  release: { color: 'success', icon: CallReceivedOutlinedIcon },
  refund: { color: 'warning', icon: UndoOutlinedIcon },
} as const;

/**
 * Resolving an open dispute (POST /p2p/disputebyadmin): one declared action per outcome, on the
 * dispute's page. Confirmed with amount, asset and receiver, a reason of 3 to 500 characters (the
 * server's rule), the 2FA step-up when an admin takes it, one Idempotency-Key per confirmation;
 * the server's message is the toast, then the dispute and the trade lists reload.
 */
function resolveAction(outcome: DisputeOutcome): ActionSchema<DisputeRow> {
  const look = looks[outcome];
  // Label, question, the open disputes it runs on, the reason's rule: the command's declaration.
  const facts = commandFacts(disputeByAdmin, { outcome });
  return {
    name: outcome,
    label: facts.label,
    icon: look.icon,
    color: look.color,
    variant: outcome === 'release' ? 'contained' : 'outlined',
    when: facts.when,
    endpoint: {
      ...facts.call,
      body: ({ record, values }) => ({
        disputeId: String(record.id),
        outcome,
        reason: values.reason,
      }),
      errorMessage: RESOLVE_DISPUTE_FAILED,
    },
    confirm: { title: facts.title!, text: (d) => confirmationText(d, outcome) },
    reason: facts.reason,
    stepUp: facts.stepUp,
    refresh: ['p2p/p2p-buy', 'p2p/p2p-sell'],
  };
}

export const disputeActions = [resolveAction('release'), resolveAction('refund')];

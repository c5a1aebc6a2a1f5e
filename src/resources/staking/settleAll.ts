import DoneAllIcon from '@mui/icons-material/DoneAll';
import type { ListActionAnswer, ListActionSchema } from '../types';
import { addDecimals } from './declared';
import { fieldsIn } from '../shared/fieldBasics';
import { settlementActions, type SettlementTotal } from './facts';

const { preview, settle, bodies, errorMessage } = settlementActions;

const count = (answer: ListActionAnswer) => Number(answer.settled ?? 0);

/** The preview's totals with what each asset pays in all (principal + reward, exact). */
function withPaid(result: unknown): ListActionAnswer {
  const answer = result as ListActionAnswer & { totals?: SettlementTotal[] };
  const totals = (answer.totals ?? []).map((t) => ({
    ...t,
    id: t.asset,
    paid: addDecimals([t.principal, t.reward]),
  }));
  return { ...answer, totals };
}

// Shown in the confirmation only: no view of a record page.
const field = fieldsIn([]);

/**
 * stake/settle's "Settle all matured": POST /admin/settleStakePreview { all: true } says how many
 * and what the users receive per asset before anything moves; confirmed and stepped up,
 * POST /admin/settleStake { all: true } settles the oldest matured stakes a batch at a time until
 * none remains. Each stake's own status makes a repeat a no-op, so no Idempotency-Key is needed.
 */
export const settleAllAction: ListActionSchema = {
  name: 'settleAll',
  label: 'Settle all matured',
  icon: DoneAllIcon,
  color: 'success',
  preview: { ...preview, body: bodies.all, errorMessage, unwrap: withPaid },
  endpoint: { ...settle, body: bodies.all, errorMessage },
  confirm: {
    title: 'Settle all matured stakes?',
    text: (answer) =>
      count(answer) === 0
        ? settlementActions.confirmation(0, [])
        : `Settle ${count(answer)} matured stake${count(answer) === 1 ? '' : 's'}? This cannot be undone. The users receive:`,
    fields: [
      field('totals', 'Total paid per asset', 'nested', {
        columns: [
          field('asset', 'Asset', 'text'),
          field('principal', 'Principal', 'text'),
          field('reward', 'Reward', 'text'),
          field('paid', 'Total paid', 'text'),
        ],
      }),
    ],
    label: 'Settle all',
  },
  count,
  remaining: (answer) => Number(answer.remaining ?? 0),
  progress: settlementActions.progress,
  success: (done) =>
    done === 0
      ? 'Nothing to settle: every matured stake was already settled'
      : `${done} stake${done === 1 ? '' : 's'} settled`,
  stepUp: settlementActions.stepUp,
  refresh: ['stake/order', 'stake/list', 'staket/history', 'staket/admin'],
};

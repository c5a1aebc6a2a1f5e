import OutboxOutlinedIcon from '@mui/icons-material/OutboxOutlined';
import { errors } from '../../messages/catalogue';
import { withdrawContract } from '../../contracts/resources/withdraw';
import { USER_FILTER } from '../../contracts/resources/types';
import { amountTitle } from '../shared/recordTitles';
import { asPerson, contractFields, contractReads } from '../shared/contractFields';
import { choicesOf } from '../shared/choices';
import type { Choice, ResourceSchema } from '../types';
import { withdrawalActions } from './actions';
import { assetChoices, networkChoices } from '../shared/moneyChoices';
import { riskChoices } from './riskReview';
import { RiskReview } from './RiskReview';

export {
  withdrawalMoves,
  withdrawalMoveEndpoint,
  movesFrom,
  moveConfirmationText,
  moveReasonError,
} from './moves';

export const withdrawalStatusChoices: Choice[] = choicesOf({
  pending: 'warning',
  approved: 'info',
  processing: 'info',
  completed: 'success',
  rejected: 'error',
  failed: 'error',
});

/** /admin/withdraw: GET /admin/withdrawList, server-paged. Moves: declared actions (actions.ts from moves.ts). */
export const withdrawSchema: ResourceSchema = {
  ...contractReads(withdrawContract, errors.withdrawHistory),
  label: 'Withdrawals',
  history: true,
  menu: { label: 'Withdrawals', order: 70, icon: OutboxOutlinedIcon },
  fields: contractFields(withdrawContract, {
    email: asPerson(),
    asset: { choices: assetChoices },
    status: { choices: withdrawalStatusChoices },
    risk: { choices: riskChoices },
    network: { choices: networkChoices },
    amount: { currencySource: 'asset' },
    fee: { currencySource: 'asset' },
    address: { networkSource: 'network' },
    txHash: { networkSource: 'network' },
  }),
  sections: [
    {
      label: 'Request',
      fields: ['email', 'name', 'asset', 'network', 'amount', 'fee', 'usdValue', 'createdAt'],
    },
    { label: 'Destination', fields: ['address', 'tag', 'txHash', 'explorerUrl'] },
    {
      label: 'Decision',
      fields: ['status', 'risk', 'approval', 'firstApprovedBy', 'decidedBy', 'reason', 'updatedAt'],
    },
  ],
  recordPage: {
    screenTitle: 'Withdrawal',
    title: amountTitle('withdrawal'),
    subtitle: 'email',
    related: [
      {
        resource: withdrawContract.name,
        label: "This user's recent withdrawals",
        target: USER_FILTER,
        source: 'userId',
        columns: ['amount', 'status', 'risk', 'address', 'createdAt'],
        viewAll: { filter: 'email', source: 'email' },
        wide: true,
      },
    ],
  },
  actions: withdrawalActions,
  detailPanels: [{ name: 'risk', component: RiskReview }],
  defaultSort: withdrawContract.defaultSort,
  queue: withdrawContract.queue,
  recordRepresentation: 'address',
};

import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import type { Choice, ResourceSchema } from '../types';
import { assetChoices } from '../shared/moneyChoices';
import { passbookHistoryContract } from '../../contracts/resources/passbookHistory';
import { contractFields, contractList } from '../shared/contractFields';

/** Spec section 8 has no default for the passbook; this one says what failed, in the same voice. */
export const GET_PASSBOOK_FAILED = 'Get Passbook History failed!';

/** Journal kinds (server/ledger/ledger.ts): what moved the value. */
export const journalKindChoices: Choice[] = [
  { id: 'opening', name: 'Opening balance', color: 'default' },
  { id: 'deposit', name: 'Deposit', color: 'success' },
  { id: 'withdrawal_hold', name: 'Withdrawal hold', color: 'warning' },
  { id: 'withdrawal_release', name: 'Withdrawal release', color: 'info' },
  { id: 'withdrawal_complete', name: 'Withdrawal', color: 'error' },
  { id: 'fee', name: 'Fee', color: 'default' },
  { id: 'convert', name: 'Convert', color: 'info' },
  { id: 'trade_fill', name: 'Trade fill', color: 'default' },
  { id: 'order_hold', name: 'Order hold', color: 'default' },
  { id: 'order_cancel', name: 'Order cancel', color: 'default' },
  { id: 'stake_lock', name: 'Stake lock', color: 'default' },
  { id: 'stake_unlock', name: 'Stake unlock', color: 'default' },
  { id: 'stake_reward', name: 'Stake reward', color: 'success' },
  { id: 'p2p_escrow', name: 'P2P escrow', color: 'default' },
  { id: 'p2p_release', name: 'P2P release', color: 'default' },
  { id: 'p2p_refund', name: 'P2P refund', color: 'default' },
];

export const accountChoices: Choice[] = [
  { id: 'user', name: 'Available', color: 'default' },
  { id: 'user_hold', name: 'On hold', color: 'warning' },
  { id: 'order_reserve', name: 'Order reserve', color: 'default' },
  { id: 'staking', name: 'Staked', color: 'default' },
];

/**
 * /admin/passbook_history: the ledger's entries on users' accounts, server-paged (a million
 * entries and more), sorted by time only. Convert history is a sidebar-free route linked from here.
 */
export const passbookSchema: ResourceSchema = {
  name: passbookHistoryContract.name,
  label: 'Passbook History',
  menu: { label: 'Passbook History', order: 60, icon: MenuBookOutlinedIcon },
  list: contractList(passbookHistoryContract, { errorMessage: GET_PASSBOOK_FAILED }),
  fields: contractFields(
    passbookHistoryContract,
    {
      asset: { choices: assetChoices },
      kind: { choices: journalKindChoices },
      account: { choices: accountChoices },
      amount: { currencySource: 'asset' },
      balanceAfter: { currencySource: 'asset' },
    },
    [],
  ),
  defaultSort: passbookHistoryContract.defaultSort,
  recordRepresentation: 'reference',
};

import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { paths } from '../../config/paths';
import { choicesOf } from '../shared/choices';
import type { Choice, ResourceSchema } from '../types';
import { assetChoices } from '../shared/moneyChoices';
import { passbookHistoryContract } from '../../contracts/resources/passbookHistory';
import { asPerson, contractFields, contractList } from '../shared/contractFields';

/** The message catalogue has no default for the passbook; this one says what failed, in the same voice. */
export const GET_PASSBOOK_FAILED = 'Get Passbook History failed!';

/** Journal kinds (server/ledger/ledger.ts): what moved the value. */
export const journalKindChoices: Choice[] = choicesOf(
  {
    opening: 'default',
    deposit: 'success',
    withdrawal_hold: 'warning',
    withdrawal_release: 'info',
    withdrawal_complete: 'error',
    fee: 'default',
    convert: 'info',
    trade_fill: 'default',
    order_hold: 'default',
    order_cancel: 'default',
    stake_lock: 'default',
    stake_unlock: 'default',
    stake_reward: 'success',
    p2p_escrow: 'default',
    p2p_release: 'default',
    p2p_refund: 'default',
  },
  {
    opening: 'Opening balance',
    withdrawal_complete: 'Withdrawal',
    p2p_escrow: 'P2P escrow',
    p2p_release: 'P2P release',
    p2p_refund: 'P2P refund',
  },
);

export const accountChoices: Choice[] = choicesOf(
  { user: 'default', user_hold: 'warning', order_reserve: 'default', staking: 'default' },
  { user: 'Available', user_hold: 'On hold', staking: 'Staked' },
);

/**
 * /admin/passbook_history: the ledger's entries on users' accounts, server-paged (a million
 * entries and more), sorted by time only. Convert history is a sidebar-free route linked from here.
 */
export const passbookSchema: ResourceSchema = {
  name: passbookHistoryContract.name,
  label: 'Passbook History',
  menu: { label: 'Passbook History', order: 60, icon: MenuBookOutlinedIcon },
  list: contractList(passbookHistoryContract, { errorMessage: GET_PASSBOOK_FAILED }),
  // The convert history has no sidebar entry: the passbook is where admins look for it.
  listLinks: [{ label: 'Convert history', to: paths.convertHistory, icon: SwapHorizIcon }],
  fields: contractFields(
    passbookHistoryContract,
    {
      // The account's user, where a user owns it: a link to their record page.
      email: asPerson(),
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

import SouthWestIcon from '@mui/icons-material/SouthWest';
import { choicesOf } from '../shared/choices';
import type { Choice, ResourceSchema } from '../types';
import { depositContract } from '../../contracts/resources/deposit';
import { asPerson, contractFields, contractReads } from '../shared/contractFields';
import { assetChoices, networkChoices } from '../shared/moneyChoices';
import { amountTitle } from '../shared/recordTitles';

/** The message catalogue has no default for the deposit list; this one says what failed, in the same voice. */
export const GET_DEPOSITS_FAILED = 'Get Deposit Details failed!';

export const depositStatusChoices: Choice[] = choicesOf({
  pending: 'warning',
  credited: 'success',
  rejected: 'error',
});

/** /admin/deposit: POST /admin/depositDetails, server-paged (the API's empty body is page 1). */
export const depositSchema: ResourceSchema = {
  ...contractReads(depositContract, GET_DEPOSITS_FAILED),
  label: 'Deposits',
  history: true,
  menu: { label: 'Deposits', order: 90, icon: SouthWestIcon },
  fields: contractFields(depositContract, {
    email: asPerson(),
    asset: { choices: assetChoices },
    status: { choices: depositStatusChoices },
    network: { choices: networkChoices },
    amount: { currencySource: 'asset' },
  }),
  recordPage: { screenTitle: 'Deposit', title: amountTitle('deposit'), subtitle: 'email' },
  defaultSort: depositContract.defaultSort,
  recordRepresentation: 'txHash',
};

import type { ResourceSchema } from '../types';
import { errors } from '../../messages/catalogue';
import { assetChoices } from '../shared/moneyChoices';
import { convertHistoryContract } from '../../contracts/resources/convertHistory';
import { asPerson, contractFields, contractList } from '../shared/contractFields';

/**
 * /admin/convert_history: GET /admin/getConvertHistory, server-paged. It has no menu entry:
 * it is a sidebar-free route, linked from the passbook screen.
 */
export const convertHistorySchema: ResourceSchema = {
  name: convertHistoryContract.name,
  label: 'Convert History',
  list: contractList(convertHistoryContract, { errorMessage: errors.convertHistory }),
  fields: contractFields(
    convertHistoryContract,
    {
      email: asPerson(),
      fromAsset: { choices: assetChoices },
      fromAmount: { currencySource: 'fromAsset' },
      toAsset: { choices: assetChoices },
      toAmount: { currencySource: 'toAsset' },
      fee: { currencySource: 'toAsset' },
    },
    [],
  ),
  defaultSort: convertHistoryContract.defaultSort,
  recordRepresentation: 'reference',
};

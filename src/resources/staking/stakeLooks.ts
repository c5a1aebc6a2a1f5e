import type { FieldLook } from '../shared/contractFields';
import { assetChoices } from '../shared/moneyChoices';
import { planTypeChoices, stakeStatusChoices } from './choices';

/** How the fields every stake list shares look (the fields are src/contracts/resources/stakes.ts). */
export const stakeLooks: Record<string, FieldLook> = {
  asset: { choices: assetChoices },
  type: { choices: planTypeChoices },
  amount: { currencySource: 'asset' },
  accruedReward: { currencySource: 'asset' },
  status: { choices: stakeStatusChoices },
};

import { SchemaList } from '../../resources/shared/SchemaList';
import { stakeSettleSchema } from '../../resources/staking/schemas';
import { SettleAllButton } from './SettleAllButton';

/** stake/settle: the generic grid of matured stakes (row and bulk Settle) + "Settle all matured". */
export function SettlementList() {
  return <SchemaList schema={stakeSettleSchema} toolbarExtras={<SettleAllButton />} />;
}

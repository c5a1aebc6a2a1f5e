import PercentOutlinedIcon from '@mui/icons-material/PercentOutlined';
import type { ResourceDefinition } from '../../../src/resources/shared/definition';
import { contractResource } from '../../../src/resources/shared/contractResource';
import { feeTierContract } from './feeTiers';

/** /admin/fee_tiers: every fact but the presentation is the contract's. */
export const feeTiers: ResourceDefinition = {
  schema: {
    ...contractResource(feeTierContract),
    label: 'Fee tiers',
    menu: { label: 'Fee tiers', group: 'Trading', order: 30, icon: PercentOutlinedIcon },
    recordRepresentation: 'name',
  },
};

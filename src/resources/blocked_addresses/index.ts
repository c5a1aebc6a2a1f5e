import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import { blockedAddressContract } from '../../contracts/resources/blockedAddresses';
import type { ResourceDefinition } from '../shared/definition';
import { contractResource } from '../shared/contractResource';
import { networkChoices } from '../shared/moneyChoices';

/**
 * /admin/blocked_addresses: withdrawal destinations the exchange refuses, listed, added, edited
 * and removed through the engine; every fact but the presentation is the contract's.
 */
export const blockedAddresses: ResourceDefinition = {
  schema: {
    ...contractResource(blockedAddressContract, { network: { choices: networkChoices } }),
    label: 'Blocked addresses',
    menu: { label: 'Blocklist', group: 'Admin', order: 7, icon: BlockOutlinedIcon },
    recordRepresentation: 'address',
    history: true,
  },
};

import { blockedAddressContract } from './blockedAddresses';
import type { PagedListContract } from './types';

/**
 * The resources the engine serves from their contract and table alone (`table`): their list and
 * writes are mounted, their audit name and their record link derived, with no server module.
 * Apart from the other contracts so the audit vocabulary can read them (the audit trail's own
 * contract reads that vocabulary).
 */
export const tableContracts: PagedListContract[] = [blockedAddressContract];

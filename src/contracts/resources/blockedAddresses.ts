import { NETWORK_IDS } from '../networks';
import { DECISION_REASON_RULES } from '../reason';
import { pagedList } from './pagedList';
import { selectColumn, textColumn, timeColumn } from './fields';

/**
 * /admin/blocked_addresses: destinations the exchange refuses to pay out to (sanctioned or
 * stolen-funds addresses). Listed, created, edited and deleted at /admin/blockedAddresses, served
 * from this contract and its table; a withdrawal to one is flagged by the risk review.
 */
export const blockedAddressContract = pagedList({
  name: 'blocked_addresses',
  endpoint: 'GET /admin/blockedAddresses',
  table: { name: 'blocked_addresses', tag: 'Money', createdBy: 'createdBy' },
  permissions: { read: 'blocklist:read', write: 'blocklist:manage' },
  writes: {
    path: '/admin/blockedAddresses',
    verbs: ['create', 'update', 'delete'],
    recordName: 'Blocked address',
    examples: {
      create: {
        address: '0x8589427373D6D84E98730D7795D8f6f8731FDA16',
        network: 'ethereum',
        reason: 'Sanctioned (OFAC SDN list)',
      },
      update: { reason: 'Stolen funds reported by the owner' },
    },
    duplicate: ({ address, network }) =>
      `${String(address)} is already blocked on ${String(network)}`,
    describe: ({ address, network }) => `${String(address)} (${String(network)})`,
  },
  // Three rows apart in every sorted and filtered field (the generated list tests' seed).
  seeds: [
    {
      address: '0x8589427373D6D84E98730D7795D8f6f8731FDA16',
      network: 'ethereum',
      reason: 'Sanctioned (OFAC SDN list)',
    },
    {
      address: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL',
      network: 'tron',
      reason: 'Phishing kit payout',
    },
    {
      address: 'bc1qa5wkgaew2dkv56kfvj49j0av5nml45x9ek9hz6',
      network: 'bitcoin',
      reason: 'Ransomware cash-out',
    },
  ],
  fields: [
    {
      ...textColumn('address', 'Address'),
      type: 'address',
      input: 'create',
      rules: {
        required: true,
        pattern: {
          source: '^[A-Za-z0-9]{25,128}$',
          message: 'Enter 25 to 128 letters and digits.',
        },
      },
    },
    {
      ...selectColumn('network', 'Network'),
      input: 'create',
      rules: { required: true },
      values: NETWORK_IDS,
    },
    {
      key: 'reason',
      label: 'Reason',
      type: 'text',
      searchable: true,
      input: 'always',
      rules: DECISION_REASON_RULES,
    },
    { key: 'createdBy', label: 'Added by', type: 'email', filter: 'text', sortable: true },
    timeColumn('createdAt', 'Added'),
    { key: 'updatedAt', label: 'Updated', type: 'datetime', role: 'detail' },
  ],
});

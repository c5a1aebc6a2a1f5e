import type { ResourceSchema } from '../../../src/resources/types';
import { indexSchemas } from '../../../src/resources/shared/schemaIndex';

/**
 * A withdrawals resource declared only as data (what the domain engineers will write): every
 * new field type, a number-range filter, sections, an edit and a create form, and a confirmed,
 * step-up, idempotent action shown on rows, details and in bulk.
 */
export const withdrawalSchema: ResourceSchema = {
  name: 'withdraw',
  label: 'Withdrawals',
  list: {
    method: 'GET',
    path: '/admin/withdrawList',
    mode: 'whole',
    bound: { table: 'fixture', rows: 1000, enforcedBy: 'refusal', noun: 'rows' },
    errorMessage: 'Get Withdrae History Details failed!',
  },
  update: {
    method: 'POST',
    path: '/admin/updateWithdraw',
    body: ({ id, data }) => ({ _id: id, note: data.note, fee: data.fee, proof: data.proof }),
    errorMessage: 'Admin Withdraw Status Failed !',
  },
  create: {
    method: 'POST',
    path: '/admin/createWithdraw',
    body: ({ data }) => data,
    errorMessage: 'Admin Withdraw Status Failed !',
  },
  fields: [
    {
      source: 'userId',
      label: 'User',
      type: 'reference',
      reference: { resource: 'member' },
      views: ['list', 'show'],
    },
    {
      source: 'asset',
      label: 'Asset',
      type: 'text',
      views: ['list', 'show', 'create'],
      required: true,
    },
    {
      source: 'amount',
      label: 'Amount',
      type: 'cryptoAmount',
      currencySource: 'asset',
      views: ['list', 'show', 'create'],
      filter: 'numberRange',
      rules: { required: true, decimals: 18 },
    },
    {
      source: 'fee',
      label: 'Fee',
      type: 'percent',
      views: ['show', 'edit'],
      rules: { min: 0, max: 100 },
    },
    {
      source: 'address',
      label: 'Destination',
      type: 'address',
      networkSource: 'network',
      views: ['list', 'show'],
    },
    {
      source: 'txHash',
      label: 'Transaction',
      type: 'txHash',
      networkSource: 'network',
      views: ['show'],
    },
    { source: 'network', label: 'Network', type: 'text', views: ['show'] },
    {
      source: 'status',
      label: 'Status',
      type: 'status',
      views: ['list', 'show'],
      choices: [
        { id: 'pending', name: 'Pending', color: 'warning' },
        { id: 'approved', name: 'Approved', color: 'success' },
      ],
    },
    {
      source: 'note',
      label: 'Note',
      type: 'text',
      views: ['show', 'edit'],
      rules: { minLength: 3, maxLength: 20 },
    },
    {
      source: 'proof',
      label: 'Proof',
      type: 'image',
      views: ['edit'],
      upload: {
        method: 'POST',
        path: '/admin/imageUpload',
        errorMessage: 'Image Failed to Upload!',
      },
    },
    {
      source: 'messages',
      label: 'Messages',
      type: 'nested',
      views: ['show'],
      columns: [
        { source: 'author', label: 'Author', type: 'text', views: ['show'] },
        { source: 'text', label: 'Text', type: 'text', views: ['show'] },
      ],
    },
  ],
  sections: [
    { label: 'Request', fields: ['userId', 'asset', 'amount', 'fee', 'note', 'proof'] },
    { label: 'Destination', fields: ['address', 'txHash', 'network', 'status', 'messages'] },
  ],
  actions: [
    {
      name: 'approve',
      label: 'Approve',
      color: 'success',
      places: ['row', 'detail', 'bulk'],
      when: { status: ['pending'] },
      endpoint: {
        method: 'POST',
        path: '/admin/withdrawAmountMove',
        body: ({ record, values }) => ({ _id: record.id, status: 'approved', ...values }),
        errorMessage: 'Admin Withdraw Status Failed !',
      },
      confirm: {
        title: 'Approve this withdrawal?',
        text: (r) => `${String(r.amount)} ${String(r.asset)} will be sent to ${String(r.address)}.`,
      },
      reason: { label: 'Note', rules: { minLength: 3, maxLength: 40 } },
      stepUp: true,
      success: 'Withdrawal approved',
    },
  ],
  defaultSort: { field: 'amount', order: 'DESC' },
  recordRepresentation: 'address',
};

/** The target of the withdrawal's reference field. */
export const memberSchema: ResourceSchema = {
  name: 'member',
  label: 'Members',
  list: {
    method: 'GET',
    path: '/admin/memberList',
    mode: 'whole',
    bound: { table: 'fixture', rows: 1000, enforcedBy: 'refusal', noun: 'rows' },
    errorMessage: 'get users Details failed!',
  },
  fields: [{ source: 'name', label: 'Name', type: 'text', views: ['list', 'show'] }],
  showPath: 'member-details',
  recordRepresentation: 'name',
};

/** Sections as tabs, on the details and the edit form. */
export const ticketSchema: ResourceSchema = {
  name: 'ticket',
  label: 'Tickets',
  list: {
    method: 'GET',
    path: '/admin/ticketList',
    mode: 'whole',
    bound: { table: 'fixture', rows: 1000, enforcedBy: 'refusal', noun: 'rows' },
    errorMessage: 'Tickets failed',
  },
  update: {
    method: 'PUT',
    path: '/admin/ticketreply',
    body: ({ id, data }) => ({ _id: id, subject: data.subject }),
    errorMessage: 'Admin Send Message Failed!',
  },
  fields: [
    { source: 'subject', label: 'Subject', type: 'text', views: ['list', 'show', 'edit'] },
    {
      source: 'messages',
      label: 'Messages',
      type: 'nested',
      views: ['show'],
      columns: [{ source: 'text', label: 'Text', type: 'text', views: ['show'] }],
    },
  ],
  sections: [
    { label: 'Summary', fields: ['subject'] },
    { label: 'Conversation', fields: ['messages'] },
  ],
  sectionLayout: 'tabs',
};

export const engineSchemas = [withdrawalSchema, memberSchema, ticketSchema];
indexSchemas(engineSchemas);

export const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
export const TX_HASH = '0x88df016429689c079f3b2f6ad39fa052532c56795b733da78a91ebe6a713944b';

export function buildWithdrawal(overrides: Record<string, unknown> = {}) {
  return {
    _id: 'w-1',
    userId: 'm-1',
    asset: 'ETH',
    amount: '1.123456789012345678',
    fee: 0.25,
    address: ETH_ADDRESS,
    txHash: TX_HASH,
    network: 'ERC20',
    status: 'pending',
    note: null,
    messages: [
      { _id: 'msg-1', author: 'Alice', text: 'Please hurry' },
      { _id: 'msg-2', author: 'Support', text: 'On it' },
    ],
    ...overrides,
  };
}

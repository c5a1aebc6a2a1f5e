import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import { choicesOf } from '../shared/choices';
import type { Choice, FieldSchema, ResourceSchema } from '../types';
import { p2pAssetChoices } from './pairs';
import { tradeStatusChoices, tradeStoryFields, tradeStorySections } from './trades';
import { disputeActions } from './resolution';
import { raiseDisputeContract } from '../../contracts/resources/p2pDisputes';
import { asPerson, contractFields, contractList } from '../shared/contractFields';
import { fieldsIn } from '../shared/fieldBasics';

/** The message catalogue has no default for the dispute list; this says what failed. */
export const GET_DISPUTES_FAILED = 'Get Raise Dispute Details failed!';

export const disputeStatusChoices: Choice[] = choicesOf(
  { open: 'warning', released: 'success', refunded: 'info' },
  { released: 'Released to buyer', refunded: 'Refunded to seller' },
);

export interface EvidenceFile {
  _id: string;
  fileName: string;
  url: string;
}

/** One row of GET /p2p/getraisedispute (server/routes/p2p/disputes.ts). */
export interface DisputeRecord {
  _id: string;
  tradeId: string;
  orderNo: string;
  tradeStatus: string;
  asset: string;
  amount: string;
  fee: string;
  buyerReceives: string;
  fiat: string;
  fiatTotal: string;
  paymentMethod: string;
  buyerId: string;
  buyer: string;
  buyerName: string;
  buyerBalance: string;
  sellerId: string;
  seller: string;
  sellerName: string;
  sellerBalance: string;
  escrowHeld: string;
  raisedBy: string;
  raisedByRole: 'buyer' | 'seller';
  reason: string;
  status: 'open' | 'released' | 'refunded';
  evidence: EvidenceFile[];
  age: string;
  createdAt: string;
  resolvedBy: string | null;
  resolutionReason: string | null;
  resolvedAt: string | null;
}

const field = fieldsIn(['show']);

/** What the dispute's page shows beyond the grid's columns (GET /p2p/dispute/:id answers them). */
const pageFields: FieldSchema[] = [
  field('tradeStatus', 'Trade status', 'status', { choices: tradeStatusChoices }),
  field('fee', 'Fee', 'money', { currencySource: 'asset' }),
  field('buyerReceives', 'Buyer receives on release', 'money', { currencySource: 'asset' }),
  field('fiatTotal', 'Fiat total', 'money', { currencySource: 'fiat' }),
  field('paymentMethod', 'Payment method', 'text'),
  field('escrowHeld', 'In escrow', 'money', { currencySource: 'asset' }),
  field('buyerName', 'Name', 'text'),
  field('buyerBalance', 'Balance', 'money', { currencySource: 'asset' }),
  field('sellerName', 'Name', 'text'),
  field('sellerBalance', 'Balance', 'money', { currencySource: 'asset' }),
  field('resolvedBy', 'Resolved by', 'email'),
  field('resolutionReason', 'Reason', 'text'),
  field('resolvedAt', 'Resolved', 'datetime'),
  field('evidence', 'Files', 'nested', {
    columns: [
      field('url', 'Image', 'image', { nameSource: 'fileName' }),
      field('fileName', 'File', 'text'),
    ],
  }),
  ...tradeStoryFields,
];

/**
 * /admin/p2p/raise-dispute: GET /p2p/getraisedispute, server-paged. A row opens the dispute's
 * page (/admin/p2p/dispute/:id, GET /p2p/dispute/:id): both parties with their balances, the
 * trade and its escrow, the evidence, the timeline and chat, and the two resolutions as declared
 * actions. Opening it reads only: the 2FA step-up is asked when a resolution is confirmed.
 */
export const raiseDisputeSchema: ResourceSchema = {
  name: raiseDisputeContract.name,
  label: 'Raised disputes',
  recordName: 'dispute',
  history: true,
  menu: { label: 'Raise dispute', group: 'P2P', order: 40, icon: GavelOutlinedIcon },
  list: contractList(raiseDisputeContract, { errorMessage: GET_DISPUTES_FAILED }),
  getOne: {
    method: 'GET',
    path: ({ id }) => `/p2p/dispute/${encodeURIComponent(id)}`,
    errorMessage: GET_DISPUTES_FAILED,
  },
  defaultSort: raiseDisputeContract.defaultSort,
  showPath: 'p2p/dispute',
  recordRepresentation: 'orderNo',
  fields: [
    ...contractFields(
      raiseDisputeContract,
      {
        asset: { choices: p2pAssetChoices.slice(0, 3) },
        amount: { currencySource: 'asset' },
        status: { choices: disputeStatusChoices, views: [] },
        evidenceCount: { views: [] },
        orderNo: { views: [] },
        buyer: asPerson('buyerId'),
        seller: asPerson('sellerId'),
        // Raised by one of the two parties: the id is that party's.
        raisedBy: asPerson((d) => (d.raisedByRole === 'buyer' ? d.buyerId : d.sellerId)),
      },
      ['show'],
    ),
    ...pageFields,
  ],
  sections: [
    { label: 'Resolution', fields: ['resolvedBy', 'resolutionReason', 'resolvedAt'], wide: true },
    { label: 'Buyer', fields: ['buyerName', 'buyer', 'buyerBalance'] },
    { label: 'Seller', fields: ['sellerName', 'seller', 'sellerBalance'] },
    {
      label: 'Trade',
      fields: ['tradeStatus', 'asset', 'amount', 'fee', 'buyerReceives', 'fiatTotal'],
    },
    {
      label: 'Dispute',
      fields: ['raisedBy', 'reason', 'createdAt', 'age', 'paymentMethod', 'escrowHeld'],
    },
    { label: 'Evidence', fields: ['evidence'], wide: true },
    ...tradeStorySections,
  ],
  recordPage: {
    title: (d) => `Dispute on trade ${String(d.orderNo)}`,
    backLabel: 'All raised disputes',
    // Its own cache entry: the grid's row has no timeline or chat.
    meta: { detail: 'dispute' },
  },
  actions: disputeActions,
};

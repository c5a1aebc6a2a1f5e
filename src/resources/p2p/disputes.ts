import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import type { Choice, ResourceSchema } from '../types';
import { firstRowOf } from '../shared/moneyChoices';
import { p2pAssetChoices } from './pairs';

/** Spec section 8 has no default for the dispute list or resolution; these say what failed. */
export const GET_DISPUTES_FAILED = 'Get Raise Dispute Details failed!';
export const RESOLVE_DISPUTE_FAILED = 'Resolve Dispute failed!';

export const disputeStatusChoices: Choice[] = [
  { id: 'open', name: 'Open', color: 'warning' },
  { id: 'released', name: 'Released to buyer', color: 'success' },
  { id: 'refunded', name: 'Refunded to seller', color: 'info' },
];

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
  buyer: string;
  buyerName: string;
  buyerBalance: string;
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

/** /admin/p2p/raise-dispute: GET /p2p/getraisedispute, server-paged; a row opens the resolution page. */
export const raiseDisputeSchema: ResourceSchema = {
  name: 'p2p/raise-dispute',
  label: 'Raised disputes',
  menu: { label: 'Raise dispute', group: 'P2P', order: 40, icon: GavelOutlinedIcon },
  list: {
    method: 'GET',
    path: '/p2p/getraisedispute',
    mode: 'server',
    errorMessage: GET_DISPUTES_FAILED,
  },
  getOne: {
    method: 'GET',
    path: '/p2p/getraisedispute',
    body: ({ id }) => ({ filter: { _id: id }, limit: 1 }),
    errorMessage: GET_DISPUTES_FAILED,
    unwrap: firstRowOf,
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  showPath: 'p2p/dispute',
  recordRepresentation: 'orderNo',
  fields: [
    { source: 'orderNo', label: 'Trade', type: 'text', views: ['list'], searchable: true },
    {
      source: 'asset',
      label: 'Asset',
      type: 'status',
      views: ['list'],
      filter: 'select',
      choices: p2pAssetChoices.slice(0, 3),
    },
    { source: 'amount', label: 'Amount', type: 'money', views: ['list'], currencySource: 'asset' },
    { source: 'raisedBy', label: 'Raised by', type: 'email', views: ['list'], filter: 'text' },
    { source: 'reason', label: 'Reason', type: 'text', views: ['list'], sortable: false },
    {
      source: 'evidenceCount',
      label: 'Evidence files',
      type: 'number',
      views: ['list'],
      sortable: false,
    },
    {
      source: 'status',
      label: 'Status',
      type: 'status',
      views: ['list'],
      filter: 'select',
      choices: disputeStatusChoices,
    },
    { source: 'age', label: 'Age', type: 'text', views: ['list'], sortable: false },
    {
      source: 'createdAt',
      label: 'Raised',
      type: 'datetime',
      views: ['list'],
      filter: 'dateRange',
    },
  ],
};

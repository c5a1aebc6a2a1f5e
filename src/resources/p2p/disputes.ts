import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import { choicesOf } from '../shared/choices';
import type { Choice, ResourceSchema } from '../types';
import { p2pAssetChoices } from './pairs';
import { raiseDisputeContract } from '../../contracts/resources/p2pDisputes';
import { contractFields, contractGetOne, contractList } from '../shared/contractFields';

/** Spec section 8 has no default for the dispute list or resolution; these say what failed. */
export const GET_DISPUTES_FAILED = 'Get Raise Dispute Details failed!';
export const RESOLVE_DISPUTE_FAILED = 'Resolve Dispute failed!';

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
  name: raiseDisputeContract.name,
  label: 'Raised disputes',
  history: true,
  menu: { label: 'Raise dispute', group: 'P2P', order: 40, icon: GavelOutlinedIcon },
  list: contractList(raiseDisputeContract, { errorMessage: GET_DISPUTES_FAILED }),
  getOne: contractGetOne(raiseDisputeContract, GET_DISPUTES_FAILED),
  defaultSort: raiseDisputeContract.defaultSort,
  showPath: 'p2p/dispute',
  recordRepresentation: 'orderNo',
  // The resolution page (showPath) is its own screen: the fields show in the grid only.
  fields: contractFields(
    raiseDisputeContract,
    {
      asset: { choices: p2pAssetChoices.slice(0, 3) },
      amount: { currencySource: 'asset' },
      status: { choices: disputeStatusChoices },
    },
    [],
  ),
};

import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { errors } from '../../messages/catalogue';
import type { RaRecord } from 'react-admin';
import type { KycRecord, KycState } from '../../contracts/records';
import type { ActionSchema, ResourceSchema } from '../types';
import { documentTypeChoices, kycStatusChoices } from '../shared/choices';
import { KYC_REASON_RULES } from './rules';
import { asPerson, contractFields, contractGetOne, contractList } from '../shared/contractFields';
import { kycContract } from '../../contracts/resources/kyc';
import { KycDocuments } from './KycDocuments';
import { verifyKyc } from '../../contracts/commands/kyc';
import { commandFacts } from '../shared/commandAction';

/** The message catalogue has no default for reading the KYC list; this one names what failed. */
export const GET_KYC_LIST_FAILED = 'Get KYC list failed!';

export { KYC_REASON_RULES };

export { documentTypeChoices, kycStatusChoices };

export type KycStatus = KycState;

/** The API's KYC record (one contract with the server), with react-admin's `id`. */
export interface KycReviewRecord extends RaRecord, KycRecord {}

export const kycSchema: ResourceSchema = {
  name: 'kyc',
  label: 'KYC',
  history: true,
  menu: { label: 'KYC', order: 50, icon: BadgeOutlinedIcon },
  list: contractList(kycContract, { errorMessage: GET_KYC_LIST_FAILED }),
  getOne: contractGetOne(kycContract, GET_KYC_LIST_FAILED),
  // No update: a decision is one of the declared actions below, a server action on POST /admin/verifyKyc.
  fields: contractFields(kycContract, {
    email: asPerson(),
    documentType: { choices: documentTypeChoices },
    status: { choices: kycStatusChoices },
    userId: { type: 'reference', reference: { resource: 'user' } },
  }),
  sections: [
    {
      label: 'Identity',
      fields: [
        'name',
        'email',
        'dateOfBirth',
        'nationality',
        'address',
        'documentType',
        'documentNumber',
      ],
    },
    // The user is a reference field: their name links to their page.
    {
      label: 'Review',
      fields: ['status', 'userId', 'submittedAt', 'reviewedAt', 'reviewedBy', 'reason'],
    },
    { label: 'Documents', fields: [], component: KycDocuments, wide: true },
  ],
  recordPage: {
    screenTitle: 'KYC details',
    title: 'name',
    subtitle: 'email',
    backLabel: 'All KYC submissions',
  },
  // The user's kycStatus follows the decision: their lists and details refresh too.
  actions: [kycDecision('approved'), kycDecision('rejected')],
  defaultSort: kycContract.defaultSort,
  queue: kycContract.queue,
  showPath: 'kyc-details',
  recordRepresentation: 'name',
};

/** Approve, or reject with a reason the user will see; only pending submissions offer either. */
function kycDecision(status: 'approved' | 'rejected'): ActionSchema<KycReviewRecord> {
  const approving = status === 'approved';
  const facts = commandFacts(verifyKyc, { status });
  return {
    name: approving ? 'approve' : 'reject',
    label: facts.label,
    icon: approving ? CheckIcon : CloseIcon,
    color: approving ? 'success' : 'error',
    variant: approving ? 'contained' : 'outlined',
    places: ['detail'],
    when: facts.when,
    endpoint: {
      ...facts.call,
      body: ({ record, values }) => ({
        _id: record.id,
        status,
        ...(approving ? {} : { reason: values.reason }),
      }),
      errorMessage: errors.kycUpdate,
    },
    confirm: {
      title: facts.title!,
      text: approving
        ? (r) => `${r.name}'s identity will be marked as verified.`
        : (r) => `${r.name} will see this reason and can submit new documents.`,
    },
    reason: facts.reason,
    success: approving ? 'KYC approved' : 'KYC rejected',
    refresh: ['user'],
  };
}

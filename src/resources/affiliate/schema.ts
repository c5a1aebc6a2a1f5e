import Diversity3OutlinedIcon from '@mui/icons-material/Diversity3Outlined';
import type { RaRecord } from 'react-admin';
import { choicesOf } from '../shared/choices';
import type { ActionSchema, Choice, ResourceSchema } from '../types';
import { affiliateContract } from '../../contracts/resources/affiliate';
import { updateAffiliateStatus } from '../../contracts/commands/affiliates';
import { commandFacts } from '../shared/commandAction';
import { asPerson, contractFields, contractGetOne, contractList } from '../shared/contractFields';

/** The message catalogue has no defaults for the affiliate calls; these say what failed, in the same voice. */
export const GET_AFFILIATES_FAILED = 'Get Affiliate History failed!';
export const UPDATE_AFFILIATE_FAILED = 'Update Affiliate Status failed!';

export const affiliateStatusChoices: Choice[] = choicesOf({
  active: 'success',
  suspended: 'error',
});

/** The declared status change (POST /admin/updateAffliateStatus), for the engine's actions. */
export const affiliateStatusMoves = [
  {
    ...commandFacts(updateAffiliateStatus, { status: 'suspended' }),
    status: 'suspended',
    confirmation: (r: { referredEmail: string; referrerEmail: string }) =>
      `Suspend the referral of ${r.referredEmail} by ${r.referrerEmail}? It stops earning commission.`,
  },
  {
    ...commandFacts(updateAffiliateStatus, { status: 'active' }),
    status: 'active',
    confirmation: (r: { referredEmail: string; referrerEmail: string }) =>
      `Activate the referral of ${r.referredEmail} by ${r.referrerEmail}? It earns commission again.`,
  },
] as const;

type Referral = RaRecord & { referredEmail: string; referrerEmail: string };
type AffiliateMove = (typeof affiliateStatusMoves)[number];

/** Suspend or activate a referral after its confirmation (row and details). */
function affiliateStatusAction(move: AffiliateMove): ActionSchema<Referral> {
  const suspending = move.status === 'suspended';
  return {
    name: suspending ? 'suspend' : 'activate',
    label: move.label,
    color: suspending ? 'error' : 'success',
    places: ['row', 'detail'],
    when: move.when,
    endpoint: {
      ...move.call,
      body: ({ record }) => ({ _id: record.id, status: move.status }),
      errorMessage: UPDATE_AFFILIATE_FAILED,
    },
    confirm: {
      title: move.title!,
      text: (r) => move.confirmation(r),
      label: move.label,
    },
    // Setting a status twice changes nothing: the server keeps no key for it.
    idempotent: false,
    success: suspending ? 'Referral suspended' : 'Referral activated',
  };
}

/** /admin/affiliate: referrals, server-paged (GET /admin/getAffliateHistory, the API's spelling). */
export const affiliateSchema: ResourceSchema = {
  name: affiliateContract.name,
  label: 'Affiliates',
  menu: { label: 'Affiliates', order: 80, icon: Diversity3OutlinedIcon },
  list: contractList(affiliateContract, { errorMessage: GET_AFFILIATES_FAILED }),
  getOne: contractGetOne(affiliateContract, GET_AFFILIATES_FAILED, (result) => {
    const row = (result as { data?: Record<string, unknown>[] }).data?.[0];
    if (!row) throw new Error('Referral not found');
    return { ...row, id: row._id as string };
  }),
  update: {
    method: 'POST',
    path: '/admin/updateAffliateStatus',
    body: ({ id, data }) => ({ _id: id, status: data.status }),
    errorMessage: UPDATE_AFFILIATE_FAILED,
  },
  fields: contractFields(affiliateContract, {
    // Both people of a referral link to their record pages (the rows carry their ids).
    referrerEmail: asPerson('referrerId'),
    referredEmail: asPerson('referredId'),
    commission: { currencySource: 'commissionAsset' },
    status: { choices: affiliateStatusChoices },
  }),
  actions: affiliateStatusMoves.map(affiliateStatusAction),
  defaultSort: affiliateContract.defaultSort,
  recordRepresentation: 'referredEmail',
};

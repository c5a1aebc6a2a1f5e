import type { ResourceDefinition } from '../shared/definition';
import { kycSchema } from './schema';
import { KycDetails } from './KycDetails';

/** KYC: the generic grid; details and the review decision at /admin/kyc-details/:id. */
export const kyc: ResourceDefinition = {
  schema: kycSchema,
  show: KycDetails,
  edit: false,
};

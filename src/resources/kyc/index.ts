import type { ResourceDefinition } from '../shared/definition';
import { kycSchema } from './schema';
import { lazyScreen } from '../lazyScreen';

/** KYC: the generic grid; details and the review decision at /admin/kyc-details/:id. */
export const kyc: ResourceDefinition = {
  schema: kycSchema,
  show: lazyScreen(() => import('./KycDetails').then((m) => m.KycDetails)),
  edit: false,
};

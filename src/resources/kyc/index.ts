import type { ResourceDefinition } from '../shared/definition';
import { kycSchema } from './schema';

/**
 * KYC: the generic grid; the record page at /admin/kyc-details/:id (identity, review, the
 * document images) with the review decision as declared actions.
 */
export const kyc: ResourceDefinition = { schema: kycSchema, edit: false };

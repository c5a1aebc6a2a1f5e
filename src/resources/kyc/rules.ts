import type { FieldRules } from '../shared/fieldRules';
import { REASON_MAX, REASON_MIN } from '../../contracts/kyc';

/**
 * A rejection reason: 3 to 500 characters after trimming. The dialog and POST /admin/verifyKyc
 * (server/routes/kyc.ts) both read this object; its limits are the KYC contract's.
 */
export const KYC_REASON_RULES = {
  required: true,
  minLength: REASON_MIN,
  maxLength: REASON_MAX,
} as const satisfies FieldRules;

import type { FieldRules } from '../shared/fieldRules';

/**
 * A rejection reason: 3 to 500 characters after trimming. The dialog and POST /admin/verifyKyc
 * (server/routes/kyc.ts) both read this object. No other imports: the server imports this file.
 */
export const KYC_REASON_RULES = {
  required: true,
  minLength: 3,
  maxLength: 500,
} as const satisfies FieldRules;

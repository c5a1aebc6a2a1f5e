import type { FieldRules } from '../../contracts/fieldRules';
import { DECISION_REASON_RULES } from '../../contracts/reason';

/**
 * A rejection reason: the decision reason's rule (3 to 500 characters after trimming). The dialog
 * and POST /admin/verifyKyc (server/routes/kyc.ts) both read this object.
 */
export const KYC_REASON_RULES = DECISION_REASON_RULES satisfies FieldRules;

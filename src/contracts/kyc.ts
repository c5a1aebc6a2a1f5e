/** KYC review rules, one contract for the admin's form and the API's check. */

/** A rejection reason's length limits, in characters, after trimming. */
export const REASON_MIN = 3;
export const REASON_MAX = 500;

/**
 * Route tests send requests back to back, and attack tests send 20 or 50 at once from one session
 * to prove a write runs once: far past what an admin's browser sends. The per-second and in-flight
 * limits are tested where a test sets them (inFlightLimits.test.ts).
 */
export const LIMITS_FOR_BURSTS = {
  RATE_LIMIT_SESSION_IN_FLIGHT: '10000',
  RATE_LIMIT_ADDRESS_IN_FLIGHT: '10000',
  RATE_LIMIT_SESSION_PER_SEC: '100000',
  RATE_LIMIT_ADDRESS_PER_SEC: '100000',
};

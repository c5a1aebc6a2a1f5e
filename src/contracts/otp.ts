/**
 * The 2FA code as the admin types it and the server checks it (RFC 6238):
 * digits only, exactly 6. The sign-in step, the 2FA step-up and the 2FA page read it here.
 */
export const OTP_LENGTH = 6;

/** What an OTP input keeps from whatever was typed or pasted. */
export const sanitizeOtp = (value: string): string => value.replace(/\D/g, '').slice(0, OTP_LENGTH);

export const isCompleteOtp = (value: string): boolean =>
  new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value);

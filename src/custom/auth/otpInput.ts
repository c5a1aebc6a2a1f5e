/** The 2FA code: digits only, at most 6 (spec sections 5 and 9). */
export const OTP_LENGTH = 6;

/** What the OTP input keeps from whatever was typed or pasted. */
export const sanitizeOtp = (value: string): string => value.replace(/\D/g, '').slice(0, OTP_LENGTH);

export const isCompleteOtp = (value: string): boolean =>
  new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value);

import { apiCall, apiRequest } from '../../dataProvider/httpClient';
import { errors } from '../../messages/catalogue';

/** The admin's own 2FA calls (spec section 7 "Two-factor") with the spec's defaults (section 8). */

export interface TwoFactorSetup {
  /** The secret, for manual entry (the twoFactor state's authCode). */
  secret: string;
  /** The otpauth URL with the exchange's issuer label (authCodeUrl). */
  otpauth_url: string;
}

export const enableTwoFactor = () =>
  apiCall<TwoFactorSetup>({
    method: 'POST',
    path: '/admin/adminEnable2fa',
    body: {},
    errorMessage: errors.twoFactor.generate,
    noResponseMessage: errors.twoFactor.generateNoResponse,
  });

/** Turns 2FA on with a current code of the pending secret. */
export const confirmTwoFactor = (code: string) =>
  apiRequest({
    method: 'POST',
    path: '/admin/adminConfirm2fa',
    body: { code },
    errorMessage: errors.twoFactor.verify,
    noResponseMessage: errors.twoFactor.verifyNoResponse,
  });

export const disableTwoFactor = (code: string) =>
  apiRequest({
    method: 'POST',
    path: '/admin/admindisable2fa',
    body: { secret: code },
    errorMessage: errors.twoFactor.verify,
    noResponseMessage: errors.twoFactor.disableNoResponse,
  });

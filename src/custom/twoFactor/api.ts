import { useBoundCalls } from '../../dataProvider/useBoundCalls';
import { errors } from '../../messages/catalogue';
import type { ExchangeMethods } from '../../dataProvider';

export interface TwoFactorSetup {
  /** The secret, for manual entry (the twoFactor state's authCode). */
  secret: string;
  /** The otpauth URL with the exchange's issuer label (authCodeUrl). */
  otpauth_url: string;
}

const { verify, generate, generateNoResponse, verifyNoResponse, disableNoResponse } =
  errors.twoFactor;

/**
 * The admin's own 2FA calls (spec section 7 "Two-factor") with the spec's defaults (section 8),
 * as declared endpoints sent through the dataProvider.
 */
export function twoFactorApi(dp: Pick<ExchangeMethods, 'call' | 'callEnvelope'>) {
  const post = (path: string, errorMessage: string, noResponseMessage: string) =>
    ({ method: 'POST', path, errorMessage, noResponseMessage }) as const;
  return {
    enable: () =>
      dp.call<void, TwoFactorSetup>(
        post('/admin/adminEnable2fa', generate, generateNoResponse),
        undefined,
      ),
    /** Turns 2FA on with a current code of the pending secret. */
    confirm: (code: string) =>
      dp.callEnvelope(
        { ...post('/admin/adminConfirm2fa', verify, verifyNoResponse), body: () => ({ code }) },
        code,
      ),
    disable: (code: string) =>
      dp.callEnvelope(
        {
          ...post('/admin/admindisable2fa', verify, disableNoResponse),
          body: () => ({ secret: code }),
        },
        code,
      ),
  };
}

export const useTwoFactorApi = () => useBoundCalls(twoFactorApi);

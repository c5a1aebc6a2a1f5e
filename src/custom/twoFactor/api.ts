import { useBoundCalls } from '../../dataProvider/useBoundCalls';
import { errors } from '../../messages/catalogue';
import type { ExchangeMethods } from '../../dataProvider';

/**
 * The admin's own 2FA calls (spec section 7 "Two-factor") with the spec's defaults (section 8),
 * as declared endpoints sent through the dataProvider.
 */

export interface TwoFactorSetup {
  /** The secret, for manual entry (the twoFactor state's authCode). */
  secret: string;
  /** The otpauth URL with the exchange's issuer label (authCodeUrl). */
  otpauth_url: string;
}

export function twoFactorApi(dp: Pick<ExchangeMethods, 'call' | 'callEnvelope'>) {
  return {
    enable: () =>
      dp.call<void, TwoFactorSetup>(
        {
          method: 'POST',
          path: '/admin/adminEnable2fa',
          errorMessage: errors.twoFactor.generate,
          noResponseMessage: errors.twoFactor.generateNoResponse,
        },
        undefined,
      ),

    /** Turns 2FA on with a current code of the pending secret. */
    confirm: (code: string) =>
      dp.callEnvelope(
        {
          method: 'POST',
          path: '/admin/adminConfirm2fa',
          body: (c: string) => ({ code: c }),
          errorMessage: errors.twoFactor.verify,
          noResponseMessage: errors.twoFactor.verifyNoResponse,
        },
        code,
      ),

    disable: (code: string) =>
      dp.callEnvelope(
        {
          method: 'POST',
          path: '/admin/admindisable2fa',
          body: (c: string) => ({ secret: c }),
          errorMessage: errors.twoFactor.verify,
          noResponseMessage: errors.twoFactor.disableNoResponse,
        },
        code,
      ),
  };
}

export const useTwoFactorApi = () => useBoundCalls(twoFactorApi);

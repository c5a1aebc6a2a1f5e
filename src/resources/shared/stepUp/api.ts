import type { ExchangeMethods } from '../../../dataProvider';
import { useBoundCalls } from '../../../dataProvider/useBoundCalls';
import { errors } from '../../../messages/catalogue';

export interface VerifyOtpPayload {
  email: string;
  /** The 6-digit code. */
  secret: string;
  type: 'email';
}

/**
 * The step-up's call: a current code opens the 5-minute verified session the server asks of
 * wallet operations and guarded actions. A declared endpoint sent through the dataProvider,
 * with their default error messages (src/messages/catalogue.ts).
 */
export function stepUpApi(dp: Pick<ExchangeMethods, 'callEnvelope'>) {
  return {
    /** Resolves with the envelope on success; a refused code rejects with the server's message. */
    verifyOtp: (payload: VerifyOtpPayload) =>
      dp.callEnvelope(
        {
          method: 'POST',
          path: '/admin/adminVerifyOtp',
          body: (p: VerifyOtpPayload) => p,
          errorMessage: errors.walletScreen.invalidOtp,
          noResponseMessage: errors.walletScreen.verification,
        },
        payload,
      ),
  };
}

/** The step-up's call on the admin's dataProvider. */
export const useStepUpApi = () => useBoundCalls(stepUpApi);

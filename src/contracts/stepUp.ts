/**
 * The server's answer to a wallet or money operation without a live 2FA step-up (403 with this
 * message): the client re-opens the 2FA prompt on it, and on no other 403 (a refusal for another
 * reason, e.g. an account awaiting activation, must not loop through the prompt).
 */
export const STEP_UP_REQUIRED_MESSAGE =
  '2FA verification required: verify a current code for wallet and money operations';

export const isStepUpRequiredAnswer = (status: number, message: string | undefined): boolean =>
  status === 403 && message === STEP_UP_REQUIRED_MESSAGE;

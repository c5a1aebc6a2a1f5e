import { errorHint, errorMessage } from '../../dataProvider/errorText';
import { isNoResponse } from '../../dataProvider/httpClient';
import { errors } from '../../messages/catalogue';

/**
 * A failed reply, message or close in the support screens' words: 'Admin Send Message Failed!'
 * when the server answered (its own reason below, e.g. "the ticket is closed"), 'Admin Send
 * Message Failed' when it did not (why, below).
 */
export function sendFailure(error: unknown): { message: string; detail?: string } {
  if (isNoResponse(error))
    return { message: errors.sendMessageNoResponse, detail: errorHint(error) };
  const reason = errorMessage(error, errors.sendMessage);
  return {
    message: errors.sendMessage,
    detail: reason === errors.sendMessage ? undefined : reason,
  };
}

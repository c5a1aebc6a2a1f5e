import { getToken } from '../authProvider/tokenStore';
import { bootHandoff, forgetBootHandoff } from '../boot/firstPageRequest';
import { buildUrl, type ApiCall } from './httpClient';

/**
 * The boot script's request (src/boot/firstRows.ts) for `call`, when it sent the same method and
 * URL with the current token: the first-page read adopts it instead of sending it again. Handed
 * over once; what it answers is cached by react-query like any other getList (bootRoute.ts puts
 * it under the list's own key), so this is a handover, not a cache.
 */
export function takeBootAnswer(call: ApiCall): Promise<Response> | undefined {
  const handoff = bootHandoff();
  if (handoff?.key !== `${call.method} ${buildUrl(call.path, call.query)}`) return undefined;
  forgetBootHandoff();
  return handoff.token === getToken() ? handoff.response : undefined;
}

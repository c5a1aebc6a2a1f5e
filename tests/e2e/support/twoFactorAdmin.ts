import { expect, type APIRequestContext } from '@playwright/test';
import { callApi } from './adminApi';
import { Authenticator } from './totp';

/**
 * Turns 2FA on for the signed-in admin through the API (enable, then confirm with a real code) and
 * returns the authenticator that answers the step-up prompts of the journeys that follow.
 */
export async function enableAdmin2fa(
  request: APIRequestContext,
  token: string,
): Promise<Authenticator> {
  const setup = await callApi<{ secret: string }>(request, token, 'POST', '/admin/adminEnable2fa');
  const authenticator = new Authenticator(setup.body.result!.secret);
  const confirm = await callApi(request, token, 'POST', '/admin/adminConfirm2fa', {
    code: await authenticator.next(),
  });
  expect(confirm.status).toBe(200);
  return authenticator;
}

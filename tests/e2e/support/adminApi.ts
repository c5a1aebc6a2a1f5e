import type { APIRequestContext } from '@playwright/test';
import { ADMIN } from './server';

export interface ApiAnswer<T = unknown> {
  status: number;
  headers: Record<string, string>;
  body: { success: boolean; message?: string; result?: T; [key: string]: unknown };
}

/** Calls the real API as a given session (its bearer token), whatever the answer's status. */
export async function callApi<T = unknown>(
  request: APIRequestContext,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiAnswer<T>> {
  const response = await request.fetch(`/api${path}`, {
    method,
    ...(method === 'GET' ? {} : { data: body ?? {} }),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
  return {
    status: response.status(),
    headers: response.headers(),
    body: (await response.json()) as ApiAnswer<T>['body'],
  };
}

/** A separate session of the admin, signed in with the password only (2FA still off). */
export async function passwordSession(request: APIRequestContext): Promise<string> {
  const answer = await callApi(request, null, 'POST', '/adminlogin', ADMIN);
  const token = answer.body.token;
  if (answer.status !== 200 || typeof token !== 'string') {
    throw new Error(`sign-in failed (${answer.status}): ${answer.body.message}`);
  }
  return token;
}

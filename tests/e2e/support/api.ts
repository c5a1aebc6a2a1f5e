import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken } from './session';

/** Reads the real API with the signed-in admin's token, to pick records for a journey. */
export async function apiResult<T>(
  page: Page,
  request: APIRequestContext,
  path: string,
  body: unknown = {},
): Promise<T> {
  const token = await adminToken(page);
  const response = await request.post(`/api${path}`, {
    data: body,
    headers: { authorization: `Bearer ${token}` },
  });
  const json = (await response.json()) as { success: boolean; result: T; message?: string };
  if (!json.success) throw new Error(`${path}: ${json.message}`);
  return json.result;
}

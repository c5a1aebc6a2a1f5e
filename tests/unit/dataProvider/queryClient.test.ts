import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { createQueryClient, shouldRetry } from '../../../src/dataProvider/queryClient';

const failingQuery = async (error: unknown) => {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
  let attempts = 0;
  await client
    .fetchQuery({
      queryKey: ['x'],
      queryFn: () => {
        attempts++;
        throw error;
      },
      retry: client.getDefaultOptions().queries?.retry,
    })
    .catch(() => undefined);
  return attempts;
};

describe('query client retry policy', () => {
  it.each([400, 401, 403, 404, 409])('never retries a %i', async (status) => {
    expect(await failingQuery(new HttpError('no', status))).toBe(1);
  });

  it.each([0, 500, 502, 503])(
    'retries a %i (network error or 5xx) exactly once',
    async (status) => {
      expect(await failingQuery(new HttpError('down', status))).toBe(2);
    },
  );

  it('shouldRetry stops after one retry whatever the error', () => {
    expect(shouldRetry(0, new HttpError('x', 503))).toBe(true);
    expect(shouldRetry(1, new HttpError('x', 503))).toBe(false);
  });

  it('mutations are never retried', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
});

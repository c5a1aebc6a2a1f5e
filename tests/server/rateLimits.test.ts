import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { loadConfig } from '../../server/config.ts';

let server: TestServer;
let base: string;

// Low limits, so a test reaches them in a few requests: 10 per session, 4 public writes and 30
// requests in all per address, each a minute.
beforeAll(async () => {
  server = await startTestServer({
    SEED_USERS: '0',
    RATE_LIMIT_SESSION_PER_MIN: '10',
    RATE_LIMIT_PUBLIC_PER_MIN: '4',
    RATE_LIMIT_ADDRESS_PER_MIN: '30',
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await server.close();
});

const post = (path: string, payload: object) =>
  fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
const profile = (token: string) =>
  fetch(`${base}/api/admin/getAdminProfile`, { headers: { authorization: `Bearer ${token}` } });
const signIn = async () => {
  const res = await post('/adminlogin', {
    email: server.config.adminEmail,
    password: server.config.adminPassword,
  });
  return ((await res.json()) as { token: string }).token;
};

async function expectLimited(res: Response) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(await res.json()).toEqual({
    success: false,
    message: `Too many requests: try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}`,
    requestId: expect.any(String),
  });
}

describe('rate limits (in the order this file spends them)', () => {
  it('answers a session over its limit 429 with Retry-After; another session goes on', async () => {
    const first = await signIn();
    for (let i = 0; i < 10; i++) expect((await profile(first)).status).toBe(200);
    await expectLimited(await profile(first));
    expect((await profile(await signIn())).status).toBe(200);
  });

  it('limits public writes per address', async () => {
    // Two sign-ins so far: two more public writes pass, the next is refused.
    for (let i = 0; i < 2; i++) {
      expect((await post('/forgotPassword', { email: 'nobody@exchange.example' })).status).toBe(
        200,
      );
    }
    await expectLimited(await post('/forgotPassword', { email: 'nobody@exchange.example' }));
  });

  it('limits every request per address, with or without a token', async () => {
    // 17 requests so far from this address.
    for (let i = 0; i < 13; i++) expect((await fetch(`${base}/api/health`)).status).toBe(200);
    await expectLimited(await fetch(`${base}/api/health`));
    await expectLimited(
      await fetch(`${base}/api/admin/getAdminProfile`, {
        headers: { authorization: 'Bearer a-fresh-random-token' },
      }),
    );
  });
});

describe('rate limit defaults', () => {
  it('leave room for busy screens and refuse a flood', () => {
    expect(loadConfig({}).rateLimits).toEqual({
      sessionPerMinute: 1800,
      addressPerMinute: 6000,
      publicPerMinute: 300,
      sessionInFlight: 6,
      addressInFlight: 24,
      sessionPerSecond: 20,
      addressPerSecond: 80,
    });
    expect(() => loadConfig({ RATE_LIMIT_SESSION_PER_MIN: '0' })).toThrow(
      /RATE_LIMIT_SESSION_PER_MIN/,
    );
    expect(() => loadConfig({ RATE_LIMIT_SESSION_IN_FLIGHT: '0' })).toThrow(
      /RATE_LIMIT_SESSION_IN_FLIGHT/,
    );
  });
});

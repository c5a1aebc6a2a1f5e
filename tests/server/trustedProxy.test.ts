import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { MAX_ADDRESS_FAILURES } from '../../server/auth/loginThrottle.ts';

/**
 * Behind one load balancer (TRUST_PROXY=1, at 127.0.0.1): the client address is the right-most
 * one the balancer appended, whatever the client wrote to its left in X-Forwarded-For, so
 * rotating a forged address neither escapes the per-address sign-in limit nor reaches the audit
 * trail.
 */
const BALANCER = '127.0.0.1';
const CLIENT = '203.0.113.9';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    TRUST_PROXY: '1',
    SEED_USERS: '0',
    SEED_LEDGER: '0',
    SEED_TRADES: '0',
  });
});
afterAll(async () => server?.close());

const signIn = (email: string, password: string, forwardedFor: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/adminlogin',
    remoteAddress: BALANCER,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email, password },
  });

describe('a client behind one trusted proxy', () => {
  it('meets the per-address sign-in limit however it rotates a forged X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 25; n++) {
      // A different email each time: only the per-address limit can stop this spray.
      const answer = await signIn(
        `spray${n}@exchange.local`,
        'Wrong-Password-77',
        `6.6.6.${n}, ${CLIENT}`,
      );
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, MAX_ADDRESS_FAILURES)).toEqual(Array(MAX_ADDRESS_FAILURES).fill(401));
    expect(statuses.slice(MAX_ADDRESS_FAILURES)).toEqual(
      Array(25 - MAX_ADDRESS_FAILURES).fill(429),
    );

    // Another client behind the same balancer still signs in: the limit is the address's.
    const { adminEmail, adminPassword } = server.config;
    const other = await signIn(adminEmail, adminPassword, '6.6.6.1, 198.51.100.20');
    expect(other.statusCode, other.body).toBe(200);
  });

  it('is recorded in the audit trail at its real address, never a forged one', async () => {
    const { rows } = await server.db.query<{ client_address: string | null }>(
      `SELECT DISTINCT client_address FROM audit_trail WHERE action = 'POST /adminlogin'`,
    );
    const addresses = rows.map((row) => row.client_address);
    expect(addresses).toContain(CLIENT);
    expect(addresses.filter((address) => address?.startsWith('6.6.6.'))).toEqual([]);
  });

  it("keeps the balancer's X-Request-Id", async () => {
    const answer = await server.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: BALANCER,
      headers: { 'x-request-id': 'lb-5e1d0c77', 'x-forwarded-for': CLIENT },
    });
    expect(answer.headers['x-request-id']).toBe('lb-5e1d0c77');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { createLogger, redactedUrl } from '../../server/http/logger.ts';

/**
 * What an operator reads: one JSON object a line, every line of a request carrying its id, and
 * no credential anywhere, whatever the request carried.
 */
const lines: string[] = [];
const stream = { write: (line: string) => void lines.push(line) };
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(
    { SEED_USERS: '0', SEED_LEDGER: '0', SEED_TRADES: '0', LOG_LEVEL: 'info' },
    { logger: createLogger({ logLevel: 'info' }, stream) },
  );
});
afterAll(async () => server?.close());

const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('request logs', () => {
  it('carry the request id on every line, and no password, token or code', async () => {
    lines.length = 0;
    const { adminEmail, adminPassword } = server.config;
    const refused = await server.app.inject({
      method: 'POST',
      url: '/api/adminlogin',
      payload: { email: adminEmail, password: 'Wrong-Password-77' },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const signedIn = await server.app.inject({
      method: 'POST',
      url: '/api/adminlogin',
      payload: { email: adminEmail, password: adminPassword },
    });
    const token = (signedIn.json() as { token: string }).token;
    expect(token).toBeTruthy();
    const profile = await server.app.inject({
      method: 'GET',
      url: '/api/admin/getAdminProfile?token=in-the-query-1234',
      headers: { authorization: `Bearer ${token}`, cookie: 'session=cookie-secret-99' },
    });
    expect(profile.statusCode).toBe(200);

    const ids = [refused, signedIn, profile].map((answer) => answer.headers['x-request-id']);
    const entries = parsed();
    for (const id of ids) {
      const own = entries.filter((entry) => entry.requestId === id);
      // Fastify's "incoming request" and "request completed" at least.
      expect(own.length).toBeGreaterThanOrEqual(2);
    }
    const requestLines = entries.filter((entry) => 'req' in entry || 'res' in entry);
    expect(requestLines.length).toBeGreaterThanOrEqual(6);
    for (const entry of requestLines) expect(ids).toContain(entry.requestId);
    const text = lines.join('');
    for (const secret of [
      adminPassword,
      'Wrong-Password-77',
      token,
      'in-the-query-1234',
      'cookie-secret-99',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('redact credentials a module logs by mistake, at any depth', () => {
    lines.length = 0;
    server.app.log.warn(
      {
        body: { email: 'a@b.c', password: 'Hunter2-Hunter2', code: '123456' },
        headers: { authorization: 'Bearer abcdef123456', cookie: 'sid=zzz-cookie' },
        admin: { login: { otpToken: 'otp-token-xyz', secret: 'JBSWY3DPEHPK3PXP' } },
        token: 'top-level-token',
      },
      'careless line',
    );
    const text = lines.join('');
    expect(text).toContain('careless line');
    expect(text).toContain('a@b.c');
    for (const secret of [
      'Hunter2-Hunter2',
      '123456',
      'abcdef123456',
      'zzz-cookie',
      'otp-token-xyz',
      'JBSWY3DPEHPK3PXP',
      'top-level-token',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('[Redacted]');
  });

  it('keep the query string but not the credentials in it', () => {
    expect(redactedUrl('/api/x?page=2&token=abc&Code=9')).toBe(
      '/api/x?page=2&token=%5BRedacted%5D&Code=%5BRedacted%5D',
    );
    expect(redactedUrl('/api/x?page=2')).toBe('/api/x?page=2');
  });
});

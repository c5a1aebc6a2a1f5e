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
    expect(redactedUrl('/api/admin/events?ticket=t1ck3t-secret')).toBe(
      '/api/admin/events?ticket=%5BRedacted%5D',
    );
    expect(redactedUrl('/api/x?page=2')).toBe('/api/x?page=2');
  });

  it('keep no live stream ticket in a logged URL', async () => {
    lines.length = 0;
    const ticket = 'Zt1ck3tZt1ck3tZt1ck3t';
    const refused = await server.app.inject({
      method: 'GET',
      url: `/api/admin/events?ticket=${ticket}`,
    });
    expect(refused.statusCode).toBe(401);
    expect(lines.join('')).toContain('/api/admin/events?ticket=');
    expect(lines.join('')).not.toContain(ticket);
  });
});

describe('a logger with links, URLs and secret parameters in it', () => {
  it('writes no token, ticket or code, at any level, in any field or message', () => {
    const captured: string[] = [];
    const logger = createLogger(
      { logLevel: 'trace' },
      { write: (line) => void captured.push(line) },
    );
    const reset = 'http://localhost:8080/reset_password?token=RESET-TOKEN-aaaa1111';
    const invite = 'http://localhost:8080/register?token=INVITE-TOKEN-bbbb2222';
    logger.warn({ email: 'a@b.c', resetLink: reset }, `Password reset link: ${reset}`);
    logger.info({ invitationLink: invite, nested: { deeper: { url: invite, href: reset } } });
    logger.error({ body: { callbackUrl: '/x?code=CODE-cccc3333', list: [reset] } }, 'body');
    logger.debug('stream %s opened', '/api/admin/events?ticket=TICKET-dddd4444&lastEventId=3');
    logger.trace({ ticket: 'TICKET-eeee5555', note: 'see /y?Token=TOKEN-ffff6666&page=2' });
    logger.error(new Error(`fetch failed: ${invite}`));
    logger.error({ err: new Error(`GET ${reset} failed`) }, 'wrapped');
    logger.child({ requestId: 'r1' }).warn({ link: reset }, 'child %s', invite);

    const text = captured.join('');
    expect(captured).toHaveLength(8);
    for (const secret of [
      'RESET-TOKEN-aaaa1111',
      'INVITE-TOKEN-bbbb2222',
      'CODE-cccc3333',
      'TICKET-dddd4444',
      'TICKET-eeee5555',
      'TOKEN-ffff6666',
    ]) {
      expect(text).not.toContain(secret);
    }
    // What is not a secret stays readable.
    expect(text).toContain('a@b.c');
    expect(text).toContain('lastEventId=3');
    expect(text).toContain('page=2');
    expect(text).toContain('fetch failed');
  });
});

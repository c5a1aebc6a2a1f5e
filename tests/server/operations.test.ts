import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

/** What a load balancer and an operator reading logs rely on: probes and request ids. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SEED_USERS: '0', SEED_LEDGER: '0', SEED_TRADES: '0' });
});
afterAll(async () => server?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

describe('probes', () => {
  it('answer without a token, with no data', async () => {
    const health = await get('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ success: true, result: { status: 'up' } });
    const ready = await get('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().result).toEqual({ status: 'ready' });
  });
});

describe('request ids', () => {
  it('come back on every answer, and inside every failure envelope', async () => {
    const fine = await get('/api/health');
    expect(fine.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const refused = await get('/api/admin/getAdminProfile');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().requestId).toBe(refused.headers['x-request-id']);
    const missing = await get('/api/admin/no-such-route');
    expect(missing.json().requestId).toBe(missing.headers['x-request-id']);
    expect(missing.headers['x-request-id']).not.toBe(refused.headers['x-request-id']);
  });

  it("ignore a client's own id unless the server trusts its proxy", async () => {
    const answer = await get('/api/health', { 'x-request-id': 'from-the-client-123' });
    expect(answer.headers['x-request-id']).not.toBe('from-the-client-123');
  });
});

describe('behind a trusted proxy', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    // The load balancer's address; app.inject's requests come from 127.0.0.1 unless told.
    proxied = await startTestServer({
      SEED_USERS: '0',
      SEED_LEDGER: '0',
      SEED_TRADES: '0',
      TRUST_PROXY: '127.0.0.1',
    });
  });
  afterAll(async () => proxied?.close());

  it("keeps the proxy's plain id and replaces anything else", async () => {
    const kept = await proxied.app.inject({
      method: 'GET',
      url: '/api/admin/getAdminProfile',
      headers: { 'x-request-id': 'lb-7f3a9c01' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a9c01');
    expect(kept.json().requestId).toBe('lb-7f3a9c01');
    const forged = await proxied.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'x\r\nSet-Cookie: a=b' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('replaces the id of a client that reaches the server around the proxy', async () => {
    const direct = await proxied.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '203.0.113.9',
      headers: { 'x-request-id': 'lb-7f3a9c01', 'x-forwarded-for': '127.0.0.1' },
    });
    expect(direct.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('a database that stops answering', () => {
  it('turns readiness to 503 while liveness stays up', async () => {
    const doomed = await startTestServer({ SEED_USERS: '0', SEED_LEDGER: '0', SEED_TRADES: '0' });
    try {
      await doomed.db.close();
      const ready = await doomed.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        success: false,
        message: 'The database is not answering',
      });
      expect((await doomed.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await doomed.app.close();
    }
  });
});

describe('a process that is shutting down', () => {
  it('answers readiness with 503 and closes each connection after its answer', async () => {
    const draining = await startTestServer({ SEED_USERS: '0', SEED_LEDGER: '0', SEED_TRADES: '0' });
    try {
      draining.app.draining.since = Date.now();
      const ready = await draining.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ message: 'The process is shutting down' });
      expect(ready.headers.connection).toBe('close');
      const health = await draining.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.headers.connection).toBe('close');
    } finally {
      await draining.close();
    }
  });
});

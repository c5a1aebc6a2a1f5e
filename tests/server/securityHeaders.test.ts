import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { signIn, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let staticDir: string;
let auth: { authorization: string };
const ASSET = '/assets/index-Ab12Cd34.js';
/** An asset the build precompressed (vite.config.ts writes .br and .gz beside each one). */
const PRECOMPRESSED = '/assets/AdminApp-Ef56Gh78.js';
const PRECOMPRESSED_SOURCE = `console.log(${JSON.stringify('y'.repeat(5000))});`;

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'headers-'));
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Admin</title>');
  await writeFile(path.join(staticDir, ASSET), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  await writeFile(path.join(staticDir, PRECOMPRESSED), PRECOMPRESSED_SOURCE);
  await writeFile(
    path.join(staticDir, `${PRECOMPRESSED}.br`),
    brotliCompressSync(Buffer.from(PRECOMPRESSED_SOURCE)),
  );
  server = await startTestServer({ STATIC_DIR: staticDir, TRUST_PROXY: '1' });
  auth = await signIn(server);
});
afterAll(async () => {
  await server.close();
  await rm(staticDir, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['strict-transport-security']).toBeUndefined();
}

describe('security and caching headers', () => {
  it('on an API response: no-store, compressed JSON (also the raw-JSON whole lists)', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/admin/getAllUserData',
      headers: { ...auth, 'accept-encoding': 'br' },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res.headers);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-encoding']).toBe('br');
    const json = JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'));
    expect(json.success).toBe(true);
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify(json).length / 2);
    const gzip = await server.app.inject({
      url: '/api/admin/getAdminProfile',
      headers: { ...auth, 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['cache-control']).toBe('no-store');
    // Small answers are sent as they are; errors carry the same headers.
    const denied = await server.app.inject({ url: '/api/admin/getAdminProfile' });
    expectSecurityHeaders(denied.headers);
    expect(denied.headers['cache-control']).toBe('no-store');
  });

  it('on a KYC document image: no-store', async () => {
    const { rows } = await server.db.query<{ id: string }>('SELECT id FROM kyc LIMIT 1');
    const res = await server.app.inject({
      url: `/api/admin/kycDocument/${rows[0].id}/front`,
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('on index.html (no-cache) and a hashed asset (immutable, gzip)', async () => {
    for (const url of ['/', '/admin/users']) {
      const res = await server.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expectSecurityHeaders(res.headers);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const asset = await server.app.inject({ url: ASSET, headers: { 'accept-encoding': 'gzip' } });
    expect(asset.statusCode).toBe(200);
    expectSecurityHeaders(asset.headers);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(asset.rawPayload).toString('utf8')).toMatch(/^console\.log/);
    const missing = await server.app.inject({ url: '/assets/nope-123.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('sends a precompressed asset as its .br copy, with the asset headers and Vary', async () => {
    const asset = await server.app.inject({
      url: PRECOMPRESSED,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(asset.rawPayload).toString('utf8')).toBe(PRECOMPRESSED_SOURCE);
    // No .gz copy: a gzip-only client gets the file compressed on the fly.
    const gzipOnly = await server.app.inject({
      url: PRECOMPRESSED,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.rawPayload).toString('utf8')).toBe(PRECOMPRESSED_SOURCE);
  });

  it('sends HSTS only on https (here via a trusted proxy)', async () => {
    const res = await server.app.inject({
      url: '/api/openapi.json',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

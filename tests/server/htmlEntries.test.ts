import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isAdminRoute } from '../../server/http/notFound.ts';
import { startTestServer, type TestServer } from './helpers.ts';

/**
 * Which page a browser route gets (issue #16): the admin's index.html (React) under /admin, the
 * public entry auth.html (the same public pages on Preact) everywhere else; both with the same
 * security and caching headers as before.
 */
const ADMIN_PAGE = '<!doctype html><title>admin entry</title>';
const PUBLIC_PAGE = '<!doctype html><title>public entry</title>';

let server: TestServer;
let staticDir: string;

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'html-entries-'));
  await writeFile(path.join(staticDir, 'index.html'), ADMIN_PAGE);
  await writeFile(path.join(staticDir, 'auth.html'), PUBLIC_PAGE);
  server = await startTestServer({ STATIC_DIR: staticDir });
});
afterAll(async () => {
  await server.close();
  await rm(staticDir, { recursive: true, force: true });
});

async function pageAt(url: string) {
  const res = await server.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type'], url).toMatch(/text\/html/);
  expect(res.headers['cache-control'], url).toBe('no-cache');
  expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  return res.body;
}

describe('html entries', () => {
  it('serves the public entry for /, the auth pages and unknown non-admin paths', async () => {
    for (const url of [
      '/',
      '/login',
      '/login?x=1',
      '/forgot-password',
      '/forget_password',
      '/otp_validation',
      '/reset_password?token=abc',
      '/register?token=abc',
      '/register_successfull',
      '/logout',
      '/no/such/page',
      '/administrator',
    ]) {
      expect(await pageAt(url), url).toBe(PUBLIC_PAGE);
    }
  });

  it('serves the admin entry for /admin and everything under it, in any case', async () => {
    for (const url of [
      '/admin',
      '/admin/',
      '/admin/user',
      '/ADMIN/kyc?page=2',
      '/Admin/dashboard',
    ]) {
      expect(await pageAt(url), url).toBe(ADMIN_PAGE);
    }
  });

  it('matches /admin routes like the browser router', () => {
    expect(isAdminRoute('/admin')).toBe(true);
    expect(isAdminRoute('/admin/wallet/coin')).toBe(true);
    expect(isAdminRoute('/adminx')).toBe(false);
    expect(isAdminRoute('/login')).toBe(false);
  });

  it('serves the admin entry everywhere when dist/ has no public entry', async () => {
    await rm(path.join(staticDir, 'auth.html'));
    try {
      expect(await pageAt('/login')).toBe(ADMIN_PAGE);
      expect(await pageAt('/admin/user')).toBe(ADMIN_PAGE);
    } finally {
      await writeFile(path.join(staticDir, 'auth.html'), PUBLIC_PAGE);
    }
  });

  it('still answers API-looking and asset paths with a JSON 404, never a page', async () => {
    for (const url of ['/api/nope', '/assets/missing-123.js']) {
      const res = await server.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false });
    }
  });
});

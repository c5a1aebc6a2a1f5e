import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from './helpers.ts';

/**
 * The build inlines the boot script in index.html (vite.config.ts); the policy allows exactly the
 * inline scripts of the pages the server sends, by hash, and nothing else inline.
 */
const BOOT = 'window.__boot = fetch("/api/x");';
const THEME = 'document.documentElement.classList.add("dark")';
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let server: TestServer;
let staticDir: string;

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'inline-scripts-'));
  await writeFile(
    path.join(staticDir, 'index.html'),
    `<!doctype html><head><script>${BOOT}</script><script>${THEME}</script>` +
      '<script type="module" src="/assets/index.js"></script><script> </script></head>',
  );
  await writeFile(path.join(staticDir, 'auth.html'), '<!doctype html><title>public</title>');
  server = await startTestServer({ STATIC_DIR: staticDir });
});
afterAll(async () => {
  await server.close();
  await rm(staticDir, { recursive: true, force: true });
});

describe('inline scripts under the Content-Security-Policy', () => {
  it('allows the served pages’ inline scripts by their hashes, and nothing else inline', async () => {
    for (const url of ['/admin/user', '/login', '/api/openapi.json']) {
      const res = await server.app.inject({ url });
      const scriptSrc = String(res.headers['content-security-policy'])
        .split(';')
        .find((directive) => directive.trim().startsWith('script-src'));
      expect(scriptSrc?.trim().split(/\s+/).sort(), url).toEqual(
        ['script-src', "'self'", sha(BOOT), sha(THEME)].sort(),
      );
    }
  });

  it('sends the page whose scripts it hashed', async () => {
    const res = await server.app.inject({ url: '/admin/user' });
    expect(res.body).toContain(`<script>${BOOT}</script>`);
  });
});

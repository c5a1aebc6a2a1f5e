import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from './helpers';
import { LANDING_HEIGHT as H, LANDING_WIDTH as W, pngBytes } from '../fixtures/images';
import { storeImage } from '../../server/uploads/store';

let server: TestServer;
let auth: { authorization: string };
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'landing-test-'));
  server = await startTestServer({ DATA_DIR: dataDir });
  auth = await signIn(server);
});
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

const content = (overrides: Record<string, unknown> = {}) => ({
  headline: 'Trade with confidence',
  subHeadline: 'Low fees.',
  ctaText: 'Sign up',
  ctaLink: '/register',
  darkImage: null,
  lightImage: null,
  ...overrides,
});
const save = (body: unknown, headers: Record<string, string> = auth) =>
  server.app.inject({
    method: 'POST',
    url: '/api/admin/landing',
    headers,
    payload: body as object,
  });
const load = () =>
  server.app.inject({ method: 'GET', url: '/api/admin/getlanding', headers: auth });

describe('landing content', () => {
  it('starts with default texts and no images', async () => {
    const res = await load();
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ darkImage: null, lightImage: null });
    expect(res.json().result.headline).toBeTruthy();
  });

  it('saves trimmed texts and uploaded images, reads them back, and logs the change', async () => {
    const dark = await storeImage(dataDir, 'png', pngBytes(W, H));
    const light = await storeImage(dataDir, 'png', pngBytes(W, H));
    const res = await save(
      content({
        headline: '  Trade with confidence  ',
        ctaLink: 'https://exchange.example/signup?ref=landing',
        darkImage: dark.url,
        lightImage: light.url,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      headline: 'Trade with confidence',
      darkImage: dark.url,
      lightImage: light.url,
      updatedBy: server.config.adminEmail,
    });
    expect((await load()).json().result).toMatchObject({
      headline: 'Trade with confidence',
      ctaLink: 'https://exchange.example/signup?ref=landing',
      darkImage: dark.url,
    });
    const log = await server.db.query<{ description: string }>(
      'SELECT description FROM admin_action_log ORDER BY id DESC LIMIT 1',
    );
    expect(log.rows[0].description).toContain('Landing content updated');
  });

  it('refuses bad input with 400 and a clear message, and keeps what was saved', async () => {
    const before = (await load()).json().result;
    const cases: [Record<string, unknown>, RegExp][] = [
      [content({ headline: '   ' }), /^Headline is required\.$/],
      [content({ headline: 'x'.repeat(121) }), /headline/],
      [content({ headline: 'two\nlines' }), /single line/],
      [content({ ctaLink: 'javascript:alert(1)' }), /https:\/\/ URL or a path/],
      [content({ ctaLink: 'http://plain.example' }), /https:\/\/ URL or a path/],
      [content({ ctaLink: '//evil.example/x' }), /https:\/\/ URL or a path/],
      [content({ darkImage: '/uploads/../../etc/passwd' }), /uploaded with \/admin\/imageUpload/],
      [content({ lightImage: `/uploads/${'c'.repeat(32)}.png` }), /uploaded with/],
      [content({ isAdmin: true }), /additional properties/],
      [{ headline: 'only this' }, /is required/],
    ];
    for (const [body, message] of cases) {
      const res = await save(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().message).toMatch(message);
    }
    expect((await load()).json().result).toEqual(before);
  });

  it('refuses an uploaded file of the wrong size as a landing image', async () => {
    const small = await storeImage(dataDir, 'png', pngBytes(W - 1, H));
    const res = await save(content({ darkImage: small.url }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Invalid image dimensions/);
  });

  it('needs an admin session', async () => {
    expect((await save(content(), {})).statusCode).toBe(401);
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/admin/getlanding' });
    expect(anonymous.statusCode).toBe(401);
  });
});

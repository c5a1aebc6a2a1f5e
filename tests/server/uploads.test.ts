import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from './helpers';
import {
  gradient,
  jpegBytes,
  LANDING_HEIGHT as H,
  LANDING_WIDTH as W,
  pngBytes,
} from '../fixtures/images';

let server: TestServer;
let auth: { authorization: string };
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'uploads-test-'));
  server = await startTestServer({ DATA_DIR: dataDir });
  auth = await signIn(server);
});
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A multipart body with one file part (after a `use` field when given), as FormData sends it. */
function multipart(bytes: Buffer, filename: string, type: string, field = 'image', use?: string) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const usePart =
    use === undefined
      ? ''
      : `--${boundary}\r\nContent-Disposition: form-data; name="use"\r\n\r\n${use}\r\n`;
  const head = `${usePart}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (
  url: string,
  bytes: Buffer,
  filename = 'hero.png',
  type = 'image/png',
  headers: Record<string, string> = auth,
  field = 'image',
  use?: string,
) => {
  const body = multipart(bytes, filename, type, field, use);
  return server.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
};

const SVG = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><script>alert(1)</script></svg>`,
);

describe.each(['/api/admin/imageUpload', '/api/imageUpload'])('POST %s', (url) => {
  it('accepts a 1483×989 PNG and a 1483×989 JPEG, stores them 0600 under random names', async () => {
    for (const [bytes, type, kind] of [
      [pngBytes(W, H), 'image/png', 'png'],
      [jpegBytes(W, H), 'image/jpeg', 'jpeg'],
    ] as const) {
      const res = await upload(url, bytes, `my hero.${kind}`, type);
      expect(res.statusCode, res.body).toBe(200);
      const { result } = res.json() as { result: Record<string, unknown> };
      expect(result).toMatchObject({ kind, width: W, height: H, bytes: bytes.length });
      expect(result.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.(png|jpg)$/);
      expect(result.url).not.toContain('hero');
      const file = path.join(dataDir, 'uploads', String(result.name));
      expect((await stat(file)).mode & 0o777).toBe(0o600);
    }
  });

  it("refuses 1482×989 with 400 'Invalid image dimensions', and stores nothing", async () => {
    const before = await readdir(path.join(dataDir, 'uploads')).catch(() => []);
    for (const bytes of [pngBytes(W - 1, H), jpegBytes(W, H + 1), pngBytes(H, W)]) {
      const res = await upload(url, bytes);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'Invalid image dimensions',
        requestId: expect.any(String),
      });
    }
    expect(await readdir(path.join(dataDir, 'uploads')).catch(() => [])).toEqual(before);
  });

  it("takes a staking banner within the banner's own bounds, not the landing's exact size", async () => {
    const banner = (bytes: Buffer, use = 'stakingBanner') =>
      upload(url, bytes, 'banner.png', 'image/png', auth, 'image', use);
    const wide = await banner(pngBytes(1200, 300));
    expect(wide.statusCode, wide.body).toBe(200);
    expect(wide.json().result).toMatchObject({ width: 1200, height: 300 });
    const small = await banner(pngBytes(500, 300));
    expect(small.statusCode).toBe(400);
    expect(small.json().message).toBe(
      'Invalid image dimensions. This image is 500 × 300 pixels; it must be from 600 × 150 to 4000 × 2000 pixels.',
    );
    // The landing keeps its exact check, named or not.
    expect((await banner(pngBytes(1200, 300), 'landing')).statusCode).toBe(400);
    const unknown = await banner(pngBytes(W, H), 'avatar');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(
      /^Unknown image use: send one of landing, stakingBanner/,
    );
  });

  it('decides from the bytes: a text file named .png, an SVG and an HTML page are refused', async () => {
    const cases: [Buffer, string, string][] = [
      [Buffer.from('just some text, not a picture\n'), 'hero.png', 'image/png'],
      [SVG, 'hero.svg', 'image/svg+xml'],
      [SVG, 'hero.png', 'image/png'],
      [Buffer.from('<!doctype html><script>alert(1)</script>'), 'hero.jpg', 'image/jpeg'],
    ];
    for (const [bytes, name, type] of cases) {
      const res = await upload(url, bytes, name, type);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        success: false,
        requestId: expect.any(String),
        message: 'Only PNG, JPEG or WebP images are accepted',
      });
    }
  });

  it('refuses polyglots: data after the end marker, or markup inside the image', async () => {
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const withTrailer = await upload(url, Buffer.concat([pngBytes(W, H), html]));
    expect(withTrailer.statusCode).toBe(400);
    expect(withTrailer.json().message).toMatch(/data after its end/);
    const jpegTrailer = await upload(
      url,
      Buffer.concat([jpegBytes(W, H), Buffer.from('PK\x03\x04')]),
    );
    expect(jpegTrailer.statusCode).toBe(400);

    // A JPEG comment (COM segment) right after SOI carrying a script: still ends with FFD9.
    const jpeg = jpegBytes(W, H);
    const comment = Buffer.from('<script>alert(1)</script>');
    const com = Buffer.concat([Buffer.from([0xff, 0xfe, 0, comment.length + 2]), comment]);
    const withComment = Buffer.concat([jpeg.subarray(0, 2), com, jpeg.subarray(2)]);
    const res = await upload(url, withComment, 'x.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/markup or script/);
  });

  it('answers 413 in the envelope above 5 MB', async () => {
    const big = Buffer.concat([pngBytes(W, H), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(url, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      message: 'The image is larger than 5 MB',
      requestId: expect.any(String),
    });
  });

  it('needs an admin session: 401 without a token or with a revoked one', async () => {
    const none = await upload(url, pngBytes(W, H), 'hero.png', 'image/png', {});
    expect(none.statusCode).toBe(401);
    expect(none.json().success).toBe(false);
    const wrong = await upload(url, pngBytes(W, H), 'hero.png', 'image/png', {
      authorization: 'Bearer not-a-session',
    });
    expect(wrong.statusCode).toBe(401);
  });

  it("400 when the file is not in the field 'image'; 415 when the body is not multipart", async () => {
    const res = await upload(url, pngBytes(W, H), 'hero.png', 'image/png', auth, 'file');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/field named 'image'/);
    const json = await server.app.inject({ method: 'POST', url, headers: auth, payload: {} });
    expect(json.statusCode).toBe(415);
  });
});

describe('GET /api/uploads/:name', () => {
  it('serves the stored image with its real type, nosniff, inline, and a sandboxing CSP', async () => {
    const bytes = jpegBytes(W, H, gradient('light'));
    const { result } = (await upload('/api/admin/imageUpload', bytes, 'a.png', 'image/png')).json();
    const res = await server.app.inject({ method: 'GET', url: `/api${result.url}`, headers: auth });
    expect(res.statusCode).toBe(200);
    // Declared as PNG by the browser, stored and served as what the bytes are.
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe('inline');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it('needs the bearer, and only ever serves names the server made', async () => {
    const { result } = (await upload('/api/admin/imageUpload', pngBytes(W, H))).json();
    const anonymous = await server.app.inject({ method: 'GET', url: `/api${result.url}` });
    expect(anonymous.statusCode).toBe(401);
    for (const name of [
      '..%2F..%2Fpackage.json',
      '..%2Fpg',
      `${'a'.repeat(32)}.html`,
      `${'a'.repeat(32)}.svg`,
      `${'b'.repeat(32)}.png`,
    ]) {
      const res = await server.app.inject({
        method: 'GET',
        url: `/api/uploads/${name}`,
        headers: auth,
      });
      expect([400, 404]).toContain(res.statusCode);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});

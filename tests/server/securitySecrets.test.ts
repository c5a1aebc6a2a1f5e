import { afterAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app.ts';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { seed } from '../../server/seed/index.ts';
import { openDataDir } from '../../server/dataDir.ts';
import {
  parseSecretsKey,
  SecretBox,
  SECRETS_KEY_FILE,
  SecretsKeyError,
} from '../../server/auth/secretBox.ts';
import { createLoginChallenge } from '../../server/auth/loginChallenges.ts';
import { clock, totpCode } from '../../server/totp.ts';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'secrets-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});
const mode = async (file: string) => (await stat(file)).mode & 0o777;

describe('the secret box (AES-256-GCM)', () => {
  const box = new SecretBox(Buffer.alloc(32, 7));
  it('seals and opens; every seal differs; a tampered or foreign value is refused', () => {
    const sealed = box.seal(SECRET);
    expect(sealed).toMatch(/^v1:[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(SECRET);
    expect(box.seal(SECRET)).not.toBe(sealed);
    expect(box.open(sealed)).toBe(SECRET);
    // One bit of the sealed bytes flipped. (Editing the base64 text's last characters could leave
    // the bytes as they were: a final character's padding bits are ignored when decoding.)
    const [version, body] = sealed.split(':');
    const bytes = Buffer.from(body, 'base64url');
    bytes[bytes.length - 1] ^= 1;
    const tampered = `${version}:${bytes.toString('base64url')}`;
    expect(() => box.open(tampered)).toThrow(SecretsKeyError);
    expect(() => new SecretBox(Buffer.alloc(32, 8)).open(sealed)).toThrow(/SECRETS_KEY/);
    expect(box.open(SECRET)).toBe(SECRET); // a legacy plaintext value still reads
  });

  it('reads SECRETS_KEY as hex or base64 and requires it in production', () => {
    expect(parseSecretsKey('ab'.repeat(32))?.length).toBe(32);
    expect(parseSecretsKey(Buffer.alloc(32, 1).toString('base64'))?.length).toBe(32);
    expect(parseSecretsKey('too-short')).toBeNull();
    const production = {
      NODE_ENV: 'production',
      ADMIN_EMAIL: 'ops@exchange.example',
      ADMIN_PASSWORD: 'A-long-production-secret-1',
    };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/SECRETS_KEY must be set in production/);
    expect(() => loadConfig({ SECRETS_KEY: 'nope' })).toThrow(/SECRETS_KEY must be 32 bytes/);
    expect(loadConfig({ ...production, SECRETS_KEY: 'ab'.repeat(32) }).secretsKey).toEqual(
      Buffer.from('ab'.repeat(32), 'hex'),
    );
  });
});

describe('secrets and files at rest under DATA_DIR', () => {
  it('creates DATA_DIR 0700 and its files 0600, generates the key once, seals old secrets', async () => {
    const dataDir = path.join(await tempDir(), 'data');
    // What an older version left: a readable folder and file.
    await mkdir(dataDir, { mode: 0o755 });
    await writeFile(path.join(dataDir, 'old.json'), '{}', { mode: 0o644 });
    const config = loadConfig({
      DATA_DIR: dataDir,
      STATIC_DIR: '',
      SEED_USERS: '0',
      LOG_LEVEL: 'silent',
      ADMIN_TOTP_SECRET: SECRET,
    });
    const db = await openDataDir(dataDir);
    await seed(db, config);
    // The seed writes the secret as configured; building the app seals it.
    const app = await buildApp(config, db);
    try {
      const { rows } = await db.query<{ totp_secret: string }>(
        "SELECT totp_secret FROM admins WHERE email = 'admin@exchange.local'",
      );
      expect(rows[0].totp_secret).toMatch(/^v1:/);
      expect(rows[0].totp_secret).not.toContain(SECRET);
      const keyFile = path.join(dataDir, SECRETS_KEY_FILE);
      expect(await mode(keyFile)).toBe(0o600);

      // The sealed secret still signs in with the authenticator's code.
      const { rows: admins } = await db.query<{ id: string }>(
        "SELECT id FROM admins WHERE email = 'admin@exchange.local'",
      );
      const otpToken = await createLoginChallenge(db, admins[0].id);
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/adminotp',
        payload: { otpToken, secret: totpCode(SECRET, clock.now()) },
      });
      expect(res.statusCode).toBe(200);

      // A secret set up through the API is stored sealed, pending and active.
      await db.query('UPDATE admins SET totp_enabled = false, totp_secret = NULL');
      const auth = { authorization: `Bearer ${res.json().token}` };
      const enable = await app.inject({
        method: 'POST',
        url: '/api/admin/adminEnable2fa',
        headers: auth,
      });
      const issued = enable.json().result.secret as string;
      const pending = await db.query<{ pending_secret: string }>(
        'SELECT pending_secret FROM admin_two_factor',
      );
      expect(pending.rows[0].pending_secret).toMatch(/^v1:/);
      expect(pending.rows[0].pending_secret).not.toContain(issued);
      const confirm = await app.inject({
        method: 'POST',
        url: '/api/admin/adminConfirm2fa',
        headers: auth,
        payload: { code: totpCode(issued, clock.now() + 30_000) },
      });
      expect(confirm.statusCode).toBe(200);
      const active = await db.query<{ totp_secret: string }>(
        "SELECT totp_secret FROM admins WHERE email = 'admin@exchange.local'",
      );
      expect(active.rows[0].totp_secret).toMatch(/^v1:/);
    } finally {
      await app.close();
      await db.close();
    }
    // Owner-only, all the way down (the database files included).
    expect(await mode(dataDir)).toBe(0o700);
    const walk = async (dir: string): Promise<string[]> => {
      const out: string[] = [];
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          expect(await mode(full), full).toBe(0o700);
          out.push(...(await walk(full)));
        } else out.push(full);
      }
      return out;
    };
    const files = await walk(dataDir);
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expect(await mode(file), file).toBe(0o600);

    // The key is generated once: a second start reads the same one and opens the secrets.
    const again = await openDataDir(dataDir);
    const app2 = await buildApp(
      loadConfig({ DATA_DIR: dataDir, STATIC_DIR: '', LOG_LEVEL: 'silent' }),
      again,
    );
    await app2.close();
    await again.close();
  }, 120_000);
});

import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { ConfigError, loadConfig } from '../../server/config.ts';
import {
  hashPassword,
  needsRehash,
  OWASP_ARGON2,
  verifyPassword,
} from '../../server/auth/passwords.ts';

let server: TestServer;
let base: string;
beforeAll(async () => {
  server = await startTestServer({ SEED_USERS: '0' });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  server.app.server.closeAllConnections();
  await server.close();
});

/** A hash as the first format stored it: scrypt N=2^14, r=8, p=1, 64 bytes, no parameters. */
function legacyHash(password: string) {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 64, { N: 16384, r: 8, p: 1 });
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

const signIn = (email: string, password: string) =>
  fetch(`${base}/api/adminlogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

describe('password hashing', () => {
  it("defaults to argon2id at OWASP's minimum, and production refuses less", () => {
    expect(loadConfig({}).passwordHashMemoryKiB).toBe(19_456);
    expect(OWASP_ARGON2).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const production = {
      NODE_ENV: 'production',
      ADMIN_EMAIL: 'owner@exchange.example',
      ADMIN_PASSWORD: 'Owner-Pass-2024!',
      SECRETS_KEY: 'a'.repeat(64),
    };
    expect(loadConfig(production).passwordHashMemoryKiB).toBe(19_456);
    expect(() => loadConfig({ ...production, PASSWORD_HASH_MEMORY_KIB: '1024' })).toThrow(
      ConfigError,
    );
  });

  it('stores a self-describing hash and verifies it', async () => {
    const hash = await hashPassword('Correct-Horse-1!');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=\d+,p=1,t=2\$/);
    expect(await verifyPassword('Correct-Horse-1!', hash)).toBe(true);
    expect(await verifyPassword('Wrong-Horse-1!', hash)).toBe(false);
    expect(await verifyPassword('Correct-Horse-1!', 'garbage')).toBe(false);
  });

  it('signs in with an old scrypt hash and replaces it with argon2id', async () => {
    const email = 'legacy.admin@exchange.example';
    const password = 'Legacy-Pass-2020!';
    await server.db.query(
      `INSERT INTO admins (email, password_hash, role, status, vouched)
       SELECT $1, $2, role, 'active', true FROM admins WHERE email = $3`,
      [email, legacyHash(password), server.config.adminEmail],
    );
    expect(await verifyPassword(password, legacyHash(password))).toBe(true);
    expect((await signIn(email, 'Not-The-Pass-1!')).status).toBe(401);
    const stored = async () =>
      (
        await server.db.query<{ password_hash: string }>(
          'SELECT password_hash FROM admins WHERE email = $1',
          [email],
        )
      ).rows[0].password_hash;
    expect(await stored()).toMatch(/^scrypt\$/);

    const res = await signIn(email, password);
    expect(res.status).toBe(200);
    const rehashed = await stored();
    expect(rehashed).toMatch(/^\$argon2id\$/);
    expect(needsRehash(rehashed)).toBe(false);
    expect((await signIn(email, password)).status).toBe(200);
    expect(await stored()).toBe(rehashed);
  });
});

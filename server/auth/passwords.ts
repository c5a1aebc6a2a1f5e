import { scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import argon2 from 'argon2';

/**
 * Passwords are hashed with argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane) and stored as
 * the PHC string argon2 writes (`$argon2id$v=19$m=…,p=…,t=…$salt$hash`), which names its own
 * parameters: raising them later leaves every stored hash verifiable. Hashes of the first
 * format (`scrypt$salt$hash`, N=2^14) still verify; a successful sign-in replaces them.
 */
export const OWASP_ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

let cost: { memoryCost: number; timeCost: number; parallelism: number } = { ...OWASP_ARGON2 };

/**
 * The memory cost in KiB for this process (config.passwordHashMemoryKiB). Below OWASP's only
 * outside production: test servers create hundreds of admins.
 */
export function setPasswordHashMemory(memoryKiB: number): void {
  cost = { ...OWASP_ARGON2, memoryCost: memoryKiB };
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...cost });
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('scrypt$')) return verifyLegacyScrypt(password, stored);
  if (!stored.startsWith('$argon2')) return false;
  try {
    return await argon2.verify(stored, password);
  } catch {
    return false; // a malformed stored hash
  }
}

/** True when the stored hash is of another scheme or cost than new hashes get. */
export function needsRehash(stored: string): boolean {
  if (!stored.startsWith('$argon2id$')) return true;
  try {
    return argon2.needsRehash(stored, cost);
  } catch {
    return true;
  }
}

const scryptAsync = promisify(scrypt) as (
  pw: string,
  salt: Buffer,
  len: number,
  opts: object,
) => Promise<Buffer>;
const LEGACY_SCRYPT = { N: 16384, r: 8, p: 1 };

async function verifyLegacyScrypt(password: string, stored: string): Promise<boolean> {
  const [, saltHex, hashHex] = stored.split('$');
  if (!saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scryptAsync(password, Buffer.from(saltHex, 'hex'), expected.length, {
    ...LEGACY_SCRYPT,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';

/** Where a development key is kept, under DATA_DIR, readable by the owner only. */
export const SECRETS_KEY_FILE = 'secrets.key';
const PREFIX = 'v1:';

export class SecretsKeyError extends Error {}

/**
 * Secrets at rest (TOTP secrets, pending ones too) are sealed with AES-256-GCM: `v1:` + base64url of
 * IV (12 bytes) + tag (16) + ciphertext. A value without the prefix is a plaintext one from before
 * encryption: it is still read, and sealed at the next start (sealPlaintextSecrets).
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new SecretsKeyError('The secrets key must be 32 bytes');
  }

  seal(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  open(stored: string): string {
    if (!isSealed(stored)) return stored;
    const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    try {
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretsKeyError(
        'A stored secret cannot be opened: SECRETS_KEY is not the one that sealed it',
      );
    }
  }
}

export const isSealed = (value: string) => value.startsWith(PREFIX);

/** SECRETS_KEY: 32 bytes as 64 hex characters or base64 (43-44 characters). */
export function parseSecretsKey(raw: string): Buffer | null {
  const text = raw.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) {
    const key = Buffer.from(
      text,
      text.includes('-') || text.includes('_') ? 'base64url' : 'base64',
    );
    return key.length === 32 ? key : null;
  }
  return null;
}

const boxes = new WeakMap<Db, Promise<SecretBox>>();

/**
 * The box of this database: SECRETS_KEY when configured (required in production, checked by
 * loadConfig); otherwise, for a database on disk, DATA_DIR/secrets.key generated once (mode 0600,
 * like the wallet seed); otherwise (an in-memory database: tests) a random key held in memory.
 */
export function secretBox(db: Db, config: Config): Promise<SecretBox> {
  let box = boxes.get(db);
  if (!box) {
    box = resolveKey(db, config).then((key) => new SecretBox(key));
    boxes.set(db, box);
    box.catch(() => boxes.delete(db));
  }
  return box;
}

/** The box registered for this database by secretBox(); refuses when none was set up. */
export function registeredBox(db: Db): Promise<SecretBox> {
  const box = boxes.get(db);
  if (!box) throw new SecretsKeyError('No secrets key was set up for this database');
  return box;
}

/** Opens a stored secret with the database's box (a legacy plaintext value needs none). */
export async function openStored(db: Db, stored: string): Promise<string> {
  return isSealed(stored) ? (await registeredBox(db)).open(stored) : stored;
}

async function resolveKey(db: Db, config: Config): Promise<Buffer> {
  if (config.secretsKey) return config.secretsKey;
  if (config.production) throw new SecretsKeyError('SECRETS_KEY must be set in production');
  if (!db.dataDir) return randomBytes(32);
  const file = path.join(config.dataDir, SECRETS_KEY_FILE);
  try {
    const key = parseSecretsKey(await readFile(file, 'utf8'));
    if (!key) throw new SecretsKeyError(`${file} does not hold a 32-byte hex key`);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(32);
  try {
    await writeFile(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return resolveKey(db, config);
    throw error;
  }
  return key;
}

/** Seals every TOTP secret still stored in plaintext (databases from before encryption). */
export async function sealPlaintextSecrets(db: Db, box: SecretBox): Promise<number> {
  let sealed = 0;
  await db.transaction(async (tx) => {
    const admins = await tx.query<{ id: string; totp_secret: string }>(
      `SELECT id, totp_secret FROM admins WHERE totp_secret IS NOT NULL AND totp_secret NOT LIKE 'v1:%' FOR UPDATE`,
    );
    for (const row of admins.rows) {
      await tx.query('UPDATE admins SET totp_secret = $2 WHERE id = $1', [
        row.id,
        box.seal(row.totp_secret),
      ]);
      sealed++;
    }
    const pending = await tx.query<{ admin_id: string; pending_secret: string }>(
      `SELECT admin_id, pending_secret FROM admin_two_factor
        WHERE pending_secret IS NOT NULL AND pending_secret NOT LIKE 'v1:%' FOR UPDATE`,
    );
    for (const row of pending.rows) {
      await tx.query('UPDATE admin_two_factor SET pending_secret = $2 WHERE admin_id = $1', [
        row.admin_id,
        box.seal(row.pending_secret),
      ]);
      sealed++;
    }
  });
  return sealed;
}

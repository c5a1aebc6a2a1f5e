import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { HDKey } from '@scure/bip32';
import { generateMnemonic, mnemonicToSeedSync, validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { hex } from '@scure/base';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';

/** Where a development seed is kept, under DATA_DIR, readable by the owner only. */
export const WALLET_SEED_FILE = 'wallet-seed.json';

export class WalletSeedError extends Error {}

export interface SeedSource {
  /** 'env' (WALLET_MNEMONIC), 'file' (DATA_DIR/wallet-seed.json) or 'memory' (in-memory database). */
  kind: 'env' | 'file' | 'memory';
  mnemonic: string;
}

/**
 * The wallet seed, never sent to the browser:
 * 1. WALLET_MNEMONIC (a BIP39 English phrase; WALLET_PASSPHRASE optional) when set. Required in production.
 * 2. Otherwise, for a database on disk, DATA_DIR/wallet-seed.json, generated once (24 words, mode 0600).
 * 3. Otherwise (an in-memory database: tests) a random phrase held in memory for that database.
 */
export async function resolveSeedSource(
  db: Db,
  config: Config,
  env: NodeJS.ProcessEnv = process.env,
): Promise<SeedSource> {
  const fromEnv = env.WALLET_MNEMONIC?.trim().replace(/\s+/g, ' ');
  if (fromEnv) {
    if (!validateMnemonic(fromEnv, wordlist))
      throw new WalletSeedError('WALLET_MNEMONIC is not a valid BIP39 English mnemonic');
    return { kind: 'env', mnemonic: fromEnv };
  }
  if (config.production)
    throw new WalletSeedError(
      'WALLET_MNEMONIC must be set in production (the platform wallet seed)',
    );
  if (!db.dataDir) return { kind: 'memory', mnemonic: generateMnemonic(wordlist, 256) };

  const file = path.join(config.dataDir, WALLET_SEED_FILE);
  try {
    const saved = JSON.parse(await readFile(file, 'utf8')) as { mnemonic?: string };
    if (!saved.mnemonic || !validateMnemonic(saved.mnemonic, wordlist)) {
      throw new WalletSeedError(`${file} does not hold a valid BIP39 mnemonic`);
    }
    return { kind: 'file', mnemonic: saved.mnemonic };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const mnemonic = generateMnemonic(wordlist, 256);
  const content = JSON.stringify(
    {
      mnemonic,
      createdAt: new Date().toISOString(),
      note: 'Platform wallet seed: keep secret, back up',
    },
    null,
    2,
  );
  try {
    await writeFile(file, `${content}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return resolveSeedSource(db, config, env);
    throw error;
  }
  return { kind: 'file', mnemonic };
}

const roots = new WeakMap<Db, Promise<HDKey>>();

/**
 * The BIP32 root of the platform wallets for this database (computed once per database). The first
 * use records the root's fingerprint in wallet_meta; a different seed later is refused, since the
 * stored addresses would no longer be the platform's.
 */
export function walletRoot(db: Db, config: Config): Promise<HDKey> {
  let root = roots.get(db);
  if (!root) {
    root = loadRoot(db, config);
    roots.set(db, root);
    root.catch(() => roots.delete(db));
  }
  return root;
}

async function loadRoot(db: Db, config: Config): Promise<HDKey> {
  const source = await resolveSeedSource(db, config);
  const root = HDKey.fromMasterSeed(
    mnemonicToSeedSync(source.mnemonic, process.env.WALLET_PASSPHRASE ?? ''),
  );
  const fingerprint = hex.encode(root.identifier ?? new Uint8Array());
  await db.query(
    `INSERT INTO wallet_meta (key, value) VALUES ('seed_fingerprint', $1) ON CONFLICT (key) DO NOTHING`,
    [fingerprint],
  );
  const { rows } = await db.query<{ value: string }>(
    `SELECT value FROM wallet_meta WHERE key = 'seed_fingerprint'`,
  );
  if (rows[0]?.value !== fingerprint) {
    throw new WalletSeedError(
      `The wallet seed (${source.kind === 'env' ? 'WALLET_MNEMONIC' : source.kind}) is not the one that derived the stored platform addresses`,
    );
  }
  return root;
}

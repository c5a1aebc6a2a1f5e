import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseSeedArgs, runSeed } from '../../server/seed/onDemand.ts';
import { openDb } from '../../server/db/index.ts';
import { ledgerDiscrepancies } from '../../server/ledger/ledger.ts';
import { loadConfig } from '../../server/config.ts';
import { seed } from '../../server/seed/index.ts';
import { setSeedLog } from '../../server/seed/phases.ts';

/** `npm run seed`: demo data only when asked, never over existing users by accident. */
const dirs: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'seed-command-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const PRODUCTION = {
  NODE_ENV: 'production',
  ADMIN_EMAIL: 'owner@exchange.test',
  ADMIN_PASSWORD: 'Owner-Pass-2024!x',
  SECRETS_KEY: '22'.repeat(32),
};

describe('the arguments', () => {
  it('need --users as a whole number and know only their own flags', () => {
    expect(parseSeedArgs(['--users', '5', '--ledger', '0', '--add'])).toEqual({
      users: 5,
      ledger: 0,
      trades: undefined,
      add: true,
      allowProduction: false,
    });
    expect(() => parseSeedArgs([])).toThrow(/--users is required/);
    expect(() => parseSeedArgs(['--users', 'many'])).toThrow(/whole number/);
    expect(() => parseSeedArgs(['--users', '5', '--force'])).toThrow(/--force/);
  });
});

describe('seeding on demand', () => {
  it('seeds an empty database, refuses one with users, and adds to it with --add', async () => {
    const env = { DATA_DIR: scratch(), STATIC_DIR: '', LOG_LEVEL: 'silent' };
    const request = { users: 6, ledger: 0, trades: 0, add: false, allowProduction: false };
    expect(await runSeed(request, env)).toBe('Seeded 6 users and their history');
    await expect(runSeed(request, env)).rejects.toThrow(
      'The database already has 6 users: pass --add to add 6 more',
    );
    expect(await runSeed({ ...request, users: 4, add: true }, env)).toBe(
      'Added 4 users to the 6 there',
    );
    const db = await openDb(env.DATA_DIR);
    try {
      const { rows } = await db.query<{ n: number; emails: number; ids: number }>(
        'SELECT count(*)::int AS n, count(DISTINCT email)::int AS emails, count(DISTINCT id)::int AS ids FROM users',
      );
      expect(rows[0]).toEqual({ n: 10, emails: 10, ids: 10 });
      // The added users' balances have their opening entries: the ledger still adds up.
      const unopened = await db.query(
        `SELECT 1 FROM ledger_accounts la WHERE la.kind = 'user' AND la.balance <> 0
            AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.account_id = la.id)`,
      );
      expect(unopened.rows).toEqual([]);
      expect(await ledgerDiscrepancies(db)).toEqual({ unbalancedAssets: [], driftedAccounts: [] });
    } finally {
      await db.close();
    }
  }, 120_000);

  it('refuses NODE_ENV=production unless told it is meant', async () => {
    const env = { ...PRODUCTION, DATA_DIR: scratch(), STATIC_DIR: '', LOG_LEVEL: 'silent' };
    const request = { users: 3, ledger: 0, trades: 0, add: false, allowProduction: false };
    await expect(runSeed(request, env)).rejects.toThrow(/--allow-production/);
    expect(await runSeed({ ...request, allowProduction: true }, env)).toBe(
      'Seeded 3 users and their history',
    );
  }, 120_000);
});

describe('a production start', () => {
  it('seeds no demo data and says so', async () => {
    const notes: string[] = [];
    setSeedLog({ info: (_fields, message) => void notes.push(message) });
    // Production takes the platform wallet seed from the environment only.
    process.env.WALLET_MNEMONIC = `${'abandon '.repeat(11)}about`;
    const db = await openDb();
    try {
      await seed(db, loadConfig({ ...PRODUCTION, SEED_USERS: '50', STATIC_DIR: '' }));
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
      expect(rows[0].n).toBe(0);
      expect(notes.join('\n')).toMatch(/Production: no demo data seeded/);
    } finally {
      setSeedLog({ info: () => undefined });
      delete process.env.WALLET_MNEMONIC;
      await db.close();
    }
  }, 60_000);
});

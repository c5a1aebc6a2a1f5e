import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../server/db/index.ts';
import { openTestDb } from './helpers.ts';
import { loadConfig } from '../../server/config.ts';
import { seed } from '../../server/seed/index.ts';
import { DEV_ADMINS } from '../../server/seed/devAdmins.ts';
import { buildPopulation } from '../../server/seed/population.ts';
import { verifyPassword } from '../../server/auth/passwords.ts';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const config = loadConfig({
  SEED_USERS: '60',
  STATIC_DIR: '',
  ADMIN_TOTP_SECRET: SECRET,
  ADMIN_EMAIL: 'Ops@Exchange.test',
});
let db: Db;

// The default ledger history (100 000 entries) is part of what is checked: on a loaded 2-core
// machine it takes more than the suite's minute.
beforeAll(async () => {
  db = await openTestDb();
  await seed(db, config);
}, 180_000);
afterAll(async () => {
  await db.close();
});

const count = async (table: string) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;

describe('seed', () => {
  it('creates the admin from the config, with 2FA on when ADMIN_TOTP_SECRET is set', async () => {
    const { rows } = await db.query<{
      email: string;
      password_hash: string;
      totp_secret: string;
      totp_enabled: boolean;
      role: string;
    }>(
      // The configured admin first (created before the others), then by email.
      `SELECT email, password_hash, totp_secret, totp_enabled, role FROM admins
        ORDER BY email <> 'ops@exchange.test', email`,
    );
    // The configured admin (the owner), then (development only) one admin per duty: finance (the
    // second person maker-checker needs), support and auditor.
    expect(rows[0].role).toBe('owner');
    expect(
      rows.slice(1).map(({ email, role, totp_enabled }) => ({ email, role, totp_enabled })),
    ).toEqual(
      [...DEV_ADMINS]
        .sort((a, b) => a.email.localeCompare(b.email))
        .map(({ email, role }) => ({ email, role, totp_enabled: false })),
    );
    expect(rows[0]).toMatchObject({
      email: 'ops@exchange.test',
      totp_secret: SECRET,
      totp_enabled: true,
    });
    expect(rows[0].password_hash).not.toContain(config.adminPassword);
    expect(await verifyPassword(config.adminPassword, rows[0].password_hash)).toBe(true);
  });

  it('fills users, KYC in every state, balances, six assets and six sample logs', async () => {
    expect(await count('users')).toBe(60);
    expect(await count('admin_action_log')).toBe(6);
    const assets = await db.query<{ symbol: string }>('SELECT symbol FROM assets ORDER BY symbol');
    expect(assets.rows.map((a) => a.symbol)).toEqual(
      expect.arrayContaining(['BNB', 'BTC', 'ETH', 'TRX', 'USDT', 'XRP']),
    );
    const states = await db.query<{ kyc_status: string }>(
      'SELECT DISTINCT kyc_status FROM users ORDER BY 1',
    );
    expect(states.rows.map((r) => r.kyc_status)).toEqual([
      'approved',
      'not_submitted',
      'pending',
      'rejected',
    ]);
    const mismatched = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users u LEFT JOIN kyc k ON k.user_id = u.id WHERE u.kyc_status <> coalesce(k.status, 'not_submitted')`,
    );
    expect(mismatched.rows[0].n).toBe(0);
    const holders = await db.query<{ n: number }>(
      'SELECT count(DISTINCT user_id)::int AS n FROM balances',
    );
    expect(holders.rows[0].n).toBeGreaterThan(30);
    const statuses = await db.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM users GROUP BY 1',
    );
    expect(statuses.rows.find((r) => r.status === 'blocked')?.n).toBeGreaterThan(0);
  });

  it('spreads sign-ups over the last ~18 months and none in the future', async () => {
    const { rows } = await db.query<{ oldest: Date; newest: Date }>(
      'SELECT min(created_at) AS oldest, max(created_at) AS newest FROM users',
    );
    expect(rows[0].newest.getTime()).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - rows[0].oldest.getTime()).toBeLessThan(550 * 86_400_000);
    expect(Date.now() - rows[0].oldest.getTime()).toBeGreaterThan(120 * 86_400_000);
  });

  it('is idempotent: a second run adds nothing and keeps the admin password', async () => {
    const before = await db.query('SELECT password_hash FROM admins');
    const histories = [
      'deposits',
      'withdrawals',
      'trade_pairs',
      'trade_orders',
      'p2p_pairs',
      'p2p_trades',
      'staking_plans',
      'stakes',
      'support_categories',
      'support_tickets',
    ];
    const historiesBefore = await Promise.all(histories.map(count));
    await seed(db, { ...config, adminPassword: 'Something-Else-1' });
    expect(historiesBefore.every((n) => n > 0)).toBe(true);
    expect(await Promise.all(histories.map(count))).toEqual(historiesBefore);
    expect(await count('users')).toBe(60);
    expect(await count('kyc')).toBe(
      (
        await db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM users WHERE kyc_status <> 'not_submitted'",
        )
      ).rows[0].n,
    );
    expect(await count('admin_action_log')).toBe(6);
    expect(await count('admins')).toBe(1 + DEV_ADMINS.length);
    expect((await db.query('SELECT password_hash FROM admins')).rows).toEqual(before.rows);
  });

  it('is deterministic: the same count gives the same ids, emails and attributes', () => {
    const now = Date.UTC(2025, 0, 1);
    const a = buildPopulation(200, now, 'x@y.z');
    const b = buildPopulation(200, now, 'x@y.z');
    expect(a).toEqual(b);
    expect(new Set(a.users.email).size).toBe(200);
    expect(new Set(a.users.id).size).toBe(200);
    // Ids do not depend on the clock.
    expect(buildPopulation(5, now + 86_400_000, 'x@y.z').users.id).toEqual(a.users.id.slice(0, 5));
  });

  it('stores the same population on disk as the generator builds', async () => {
    const { rows } = await db.query<{ email: string }>('SELECT email FROM users ORDER BY email');
    const built = buildPopulation(60, Date.now(), 'x').users.email.sort();
    expect(rows.map((r) => r.email).sort()).toEqual(built);
  });
});

describe('seed in production', () => {
  it('adds the founding owners, the assets and the wallet networks, and no invented users or money', async () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      ADMIN_EMAIL: 'owner@exchange.example',
      ADMIN_PASSWORD: 'A-long-production-secret-1',
      SECOND_ADMIN_EMAIL: 'second@exchange.example',
      SECOND_ADMIN_PASSWORD: 'Another-production-secret-2',
      SECRETS_KEY: 'ab'.repeat(32),
      SEED_USERS: '60',
      STATIC_DIR: '',
    });
    // The BIP39 test phrase: production refuses to start without a wallet seed of its own.
    vi.stubEnv('WALLET_MNEMONIC', `${'abandon '.repeat(11)}about`);
    const fresh = await openTestDb();
    try {
      await seed(fresh, production);
      const countIn = async (table: string) =>
        (await fresh.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;
      const admins = await fresh.query<{ email: string; role: string; vouched: boolean }>(
        'SELECT email, role, vouched FROM admins ORDER BY email',
      );
      // Both founding owners' approvals count from the start: two people exist at installation.
      expect(admins.rows).toEqual([
        { email: 'owner@exchange.example', role: 'owner', vouched: true },
        { email: 'second@exchange.example', role: 'owner', vouched: true },
      ]);
      expect(await countIn('assets')).toBeGreaterThan(0);
      expect(await countIn('wallet_networks')).toBeGreaterThan(0);
      for (const table of [
        'users',
        'ledger_entries',
        'withdrawals',
        'support_tickets',
        'admin_action_log',
      ])
        expect(await countIn(table), table).toBe(0);
      const money = await fresh.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM platform_wallets WHERE balance <> 0',
      );
      expect(money.rows[0].n).toBe(0);
    } finally {
      vi.unstubAllEnvs();
      await fresh.close();
    }
  });
});

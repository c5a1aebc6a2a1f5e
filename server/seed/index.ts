import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { hashPassword, setPasswordHashMemory } from '../auth/passwords.ts';
import { ASSETS } from './data.ts';
import { loadPopulation } from './populationCopy.ts';
import { seedWallet } from '../wallet/seed.ts';
import { seedMoney } from './money.ts';
import { seedMarkets } from './markets.ts';
import { seedP2p } from './p2p.ts';
import { fundHistoricalDeficits } from './ledgerHistory.ts';
import { seedStaking } from './staking.ts';
import { seedSupport } from './support.ts';
import { phase, seedNote } from './phases.ts';
import { seedRiskCases } from './riskCases.ts';
import { seedTreasury } from './treasury.ts';
import { hasRows } from './bulk.ts';

type Tx = Pick<Db, 'query'>;

const ANALYZE_POPULATION = 'ANALYZE users, kyc, ledger_accounts, ledger_entries';

/**
 * Fills a fresh database; safe to run on every start (each part only runs when its table is empty):
 * the admin from the config, the assets and wallet networks, and, outside production only (demo
 * data), a deterministic population of config.seedUsers users with
 * KYC records and balances, and the six sample admin action logs.
 */
export async function seed(db: Db, config: Config): Promise<void> {
  setPasswordHashMemory(config.passwordHashMemoryKiB);
  await seedAdmin(db, config);
  await seedAssets(db);
  await seedWallet(db, config); // platform wallets: networks, derived addresses, ledger balances
  if (config.production) {
    // Production gets the reference data an exchange needs, never invented users or money.
    seedNote('Production: no demo data seeded (only the first admin, assets and wallet networks)');
    return;
  }
  const firstSeed = config.seedUsers > 0 && !(await hasRows(db, 'users'));
  let searchIndexes: (() => Promise<void>) | undefined;
  if (firstSeed)
    await phase('population', () =>
      loadPopulation(db, {
        count: config.seedUsers,
        firstIndex: 0,
        now: Date.now(),
        reviewer: config.adminEmail.toLowerCase(),
        // Dated as the money seed that follows dates them (moneyLedger.ts), not rewritten there.
        openingAt: config.seedLedger > 0 ? 'signUp' : 'now',
        // Into empty tables: their indexes (the users' email trigrams most of all) and their
        // random-order keys (ids, emails) are built once over the loaded rows, not row by row.
        withoutIndexes: 'keys',
        searchIndexesLater: (build) => (searchIndexes = build),
      }),
    );
  // The history seeds that follow plan their joins on these tables: with statistics, not guesses.
  if (firstSeed) await phase('analyze population', () => db.exec(ANALYZE_POPULATION));
  // After that ANALYZE (it would wait on the builds' locks): the search indexes build on the
  // second core while the histories, which never read them, are seeded.
  const searchIndexesBuilt = searchIndexes?.();
  searchIndexesBuilt?.catch(() => undefined); // thrown below, where the seed waits for them
  try {
    await seedHistories(db, config, firstSeed);
  } catch (error) {
    await searchIndexesBuilt?.catch(() => undefined); // the seed's own failure is the one to tell
    throw error;
  }
  await searchIndexesBuilt;
  // PGlite runs no autovacuum: without fresh statistics the planner guesses row counts of freshly
  // bulk-loaded tables (users read as -1 rows) and picks poor plans for the paged lists' filters.
  if (firstSeed) await phase('analyze', () => db.exec('ANALYZE'));
  // Their pages marked all-visible, as autovacuum would later: a search sorted by name then reads
  // the name index alone from the first call (migrations 126 and 129).
  if (firstSeed) await phase('vacuum users', () => db.query('VACUUM users, kyc'));
}

/** Everything the users did: money, markets, P2P, staking, support, risk, the treasury. */
async function seedHistories(db: Db, config: Config, firstSeed: boolean): Promise<void> {
  // deposits, withdrawals, converts, affiliates and their ledger history
  await phase('money', () => seedMoney(db, config));
  // asset settings, trade pairs, orders and their reserves
  await phase('markets', () => seedMarkets(db, config));
  // P2P pairs, trades in escrow, chat, disputes with evidence
  await phase('p2p', () => seedP2p(db, config));
  // staking plans, platform staking funds, users' stakes and their journals
  await phase('staking', () => seedStaking(db, config));
  // support categories, tickets in every state, threads, screenshots
  await phase('support', () => seedSupport(db, config));
  // security events, one user per withdrawal risk flag, every withdrawal ranked
  await phase('risk cases', () => seedRiskCases(db, config));
  // the seeds' histories together never go negative
  if (firstSeed) await phase('historical deficits', () => fundHistoricalDeficits(db));
  if (!(await hasRows(db, 'admin_action_log'))) await seedSampleLogs(db);
  // reserves that cover the books but for one documented loss, and a published proof of reserves
  await phase('treasury', () => seedTreasury(db, config));
}

/**
 * `npm run seed -- --add`: `extra` more users (KYC records, balances and their opening entries)
 * beside the ones there; the histories (money, trades, tickets) are seeded only into empty tables.
 */
export async function addUsers(db: Db, config: Config, extra: number): Promise<void> {
  const existing = await count(db, 'users');
  await phase('population', () =>
    loadPopulation(db, {
      count: extra,
      firstIndex: existing,
      now: Date.now(),
      reviewer: config.adminEmail.toLowerCase(),
      openingAt: 'now',
      // Rebuilding an index over the rows there costs more than adding a few rows to it.
      withoutIndexes: extra >= existing ? 'plain' : undefined,
    }),
  );
  await phase('analyze', () => db.exec(ANALYZE_POPULATION));
  await phase('vacuum users', () => db.query('VACUUM users, kyc'));
}

async function count(db: Tx, table: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0].n;
}

/**
 * The founding owners, at installation only (an empty admins table): ADMIN_EMAIL, and
 * SECOND_ADMIN_EMAIL when set. Their approvals count from the start (vouched); every later admin
 * is invited and activated through requests a second admin approves.
 */
async function seedAdmin(db: Db, config: Config): Promise<void> {
  if (await hasRows(db, 'admins')) return;
  await db.query(
    'INSERT INTO admins (email, password_hash, totp_secret, totp_enabled, vouched) VALUES ($1, $2, $3, $4, true)',
    [
      config.adminEmail.toLowerCase(),
      await hashPassword(config.adminPassword),
      config.adminTotpSecret ?? null,
      Boolean(config.adminTotpSecret),
    ],
  );
  if (config.secondAdmin)
    await db.query(
      'INSERT INTO admins (email, password_hash, vouched) VALUES ($1, $2, true) ON CONFLICT DO NOTHING',
      [config.secondAdmin.email, await hashPassword(config.secondAdmin.password)],
    );
}

async function seedAssets(db: Tx): Promise<void> {
  for (const asset of ASSETS) {
    await db.query(
      `INSERT INTO assets (id, symbol, name, type, decimals, price_usd) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (symbol) DO NOTHING`,
      [asset.id, asset.symbol, asset.name, asset.type, asset.decimals, asset.priceUsd],
    );
  }
}

/** Spec: "Six sample logs are preloaded". They describe actions consistent with the seeded data. */
async function seedSampleLogs(db: Tx): Promise<void> {
  const pick = async (where: string) =>
    (
      await db.query<{ id: string; email: string }>(
        `SELECT u.id, u.email FROM users u WHERE ${where} ORDER BY u.created_at LIMIT 2`,
      )
    ).rows;
  const blocked = await pick(`u.status = 'blocked'`);
  const active = await pick(`u.status = 'active' AND u.kyc_status = 'not_submitted'`);
  const approved = await pick(`u.kyc_status = 'approved'`);
  const rejected = (
    await db.query<{ id: string; email: string; reason: string }>(
      `SELECT u.id, u.email, k.reason FROM users u JOIN kyc k ON k.user_id = u.id
        WHERE k.status = 'rejected' ORDER BY u.created_at LIMIT 1`,
    )
  ).rows;
  const entries: { description: string; userId: string | null }[] = [
    ...approved.map((u) => ({ description: `KYC of ${u.email} approved`, userId: u.id })),
    ...rejected.map((u) => ({
      description: `KYC of ${u.email} rejected: ${u.reason}`,
      userId: u.id,
    })),
    ...blocked.map((u) => ({ description: `User ${u.email} blocked`, userId: u.id })),
    ...active.slice(0, 1).map((u) => ({ description: `User ${u.email} activated`, userId: u.id })),
  ];
  // Without a population (SEED_USERS=0) the samples describe the seeded assets instead.
  for (const asset of ASSETS) {
    if (entries.length >= 6) break;
    entries.push({
      description: `Asset ${asset.symbol} (${asset.name}) enabled for trading`,
      userId: null,
    });
  }
  const now = Date.now();
  for (const [i, entry] of entries.slice(0, 6).entries()) {
    // Oldest first, 47 minutes apart, the newest a few minutes ago.
    const date = new Date(now - (6 - i) * 47 * 60_000);
    await db.query(
      'INSERT INTO admin_action_log (date, description, user_id) VALUES ($1, $2, $3)',
      [date, entry.description, entry.userId],
    );
  }
}

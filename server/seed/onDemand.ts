import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDataDir } from '../dataDir.ts';
import { addUsers, seed } from './index.ts';
import { setSeedLog } from './phases.ts';
import { createLogger, startupLogger } from '../http/logger.ts';

/**
 * Demo data on demand (`npm run seed`, server/seed/cli.ts), into the database the server would use
 * (DATA_DIR or DATABASE_URL). Refuses a database that already has users unless --add, and
 * NODE_ENV=production unless --allow-production.
 */
const USAGE =
  'Usage: npm run seed -- --users N [--ledger N] [--trades N] [--add] [--allow-production]';

export class SeedRefusal extends Error {}

export interface SeedRequest {
  users: number;
  ledger?: number;
  trades?: number;
  add: boolean;
  allowProduction: boolean;
}

export function parseSeedArgs(argv: string[]): SeedRequest {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        users: { type: 'string' },
        ledger: { type: 'string' },
        trades: { type: 'string' },
        add: { type: 'boolean', default: false },
        'allow-production': { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (error) {
    throw new SeedRefusal(`${(error as Error).message}\n${USAGE}`);
  }
  const number = (name: string, raw: string | undefined) => {
    if (raw === undefined) return undefined;
    if (!/^\d+$/.test(raw)) throw new SeedRefusal(`--${name} must be a whole number, got '${raw}'`);
    return Number(raw);
  };
  const users = number('users', values.users);
  if (users === undefined) throw new SeedRefusal(`--users is required\n${USAGE}`);
  return {
    users,
    ledger: number('ledger', values.ledger),
    trades: number('trades', values.trades),
    add: values.add,
    allowProduction: values['allow-production'],
  };
}

/** Runs one seed request against the environment's database; resolves to what it did. */
export async function runSeed(request: SeedRequest, env = process.env): Promise<string> {
  const config = loadConfig({
    ...env,
    SEED_USERS: String(request.users),
    ...(request.ledger !== undefined ? { SEED_LEDGER: String(request.ledger) } : {}),
    ...(request.trades !== undefined ? { SEED_TRADES: String(request.trades) } : {}),
  });
  if (config.production && !request.allowProduction) {
    throw new SeedRefusal(
      'Refusing to seed demo data with NODE_ENV=production: pass --allow-production if this really is a demo or staging database',
    );
  }
  setSeedLog(startupLogger(createLogger(config)));
  const db = await openDataDir(config.dataDir, config);
  try {
    return await db.exclusive('seed', async () => {
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
      const existing = rows[0].n;
      if (existing > 0 && !request.add) {
        throw new SeedRefusal(
          `The database already has ${existing} users: pass --add to add ${request.users} more`,
        );
      }
      // The operator asked for demo data: seed it as development does, whatever NODE_ENV says.
      const demo = { ...config, production: false };
      if (existing > 0) await addUsers(db, demo, request.users);
      else await seed(db, demo);
      return existing > 0
        ? `Added ${request.users} users to the ${existing} there`
        : `Seeded ${request.users} users and their history`;
    });
  } finally {
    await db.close();
  }
}

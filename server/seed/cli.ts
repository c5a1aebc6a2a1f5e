import { ConfigError } from '../config.ts';
import { parseSeedArgs, runSeed, SeedRefusal } from './onDemand.ts';

/** `npm run seed -- --users N [--ledger N] [--trades N] [--add] [--allow-production]`. */
try {
  console.log(await runSeed(parseSeedArgs(process.argv.slice(2))));
} catch (error) {
  const known = error instanceof SeedRefusal || error instanceof ConfigError;
  console.error(known ? `Seed refused: ${error instanceof Error ? error.message : error}` : error);
  process.exit(known ? 2 : 1);
}

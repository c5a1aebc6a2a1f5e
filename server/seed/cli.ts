import { ConfigError } from '../config.ts';
import { parseSeedArgs, runSeed, SeedRefusal } from './onDemand.ts';
import { setSeedProgress } from './progress.ts';

/** `npm run seed -- --users N [--ledger N] [--trades N] [--add] [--allow-production]`. */
// Progress (rows/s, time left) on stderr, so stdout keeps the log and the command's answer.
setSeedProgress((text) => process.stderr.write(text), { redraw: process.stderr.isTTY });
try {
  console.log(await runSeed(parseSeedArgs(process.argv.slice(2))));
} catch (error) {
  const known = error instanceof SeedRefusal || error instanceof ConfigError;
  console.error(known ? `Seed refused: ${error instanceof Error ? error.message : error}` : error);
  process.exit(known ? 2 : 1);
}

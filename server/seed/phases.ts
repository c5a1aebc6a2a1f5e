import { seedPhaseSeconds } from '../metrics/registry.ts';
import { progressNote } from './progress.ts';

/** The part of a pino logger the seed writes to. */
export interface SeedLog {
  info(fields: object, message: string): void;
}

const silent: SeedLog = { info: () => undefined };
let log: SeedLog = silent;

/** Sends what the seeds that follow report to `target` (main.ts and the seed command: their log). */
export function setSeedLog(target: SeedLog): void {
  log = target;
}

/** What the seed has to say beyond its phase times (production: that no demo data is seeded). */
export function seedNote(message: string, fields: object = {}): void {
  log.info(fields, message);
}

/**
 * Runs one phase of the seed and records how long it took (log and the
 * exchange_seed_phase_seconds metric), so the slow phase of a big seed is named, not guessed.
 */
export async function phase<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await fn();
  const seconds = (performance.now() - started) / 1000;
  seedPhaseSeconds.set({ phase: name }, seconds);
  log.info(
    { phase: name, seconds: Number(seconds.toFixed(2)) },
    `Seed: ${name} ${seconds.toFixed(1)} s`,
  );
  progressNote(`${name} ${seconds.toFixed(1)} s`);
  return result;
}

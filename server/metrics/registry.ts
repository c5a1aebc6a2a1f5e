import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';

/**
 * Process-wide metrics: what belongs to the process rather than to one app (the seed and the
 * migrations ran once before any app; event streams may be opened by any module). Another module
 * imports the metric it feeds from here, e.g. `openEventStreams.inc()` when a stream opens and
 * `.dec()` when it closes. Per-request metrics live with the app (server/http/metrics.ts).
 */
export const processRegistry = new Registry();

// CPU, memory and heap, event-loop lag, garbage collection, handles: prom-client's standard
// process_* and nodejs_* series, which dashboards and alerts already know by name.
collectDefaultMetrics({ register: processRegistry });

/** A gauge of this process, registered where the metrics endpoint reads it. */
const processGauge = <L extends string = never>(name: string, help: string, labelNames: L[] = []) =>
  new Gauge<L>({ name, help, labelNames, registers: [processRegistry] });

export const openEventStreams = processGauge(
  'exchange_event_streams_open',
  'Server-sent event streams open in this process',
);

export const seedPhaseSeconds = processGauge(
  'exchange_seed_phase_seconds',
  'How long each phase of the last seed in this process took',
  ['phase'],
);

export const migrationSeconds = processGauge(
  'exchange_migrations_seconds',
  'How long bringing the schema up to date took at start (all pending migrations)',
);

export const migrationsApplied = processGauge(
  'exchange_migrations_applied',
  'Migrations this process applied at start (0: the schema was already current)',
);

/** The last schema update in this process, for the startup log. */
export const lastMigrationRun = { applied: 0, seconds: 0 };

export function recordMigrations(applied: number, seconds: number): void {
  lastMigrationRun.applied = applied;
  lastMigrationRun.seconds = seconds;
  migrationsApplied.set(applied);
  migrationSeconds.set(seconds);
}

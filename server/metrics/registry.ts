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

export const openEventStreams = new Gauge({
  name: 'exchange_event_streams_open',
  help: 'Server-sent event streams open in this process',
  registers: [processRegistry],
});

export const seedPhaseSeconds = new Gauge({
  name: 'exchange_seed_phase_seconds',
  help: 'How long each phase of the last seed in this process took',
  labelNames: ['phase'] as const,
  registers: [processRegistry],
});

export const migrationSeconds = new Gauge({
  name: 'exchange_migrations_seconds',
  help: 'How long bringing the schema up to date took at start (all pending migrations)',
  registers: [processRegistry],
});

export const migrationsApplied = new Gauge({
  name: 'exchange_migrations_applied',
  help: 'Migrations this process applied at start (0: the schema was already current)',
  registers: [processRegistry],
});

/** The last schema update in this process, for the startup log. */
export const lastMigrationRun = { applied: 0, seconds: 0 };

export function recordMigrations(applied: number, seconds: number): void {
  lastMigrationRun.applied = applied;
  lastMigrationRun.seconds = seconds;
  migrationsApplied.set(applied);
  migrationSeconds.set(seconds);
}

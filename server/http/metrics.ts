import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db, PoolStats } from '../db/index.ts';
import { processRegistry } from '../metrics/registry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's request and pool metrics; GET /api/metrics adds the process-wide ones. */
    metrics: Registry;
  }
}

/** Seconds; from a cached read to a slow export, with the 100 ms soak goal on a boundary. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route label of a request Fastify matched no route for: raw URLs would be unbounded. */
const UNMATCHED = 'unmatched';

/**
 * Per-app metrics: request latency by route pattern (never the raw URL, whose ids would make a
 * series per record), method and status; answers by status; the database pool. Observed in
 * onResponse, so every answer counts, refusals and 404s included.
 */
export function registerRequestMetrics(app: FastifyInstance, db: Db): void {
  const registry = new Registry();
  const duration = new Histogram({
    name: 'exchange_http_request_duration_seconds',
    help: 'Time from the request to the answer sent, by route pattern, method and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const answers = new Counter({
    name: 'exchange_http_responses_total',
    help: 'Answers sent, by status code',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  const pool = (name: string, help: string, read: (s: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(db.poolStats()));
      },
    });
  pool('exchange_db_pool_size', 'Database connections open (PGlite: its one)', (s) => s.size);
  pool('exchange_db_pool_in_use', 'Database connections running a query', (s) => s.inUse);
  pool('exchange_db_pool_waiting', 'Queries waiting for a free connection', (s) => s.waiting);

  app.decorate('metrics', registry);
  app.addHook('onResponse', async (request, reply) => {
    const status = String(reply.statusCode);
    duration.observe(
      { method: request.method, route: routeLabel(request), status },
      reply.elapsedTime / 1000,
    );
    answers.inc({ status });
  });
}

function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? UNMATCHED;
}

/** The Prometheus text of this app's metrics and the process-wide ones. */
export function metricsText(app: FastifyInstance): Promise<string> {
  return Registry.merge([app.metrics, processRegistry]).metrics();
}

export const METRICS_CONTENT_TYPE = processRegistry.contentType;

/**
 * Whether the request carries the metrics bearer token. Both sides are hashed first, so the
 * comparison is constant-time whatever the lengths (timingSafeEqual needs equal lengths).
 */
export function hasMetricsToken(authorization: string | undefined, token: string): boolean {
  const match = authorization && /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (!match) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]), digest(token));
}

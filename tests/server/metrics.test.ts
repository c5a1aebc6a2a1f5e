import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from './helpers.ts';
import { loadConfig } from '../../server/config.ts';
import { openEventStreams } from '../../server/metrics/registry.ts';

/** Prometheus text at GET /api/metrics, for a scraper holding METRICS_TOKEN and no one else. */
const TOKEN = 'scrape-0123456789abcdef';
const SMALL = { SEED_USERS: '12', SEED_LEDGER: '500', SEED_TRADES: '200' };
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ...SMALL, METRICS_TOKEN: TOKEN });
});
afterAll(async () => server?.close());

const scrape = (authorization?: string) =>
  server.app.inject({
    method: 'GET',
    url: '/api/metrics',
    headers: authorization ? { authorization } : {},
  });

/** The value of one series in the text, e.g. `exchange_http_responses_total{status="401"}`. */
function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('the metrics token', () => {
  it('is required, compared whole; an admin token is not one', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN.slice(0, -1)}`)).statusCode).toBe(401);
    expect((await scrape(TOKEN)).statusCode).toBe(401);
    const admin = await signIn(server);
    const refused = await scrape(admin.authorization);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ success: false });
    expect(refused.body).not.toContain('exchange_');
  });

  it('unset: the route answers 404 whatever the caller sends', async () => {
    const plain = await startTestServer({ ...SMALL, SEED_USERS: '0' });
    try {
      const answer = await plain.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('exchange_');
    } finally {
      await plain.close();
    }
  });

  it('must be long enough to be a secret', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
  });
});

describe('the text', () => {
  it('times requests by route pattern, method and status, never by raw URL', async () => {
    const before = (await scrape(`Bearer ${TOKEN}`)).body;
    const id = '3f1c2a9e-0000-4000-8000-00000000abcd';
    await server.app.inject({ method: 'GET', url: `/api/admin/ticketMessage/${id}` });
    await server.app.inject({ method: 'GET', url: '/api/health' });
    await server.app.inject({ method: 'GET', url: '/api/no-such-thing-42' });
    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.body;
    expect(text).not.toContain(id);
    expect(text).not.toContain('no-such-thing-42');
    const health =
      'exchange_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}';
    expect(value(text, health)).toBe(value(before, health) + 1);
    const user =
      'exchange_http_request_duration_seconds_count{method="GET",route="/api/admin/ticketMessage/:id",status="401"}';
    expect(value(text, user)).toBe(value(before, user) + 1);
    const unmatched =
      'exchange_http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}';
    expect(value(text, unmatched)).toBe(value(before, unmatched) + 1);
    expect(text).toMatch(
      /exchange_http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/health",status="200"\} \d+/,
    );
    for (const status of ['200', '401', '404']) {
      const series = `exchange_http_responses_total{status="${status}"}`;
      expect(value(text, series)).toBeGreaterThan(value(before, series));
    }
  });

  it('reports the pool, the event streams, the seed phases and the migrations', async () => {
    const before = value((await scrape(`Bearer ${TOKEN}`)).body, 'exchange_event_streams_open');
    openEventStreams.inc();
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    openEventStreams.dec();
    expect(value(text, 'exchange_event_streams_open')).toBe(before + 1);
    expect(value(text, 'exchange_db_pool_size')).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^exchange_db_pool_in_use \d+$/m);
    expect(text).toMatch(/^exchange_db_pool_waiting \d+$/m);
    expect(text).toMatch(/^exchange_seed_phase_seconds\{phase="population"\} [\d.e-]+$/m);
    expect(text).toMatch(/^exchange_migrations_seconds [\d.e-]+$/m);
    expect(value(text, 'exchange_migrations_seconds')).toBeGreaterThan(0);
  });

  it("adds the process's own: CPU, memory, heap, event-loop lag and garbage collection", async () => {
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    for (const series of [
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_p99_seconds',
    ])
      expect(value(text, series), series).toBeGreaterThan(0);
    expect(text).toMatch(/^# TYPE nodejs_gc_duration_seconds histogram$/m);
  });
});

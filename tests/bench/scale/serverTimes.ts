import type { AppServer } from './appServer';

const METRIC = 'exchange_http_request_duration_seconds';

/** Per route pattern ("GET /api/admin/withdrawList"): cumulative counts per bucket bound (s). */
export type Histograms = Map<string, Map<number, number>>;

/** The server's request-latency histograms (GET /api/metrics), summed over statuses. */
export async function readHistograms(server: AppServer): Promise<Histograms> {
  const response = await fetch(`${server.baseURL}/api/metrics`, {
    headers: { authorization: `Bearer ${server.metricsToken}` },
  });
  if (!response.ok) throw new Error(`GET /api/metrics answered ${response.status}`);
  const out: Histograms = new Map();
  const line = new RegExp(`^${METRIC}_bucket\\{([^}]*)\\} (\\S+)$`);
  for (const text of (await response.text()).split('\n')) {
    const match = line.exec(text);
    if (!match) continue;
    const labels = Object.fromEntries(
      [...match[1].matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    const route = `${labels.method} ${labels.route}`;
    const le = labels.le === '+Inf' ? Infinity : Number(labels.le);
    const buckets = out.get(route) ?? new Map<number, number>();
    buckets.set(le, (buckets.get(le) ?? 0) + Number(match[2]));
    out.set(route, buckets);
  }
  return out;
}

export interface RouteTimes {
  route: string;
  calls: number;
  /** Milliseconds, interpolated within the histogram's buckets as Prometheus' histogram_quantile. */
  p50: number;
  p95: number;
}

/** The calls between two readings, per route whose path matches `routes`. */
export function timesBetween(before: Histograms, after: Histograms, routes: RegExp): RouteTimes[] {
  const out: RouteTimes[] = [];
  for (const [route, buckets] of after) {
    if (!routes.test(route)) continue;
    const earlier = before.get(route);
    const bounds = [...buckets.keys()].sort((a, b) => a - b);
    const counts = bounds.map((le) => (buckets.get(le) ?? 0) - (earlier?.get(le) ?? 0));
    const calls = counts[counts.length - 1] ?? 0;
    if (calls === 0) continue;
    const quantile = (q: number) => {
      const rank = q * calls;
      for (let i = 0; i < bounds.length; i++) {
        if (counts[i] < rank) continue;
        const lower = i === 0 ? 0 : bounds[i - 1];
        const below = i === 0 ? 0 : counts[i - 1];
        // Past the last finite bound Prometheus answers that bound: "at least".
        if (bounds[i] === Infinity) return lower;
        const inBucket = counts[i] - below;
        return lower + (bounds[i] - lower) * (inBucket > 0 ? (rank - below) / inBucket : 1);
      }
      return bounds[bounds.length - 2] ?? 0;
    };
    out.push({ route, calls, p50: quantile(0.5) * 1000, p95: quantile(0.95) * 1000 });
  }
  return out.sort((a, b) => b.calls - a.calls);
}

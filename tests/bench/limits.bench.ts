import { performance } from 'node:perf_hooks';
import { ADMIN, AUDITOR_ADMIN, FINANCE_ADMIN } from './browser/benchServer';
import { countText, latencyRows, read, signIn, type Client } from './limits/clients';
import { publicRouteRows } from './limits/publicRoutes';
import { kB, median, ms, percentile, type BenchRow, type BenchSection } from './measure';
import { datasetServer } from './sharedServer';
import { closeConnections, download } from './soak/lightClient';
import { driveOpenLoop } from './soak/openLoop';

/**
 * Issue #42: what one client may cost the others. Against the ledger dataset's server (a million
 * passbook entries) with the limits of server/config.ts as they are by default: every client
 * leaves from its own loopback address, so no part needs them raised. Printed, never asserted.
 */
const EXPORTS = 20;
/** The passbook's CSV: every entry, streamed in keyset batches. */
const EXPORT_PATH = '/admin/getPassbookHistory?format=csv';
/** The two other admins' reads, together, while the exports run. */
const OTHERS_RATE = 20;
const FLOOD_RATE = Number(process.env.LIMITS_FLOOD_RATE ?? 500);
const FLOOD_SECONDS = Number(process.env.LIMITS_FLOOD_SECONDS ?? 10);
/** The two other sessions' reads, together, during the flood. */
const QUIET_RATE = 10;

/** Each other admin's list pages: a finance admin's and an auditor's screens. */
const OTHER_PAGES = [
  ['/admin/withdrawList?page=1&limit=25', '/admin/getPassbookHistory?page=1&limit=25'],
  ['/admin/audit?page=1&limit=25', '/admin/getConvertHistory?page=1&limit=25'],
];

/** Request i of the others: the two admins take turns, each going through their pages. */
const othersPick = (api: string, others: Client[]) => (i: number) => {
  const pages = OTHER_PAGES[i % others.length];
  const path = pages[Math.floor(i / others.length) % pages.length];
  return read(api, others[i % others.length], path.replace(/\?.*/, ''), path);
};

async function exportsPart(api: string, exporter: Client, others: Client[]): Promise<BenchRow[]> {
  const alone = await driveOpenLoop(OTHERS_RATE, 5, othersPick(api, others));
  const started = performance.now();
  const exports = Promise.all(
    Array.from({ length: EXPORTS }, () =>
      download(api, 'GET', EXPORT_PATH, exporter).catch(() => ({ status: 0, bytes: 0 })),
    ),
  );
  // Beside them, a route that reads no database: tells a queue at the database from a busy process.
  const health = read(api, others[0], 'health', '/health');
  const [reads, polls] = await Promise.all([
    driveOpenLoop(OTHERS_RATE, Infinity, othersPick(api, others), exports),
    driveOpenLoop(5, Infinity, () => health, exports),
  ]);
  const answers = await exports;
  const byStatus = new Map<number, number>();
  for (const { status } of answers) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  const ran = answers.filter((a) => a.status === 200);
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  return [
    {
      measure: `${EXPORTS} parallel passbook exports: refused 429`,
      value: String(byStatus.get(429) ?? 0),
      note: `${countText(byStatus)}; ${ran.length} ran, ${kB(median(ran.map((a) => a.bytes)))} gzip each, done in ${seconds} s`,
    },
    {
      measure: 'exports: 5xx',
      value: String([...byStatus].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0)),
      budget: '0',
    },
    {
      measure: `others (${OTHERS_RATE}/s) alone for 5 s: p95 / p99`,
      value: `${ms(percentile(alone.latencies, 95))} / ${ms(percentile(alone.latencies, 99))}`,
      note: 'the same reads just before the exports',
    },
    ...latencyRows(`others (${OTHERS_RATE}/s) during exports`, reads, {
      p95: '≤ 200 ms',
      p99: '≤ 400 ms',
    }),
    {
      measure: '  /api/health (no database) p99 during exports',
      value: ms(percentile(polls.latencies, 99)),
      note: `${polls.sent} polls at 5/s; max ${ms(Math.max(...polls.latencies))}`,
    },
  ];
}

async function floodPart(api: string, others: Client[]): Promise<BenchRow[]> {
  const flooder = await signIn(api, ADMIN);
  const flooding = read(api, flooder, 'flood', OTHER_PAGES[0][0]);
  const started = performance.now();
  let firstRefusal = Infinity;
  const flood = driveOpenLoop(FLOOD_RATE, FLOOD_SECONDS, () => ({
    ...flooding,
    send: async () => {
      const answer = await flooding.send();
      if (answer.status === 429) firstRefusal = Math.min(firstRefusal, performance.now());
      return answer;
    },
  }));
  const quiet = driveOpenLoop(QUIET_RATE, FLOOD_SECONDS, othersPick(api, others));
  const [flooded, quietly] = await Promise.all([flood, quiet]);
  const refused = flooded.errors.filter((e) => e.detail.startsWith('429 ')).length;
  return [
    {
      measure: `one session at ${FLOOD_RATE}/s for ${FLOOD_SECONDS} s: 429s`,
      value: String(refused),
      note: `${flooded.sent} sent, ${flooded.errors.length - refused} other errors, the first 429 answered after ${((firstRefusal - started) / 1000).toFixed(1)} s (its allowed requests queued before it); driver late by ${ms(flooded.worstLateMs)} at worst`,
    },
    ...latencyRows(`others (${QUIET_RATE}/s) during the flood`, quietly, { p99: '≤ 100 ms' }),
  ];
}

export const limitsSection: BenchSection = {
  title: 'Limits: what one client may cost the others (issue #42, the ledger dataset)',
  async run() {
    const { baseURL } = await datasetServer('ledger');
    const api = `${baseURL}/api`;
    try {
      const owner = await signIn(api, ADMIN);
      const others = [await signIn(api, FINANCE_ADMIN), await signIn(api, AUDITOR_ADMIN)];
      return [
        ...(await exportsPart(api, owner, others)),
        ...(await floodPart(api, others)),
        ...(await publicRouteRows(api, owner)),
      ];
    } finally {
      closeConnections();
    }
  },
};

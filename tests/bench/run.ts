import { performance } from 'node:perf_hooks';
import type { BenchRow, BenchSection } from './measure';
import { loginBundleSection } from './loginBundle.bench';
import { apiSection } from './api.bench';
import { usersGridSection } from './usersGrid.bench';
import { passbookSection } from './passbook.bench';
import { wholeListSection } from './wholeList.bench';
import { datasetServer, stopServers } from './sharedServer';
import { serverPagedSection } from './serverPaged.bench';
import { auditSection } from './audit.bench';
import { liveSection } from './live.bench';
import { soakSection } from './soak.bench';
import { gridRowsSection } from './gridRows.bench';
import { seedTimeSection } from './seedTime.bench';
import { limitsSection } from './limits.bench';
import { scaleSection } from './scale.bench';
import { clicksSection } from './clicks.bench';
import { treasurySection } from './treasury.bench';
import { pageFlipSection } from './pageFlip.bench';

/**
 * `npm run bench`: prints figures, asserts nothing (timings on a shared machine vary).
 * BENCH_SECTIONS=seed,grid,passbook,bundle,api,serverpaged,audit,live,soak,gridrows,pageflip,seedtime,limits,clicks
 * picks sections (default: all fourteen); `engine`
 * adds the Node-side whole-list engine figures at the largest whole list a contract allows,
 * `scale` the grids at 1 and 10 million users on PostgreSQL (BENCH_SCALE_USERS; seeds once, cached),
 * `treasury` the reconciliation, a snapshot's build and its proofs (TREASURY_USERS, a million).
 */
/** Starts (and on first use seeds) both cached databases: `BENCH_SECTIONS=seed` prepares a run. */
const seedSection: BenchSection = {
  title: 'Cached bench databases',
  async run() {
    const rows = [];
    for (const dataset of ['users', 'ledger'] as const) {
      const server = await datasetServer(dataset);
      rows.push({
        measure: `${dataset} database`,
        value: server.seededSeconds ? `${server.seededSeconds.toFixed(0)} s` : 'cached',
        note: server.seededSeconds ? 'seeded now (once)' : 'reused',
      });
    }
    return rows;
  },
};

const sections: Record<string, BenchSection> = {
  seed: seedSection,
  grid: usersGridSection,
  passbook: passbookSection,
  bundle: loginBundleSection,
  engine: wholeListSection,
  api: apiSection,
  serverpaged: serverPagedSection,
  audit: auditSection,
  live: liveSection,
  soak: soakSection,
  gridrows: gridRowsSection,
  pageflip: pageFlipSection,
  seedtime: seedTimeSection,
  limits: limitsSection,
  scale: scaleSection,
  clicks: clicksSection,
  treasury: treasurySection,
};
const chosen = (
  process.env.BENCH_SECTIONS ??
  'seed,grid,passbook,bundle,api,serverpaged,audit,live,soak,gridrows,pageflip,seedtime,limits,clicks'
).split(',');

const COLUMNS: { key: keyof BenchRow; title: string; right?: boolean }[] = [
  { key: 'measure', title: 'measure' },
  { key: 'value', title: 'ours', right: true },
  { key: 'peer', title: 'react-admin', right: true },
  { key: 'ratio', title: 'ratio' },
  { key: 'budget', title: 'budget' },
  { key: 'note', title: 'note' },
];

function printTable(title: string, rows: BenchRow[]) {
  const columns = COLUMNS.filter((c) => c.key === 'measure' || rows.some((row) => row[c.key]));
  const width = (key: keyof BenchRow, title: string) =>
    Math.max(title.length, ...rows.map((row) => (row[key] ?? '').length));
  const line = (cells: (c: (typeof columns)[number]) => string) =>
    columns
      .map((c, i) => {
        const text = cells(c);
        if (i === columns.length - 1) return text;
        return c.right ? text.padStart(width(c.key, c.title)) : text.padEnd(width(c.key, c.title));
      })
      .join('  ')
      .trimEnd();
  console.log(`\n${title}`);
  console.log(line((c) => c.title));
  console.log(line((c) => '-'.repeat(width(c.key, c.title))));
  rows.forEach((row) => console.log(line((c) => row[c.key] ?? '')));
}

async function main() {
  const started = performance.now();
  try {
    for (const name of chosen) {
      const section = sections[name.trim()];
      if (!section) throw new Error(`unknown bench section "${name}"`);
      const t0 = performance.now();
      try {
        printTable(section.title, await section.run());
        console.log(`(${((performance.now() - t0) / 1000).toFixed(0)} s)`);
      } catch (error) {
        console.log(
          `\n${section.title}\n  failed: ${error instanceof Error ? error.stack : error}`,
        );
        process.exitCode = 1;
      }
    }
  } finally {
    await stopServers();
  }
  console.log(
    `\n(bench finished in ${((performance.now() - started) / 1000).toFixed(1)} s, Node ${process.version})`,
  );
}

void main();

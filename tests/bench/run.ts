import { performance } from 'node:perf_hooks';
import type { BenchRow, BenchSection } from './measure';
import { wholeListSection } from './wholeList.bench';
import { loginBundleSection } from './loginBundle.bench';
import { serverPagedSection } from './serverPaged.bench';

/**
 * `npm run bench`: prints figures, asserts nothing (timings on a shared machine vary).
 * Extension point: each area is one `BenchSection`; add the next one (e.g. the login route's
 * first-load bundle size) to this array.
 */
const sections: BenchSection[] = [wholeListSection, loginBundleSection, serverPagedSection];

function printTable(title: string, rows: BenchRow[]) {
  const header: BenchRow = { measure: 'measure', value: 'median', budget: 'budget', note: 'note' };
  const all = [header, ...rows];
  const width = (key: keyof BenchRow) => Math.max(...all.map((row) => (row[key] ?? '').length));
  const w = { measure: width('measure'), value: width('value'), budget: width('budget') };
  const line = (row: BenchRow) =>
    `${row.measure.padEnd(w.measure)}  ${row.value.padStart(w.value)}  ${(row.budget ?? '').padEnd(w.budget)}  ${row.note ?? ''}`.trimEnd();
  console.log(`\n${title}`);
  console.log(line(header));
  console.log('-'.repeat(w.measure + w.value + w.budget + 6));
  rows.forEach((row) => console.log(line(row)));
}

async function main() {
  const started = performance.now();
  for (const section of sections) {
    try {
      printTable(section.title, await section.run());
    } catch (error) {
      console.log(
        `\n${section.title}\n  failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      process.exitCode = 1;
    }
  }
  console.log(
    `\n(bench finished in ${((performance.now() - started) / 1000).toFixed(1)} s, Node ${process.version})`,
  );
}

void main();

import { setSeedLog } from '/work/main/server/seed/phases.ts';
import { startTestServer } from '/work/main/tests/server/helpers.ts';
const phases: string[] = [];
setSeedLog({ info: (_f: object, m: string) => phases.push(m) });
const t = performance.now();
const s = await startTestServer({ SEED_USERS: '300' });
console.log('started', ((performance.now() - t) / 1000).toFixed(1), 's');
console.log(phases.filter((p) => / [0-9.]+ s$/.test(p) && !/ 0\.[0-4] s$/.test(p)).join('\n'));
await s.close();

import { spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { SUPPORT_ADMIN } from '../browser/benchServer';
import { median, ms, percentile, type BenchRow } from '../measure';
import { send } from '../soak/lightClient';
import { driveOpenLoop } from '../soak/openLoop';
import { countText, newAddress, type Client } from './clients';

/** Issue #42's goals on the public routes: bodies, the reset's timing, failed sign-ins. */
const BODIES = 10;
/** Rounds of BODIES bodies follow each other this long, each round from a new address. */
const BODY_SECONDS = 5;
/** `[` × 950 000 then `]` × 950 000: 1.9 MB, a million-level parse if nothing stopped it. */
const DEPTH = 950_000;
const SENDER = path.join(import.meta.dirname, 'bodySender.ts');
const HEALTH_RATE = 50;
const SAMPLES = 100;
const SIGN_INS = 300;
/** Marks this run's e-mails, so the audit trail's entries of earlier runs are not counted. */
const run = Date.now().toString(36);

const messageOf = (text: string) => {
  try {
    return String((JSON.parse(text) as { message?: unknown }).message ?? '');
  } catch {
    return '';
  }
};

/** bodySender.ts in a process of its own; resolves once it sends, with the promise of its answers. */
async function startBodySender(api: string) {
  const args = [api, BODY_SECONDS, BODIES, DEPTH].map(String);
  const child = spawn(process.execPath, ['--import', 'tsx', SENDER, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const finished = new Promise<{ rounds: number; answers: Record<string, number>; bytes: number }>(
    (resolve, reject) =>
      child.once('exit', (code) =>
        code === 0
          ? resolve(JSON.parse(output.trim().split('\n').at(-1)!))
          : reject(new Error(`body sender exited with ${code}: ${output}`)),
      ),
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => output.startsWith('sending') && resolve());
    finished.catch(reject);
  });
  return { finished };
}

async function nestedBodies(api: string): Promise<BenchRow[]> {
  const healthFrom = newAddress();
  const health = {
    label: 'health',
    send: () => send(api, 'GET', '/health', {}, undefined, healthFrom),
  };
  const idle = await driveOpenLoop(HEALTH_RATE, 2, () => health);
  const { finished } = await startBodySender(api);
  const polled = await driveOpenLoop(HEALTH_RATE, Infinity, () => health, finished);
  const { rounds, answers, bytes } = await finished;
  return [
    {
      measure: `/api/health p99 under ${BODIES} parallel ${(bytes / 1e6).toFixed(1)} MB nested bodies`,
      value: ms(percentile(polled.latencies, 99)),
      budget: '≤ 50 ms',
      note: `${polled.sent} polls at ${HEALTH_RATE}/s (driver late by ${ms(polled.worstLateMs)} at worst), p50 ${ms(percentile(polled.latencies, 50))}, ${polled.errors.length} errors; idle p99 ${ms(percentile(idle.latencies, 99))}; ${rounds} rounds of POST /api/adminlogin: ${countText(new Map(Object.entries(answers)))}`,
    },
  ];
}

async function forgotPassword(api: string): Promise<BenchRow[]> {
  const from = newAddress();
  const time = async (email: string) => {
    const t0 = performance.now();
    const answer = await send(api, 'POST', '/forgotPassword', {}, { email }, from);
    if (answer.status !== 200) throw new Error(`forgotPassword: ${answer.status} ${answer.text}`);
    return performance.now() - t0;
  };
  const known = SUPPORT_ADMIN.email;
  const unknown = `nobody-${run}@example.com`;
  for (let i = 0; i < 5; i++) await Promise.all([time(known), time(unknown)]); // warm-up
  const times = { known: [] as number[], unknown: [] as number[] };
  // Interleaved, in alternating order, so neither e-mail always follows the other's work.
  for (let i = 0; i < SAMPLES; i++) {
    for (const which of i % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const))
      times[which].push(await time(which === 'known' ? known : unknown));
  }
  const [a, b] = [median(times.known), median(times.unknown)];
  return [
    {
      measure: 'forgot password: median known − unknown e-mail',
      value: ms(Math.abs(a - b)),
      budget: '≤ 1 ms',
      note: `${SAMPLES} interleaved samples each: known ${ms(a)}, unknown ${ms(b)}`,
    },
  ];
}

/** SIGN_INS wrong passwords from one new address; the answers counted by status and message. */
async function failedSignIns(api: string, emailOf: (i: number) => string) {
  const from = newAddress();
  const answers = new Map<string, number>();
  for (let i = 0; i < SIGN_INS; i++) {
    const body = { email: emailOf(i), password: 'Wrong@12345' };
    const answer = await send(api, 'POST', '/adminlogin', {}, body, from);
    const message = messageOf(answer.text);
    const key =
      answer.status === 429
        ? `429 (${/sign-in/.test(message) ? 'locked' : 'rate limit'})`
        : String(answer.status);
    answers.set(key, (answers.get(key) ?? 0) + 1);
  }
  return answers;
}

/** Audit trail entries whose record id contains `text`, read through the audit API. */
async function auditEntries(api: string, reader: Client, text: string): Promise<number> {
  const filter = encodeURIComponent(JSON.stringify({ recordId: text }));
  const path = `/admin/audit?page=1&limit=1&filter=${filter}`;
  const answer = await send(api, 'GET', path, reader.headers, undefined, reader.from);
  const total = (JSON.parse(answer.text) as { result?: { total?: number } }).result?.total;
  if (total === undefined) throw new Error(`audit: ${answer.status} ${answer.text.slice(0, 200)}`);
  return total;
}

async function signInRows(api: string, reader: Client): Promise<BenchRow[]> {
  const guessed = await failedSignIns(api, () => `guess-${run}@example.com`);
  const sprayed = await failedSignIns(api, (i) => `spray-${run}-${i}@example.com`);
  const later = 'plus one entry with the locked refusals’ count once the 15-minute window ends';
  return [
    {
      measure: `${SIGN_INS} failed sign-ins, one address, one e-mail: audit entries`,
      value: String(await auditEntries(api, reader, `guess-${run}`)),
      budget: '≤ 5',
      note: `${countText(guessed)}; ${later}`,
    },
    {
      measure: `${SIGN_INS} failed sign-ins, one address, ${SIGN_INS} e-mails: audit entries`,
      value: String(await auditEntries(api, reader, `spray-${run}`)),
      budget: '≤ 5',
      note: `${countText(sprayed)}; ${later}`,
    },
  ];
}

/** The rows of the public routes' goals; `reader` may read the audit trail. */
export async function publicRouteRows(api: string, reader: Client): Promise<BenchRow[]> {
  return [
    ...(await nestedBodies(api)),
    ...(await forgotPassword(api)),
    ...(await signInRows(api, reader)),
  ];
}

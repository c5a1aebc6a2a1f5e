import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile } from '../bench/measure.ts';

/**
 * Live events under load (issue #26), loopback only and bounded: one server process (PGlite),
 * STREAMS admin streams, EVENTS_PER_S events a second for SECONDS, made by real admin requests
 * (each user status change raises two events: user.status and actionlog.added). Prints delivery
 * latency (commit time in the event → arrival at the client), events lost per stream, and the
 * server's resident memory before, during and after. Run by `npm run bench` (BENCH_SECTIONS=live),
 * or alone: `npx tsx tests/server/liveBench.ts` (the last line is JSON for the bench table).
 */
const STREAMS = Number(process.env.LIVE_BENCH_STREAMS ?? 200);
const EVENTS_PER_S = Number(process.env.LIVE_BENCH_RATE ?? 50);
const SECONDS = Math.min(Number(process.env.LIVE_BENCH_SECONDS ?? 60), 300);
const PORT = Number(process.env.LIVE_BENCH_PORT ?? 5341);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const base = `http://127.0.0.1:${PORT}/api`;
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

interface StreamTally {
  /** The position the stream started from (its ready event's id). */
  from: number;
  seqs: Set<number>;
  latencies: number[];
  close: () => void;
}

async function api<T>(method: string, url: string, token?: string, body?: object): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as T & { message?: string };
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${json.message}`);
  return json;
}

/** One stream over a plain socket, keeping only each event's seq and latency. */
function openStream(ticket: string, ready: () => void): StreamTally {
  const tally: StreamTally = { from: 0, seqs: new Set(), latencies: [], close: () => undefined };
  const req = http.get(`${base}/admin/events?ticket=${ticket}`, { agent }, (res) => {
    res.setEncoding('utf8');
    let buffer = '';
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.startsWith('event: ready')) {
          tally.from = Number(/^id: (\d+)$/m.exec(block)?.[1]);
          ready();
        }
        const data = /^data: (\{"seq".*)$/m.exec(block);
        if (!data || block.includes('event: ')) continue;
        const event = JSON.parse(data[1]) as { seq: number; at: string };
        tally.seqs.add(event.seq);
        tally.latencies.push(Date.now() - Date.parse(event.at));
      }
    });
  });
  req.on('error', () => undefined);
  tally.close = () => req.destroy();
  return tally;
}

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'live-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      STATIC_DIR: '',
      LOG_LEVEL: 'error',
      SEED_USERS: '200',
      SEED_LEDGER: '2000',
      SEED_TRADES: '2000',
      ADMIN_TOTP_SECRET: '',
      SIMULATE_ACTIVITY: 'false',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk) => String(chunk).includes('Exchange admin on') && resolve());
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const { token } = await api<{ token: string }>('POST', '/adminlogin', undefined, {
      email: 'admin@exchange.local',
      password: 'Admin@12345',
    });
    const { result } = await api<{ result: { _id: string; status: string }[] }>(
      'POST',
      '/admin/getAllUserData',
      token,
      {},
    );
    const chosen = result.slice(0, 20);
    const users = chosen.map((u) => u._id);

    let opened = 0;
    const allReady = new Promise<void>((resolve) => {
      const onReady = () => ++opened === STREAMS && resolve();
      void (async () => {
        for (let i = 0; i < STREAMS; i++) {
          const ticket = await api<{ result: { ticket: string } }>(
            'POST',
            '/admin/events/ticket',
            token,
          );
          streams.push(openStream(ticket.result.ticket, onReady));
        }
      })();
    });
    const streams: StreamTally[] = [];
    await allReady;
    const rssStart = rssMb(child.pid!);

    // Each request raises two events: EVENTS_PER_S / 2 requests a second.
    const requests = Math.round((EVENTS_PER_S / 2) * SECONDS);
    const every = 1000 / (EVENTS_PER_S / 2);
    // Each request flips a user's status, so each one really changes it (two events, not one).
    const blocked = new Map(chosen.map((u) => [u._id, u.status === 'blocked']));
    const started = Date.now();
    const sent: Promise<unknown>[] = [];
    let rssMid = 0;
    for (let i = 0; i < requests; i++) {
      const due = started + i * every;
      if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
      const user = users[i % users.length];
      const next = !blocked.get(user);
      blocked.set(user, next);
      sent.push(
        api('POST', '/admin/updateUser', token, { _id: user, status: next ? 'blocked' : 'active' }),
      );
      if (i === Math.floor(requests / 2)) rssMid = rssMb(child.pid!);
    }
    await Promise.all(sent);
    const elapsed = (Date.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 3_000));
    const rssEnd = rssMb(child.pid!);

    // Numbers have no gaps and the owner reads every type: a stream should hold each one after
    // its start up to the last one raised.
    // (Loops, not Math.max(...): a spread of 600 000 values overflows the stack.)
    let last = 0;
    for (const s of streams) for (const seq of s.seqs) if (seq > last) last = seq;
    const expected = last - Math.min(...streams.map((s) => s.from));
    const lost = streams.map((s) => last - s.from - s.seqs.size);
    const latencies = streams.flatMap((s) => s.latencies);
    for (const s of streams) s.close();
    const rows = [
      {
        measure: `${STREAMS} streams, ${EVENTS_PER_S} events/s for ${SECONDS} s`,
        value: `${expected} events`,
        note: `sent in ${elapsed.toFixed(1)} s; ${latencies.length} deliveries`,
      },
      {
        measure: 'delivery p50 / p95 / max (commit → client)',
        value: `${percentile(latencies, 50)} / ${percentile(latencies, 95)} / ${percentile(latencies, 100)} ms`,
        budget: 'p95 ≤ 1 s',
      },
      {
        measure: 'events lost per stream (max)',
        value: String(Math.max(...lost)),
        budget: '0',
        note: `${lost.filter((n) => n > 0).length} of ${STREAMS} streams lost any`,
      },
      {
        measure: 'server memory (RSS) streams open → mid-run → after',
        value: `${rssStart.toFixed(0)} → ${rssMid.toFixed(0)} → ${rssEnd.toFixed(0)} MB`,
        budget: 'flat',
      },
    ];
    console.log(JSON.stringify(rows));
  } finally {
    agent.destroy();
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

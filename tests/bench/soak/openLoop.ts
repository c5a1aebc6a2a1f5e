import { performance } from 'node:perf_hooks';
import type { SoakAnswer } from './lightClient';

/** What one request of the mix sends; `ok` decides what counts as an error. */
export interface SoakRequest {
  label: string;
  send: () => Promise<SoakAnswer>;
}

export interface SoakResult {
  sent: number;
  /** Milliseconds from each request's scheduled time to its whole answer. */
  latencies: number[];
  /** The same, by the request's label. */
  byLabel: Map<string, number[]>;
  errors: { label: string; detail: string }[];
  /** How late the generator itself fired, at worst (a busy driver hides server latency). */
  worstLateMs: number;
}

/** A success: 2xx and not `success: false`. */
const successful = (answer: SoakAnswer, body: unknown) =>
  answer.status >= 200 &&
  answer.status < 300 &&
  (body as { success?: boolean } | null)?.success !== false;

/**
 * Open loop: request i is due at start + i / rate whatever happened to the ones before it, and its
 * latency counts from that due time, so a server that falls behind shows it in the tail (a closed
 * loop would wait for it and send less). `pick(i)` chooses the request for slot i. With `until`,
 * no request is sent once it settles (`seconds` is then at most; Infinity: as long as it takes).
 */
export async function driveOpenLoop(
  rate: number,
  seconds: number,
  pick: (i: number) => SoakRequest,
  until?: Promise<unknown>,
): Promise<SoakResult> {
  const total = Math.round(rate * seconds);
  let over = false;
  const stop = () => void (over = true);
  until?.then(stop, stop);
  const result: SoakResult = {
    sent: 0,
    latencies: [],
    byLabel: new Map(),
    errors: [],
    worstLateMs: 0,
  };
  const inFlight: Promise<void>[] = [];
  const record = (label: string, due: number) => {
    const latency = performance.now() - due;
    result.latencies.push(latency);
    const list = result.byLabel.get(label);
    if (list) list.push(latency);
    else result.byLabel.set(label, [latency]);
  };
  const fire = async (request: SoakRequest, due: number) => {
    try {
      const answer = await request.send();
      const text = answer.text;
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        // a non-JSON answer: judged by its status alone
      }
      record(request.label, due);
      if (!successful(answer, body))
        result.errors.push({
          label: request.label,
          detail: `${answer.status} ${text.slice(0, 160)}`,
        });
    } catch (error) {
      record(request.label, due);
      result.errors.push({ label: request.label, detail: String(error) });
    }
  };
  const start = performance.now();
  await new Promise<void>((resolve) => {
    let i = 0;
    const tick = () => {
      const now = performance.now();
      while (i < total && start + (i * 1000) / rate <= now) {
        const due = start + (i * 1000) / rate;
        result.worstLateMs = Math.max(result.worstLateMs, now - due);
        inFlight.push(fire(pick(i), due));
        i++;
      }
      result.sent = i;
      if (i >= total || over) return resolve();
      setTimeout(tick, Math.max(0, start + (i * 1000) / rate - performance.now()));
    };
    tick();
  });
  await Promise.all(inFlight);
  return result;
}

/** Resident memory of a process in bytes (Linux /proc), or NaN where there is none. */
export async function residentBytes(pid: number | undefined): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kB = /VmRSS:\s+(\d+)\s+kB/.exec(status);
  return kB ? Number(kB[1]) * 1024 : NaN;
}

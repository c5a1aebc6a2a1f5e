import type { Db } from '../db/index.ts';
import type { LiveEvent } from '../../src/contracts/liveEvents.ts';
import {
  eventsAfter,
  LIVE_CHANNEL,
  livePosition,
  pruneLiveEvents,
  toLiveEvent,
  type RawEvent,
} from './store.ts';

const PRUNE_EVERY_MS = 5 * 60_000;

export interface LiveSubscriber {
  onEvent: (event: LiveEvent) => void;
  /** The server is stopping: end the stream. */
  onClose: () => void;
  /**
   * What this admin may read may have changed ('*': any admin's): read it again. No event is
   * delivered until the returned promise settles.
   */
  onAccessChange?: (adminId: string) => Promise<void>;
}

/**
 * One per process: a single LISTEN (PostgreSQL fans each committed event out to every process) and
 * the streams of this process. Events reach subscribers in sequence order, each once: a number
 * that skips ahead (a lost connection, a dropped notification) is filled from the table first.
 */
export class LiveHub {
  private readonly subscribers = new Set<LiveSubscriber>();
  private lastSeq = 0;
  private started: Promise<void> | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private pruneTimer: NodeJS.Timeout | undefined;
  /** Notifications are handled one after another, so a catch-up cannot interleave with them. */
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly db: Db) {}

  /** Starts listening on first use (an app that never streams holds no connection for it). */
  start(): Promise<void> {
    this.started ??= this.open();
    return this.started;
  }

  get streams(): number {
    return this.subscribers.size;
  }

  subscribe(subscriber: LiveSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /** Ends every stream and stops listening (the app's preClose hook). */
  async close(): Promise<void> {
    this.closed = true;
    for (const subscriber of [...this.subscribers]) subscriber.onClose();
    this.subscribers.clear();
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    await this.started?.catch(() => undefined);
    await this.unlisten?.();
    this.unlisten = undefined;
  }

  private async open() {
    this.lastSeq = (await livePosition(this.db)).lastSeq;
    this.unlisten = await this.db.listen(
      LIVE_CHANNEL,
      (payload) => this.enqueue(() => this.received(payload)),
      () => this.enqueue(() => this.catchUp()),
    );
    // What committed between reading the position and LISTEN taking effect.
    this.enqueue(() => this.catchUp());
    this.pruneTimer = setInterval(() => {
      pruneLiveEvents(this.db).catch((error: Error) =>
        console.error(`Live events: pruning failed: ${error.message}`),
      );
    }, PRUNE_EVERY_MS);
    this.pruneTimer.unref();
  }

  private enqueue(work: () => Promise<void>) {
    this.queue = this.queue
      .then(work)
      .catch((error: Error) => console.error(`Live events: ${error.message}`));
  }

  private async received(payload: string) {
    let raw: RawEvent & { access?: unknown };
    try {
      raw = JSON.parse(payload) as RawEvent & { access?: unknown };
    } catch {
      return;
    }
    if (typeof raw.access === 'string') return this.accessChanged(raw.access);
    const seq = Number(raw.seq);
    if (!(seq > this.lastSeq)) return;
    if (seq !== this.lastSeq + 1) return this.catchUp();
    this.lastSeq = seq;
    const event = toLiveEvent(raw);
    if (event) this.deliver(event);
  }

  private async catchUp() {
    for (;;) {
      if (this.closed) return;
      const page = await eventsAfter(this.db, this.lastSeq);
      for (const event of page.events) this.deliver(event);
      this.lastSeq = Math.max(this.lastSeq, page.through);
      if (!page.more) return;
    }
  }

  private async accessChanged(adminId: string) {
    await Promise.all(
      [...this.subscribers].map((subscriber) =>
        subscriber.onAccessChange?.(adminId).catch(() => undefined),
      ),
    );
  }

  private deliver(event: LiveEvent) {
    for (const subscriber of this.subscribers) {
      try {
        subscriber.onEvent(event);
      } catch (error) {
        console.error(`Live events: a stream failed: ${(error as Error).message}`);
      }
    }
  }
}

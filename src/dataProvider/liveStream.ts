import {
  LIVE_EVENTS_PATH,
  LIVE_READY,
  LIVE_RESYNC,
  LIVE_TICKET_PATH,
  type LiveEvent,
} from '../contracts/liveEvents';
import { apiCall, buildUrl } from './httpClient';

export type LiveStatus = 'connecting' | 'live' | 'off';

export interface LiveHandlers {
  onEvent: (event: LiveEvent) => void;
  /** The events since the last one seen are gone (or this is a reconnect): refetch everything. */
  onResync: () => void;
}

/** Reconnects wait 1 s, 2 s, 4 s … up to this, plus jitter so a restarted server is not stampeded. */
export const LIVE_RETRY_MAX_MS = 30_000;
const LIVE_RETRY_MIN_MS = 1_000;
/** A stream that does not say `ready` in this long is given up and reopened. */
const OPEN_TIMEOUT_MS = 15_000;
const TICKET_FAILED = 'Could not open the live updates';

/**
 * The one live connection of the admin: a single-use ticket over the authenticated http client,
 * then an EventSource on it (EventSource cannot send the bearer header, and the session token
 * never goes in a URL). The browser's own reconnect would reuse the spent ticket, so every drop
 * closes it and this reconnects with a fresh ticket and the last event seen, with backoff.
 */
export class LiveStream {
  private source: EventSource | null = null;
  private lastEventId: number | undefined;
  private retryMs = LIVE_RETRY_MIN_MS;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = true;
  private status: LiveStatus = 'connecting';
  private readonly listeners = new Set<() => void>();

  constructor(private readonly handlers: LiveHandlers) {}

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    void this.open();
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.source?.close();
    this.source = null;
  }

  getStatus = (): LiveStatus => this.status;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  private setStatus(status: LiveStatus) {
    if (status === this.status) return;
    this.status = status;
    for (const listener of this.listeners) listener();
  }

  private async open() {
    if (this.stopped) return;
    let ticket: string;
    try {
      ({ ticket } = await apiCall<{ ticket: string }>({
        method: 'POST',
        path: LIVE_TICKET_PATH,
        errorMessage: TICKET_FAILED,
      }));
    } catch (error) {
      // 401: the http client signs the admin out; 403: an account awaiting activation. Neither
      // gets better by retrying.
      const status = (error as { status?: number }).status;
      if (status === 401 || status === 403) return this.stop();
      return this.retry();
    }
    if (this.stopped) return;
    const query: Record<string, unknown> = { ticket };
    if (this.lastEventId !== undefined) query.lastEventId = String(this.lastEventId);
    const source = new EventSource(buildUrl(LIVE_EVENTS_PATH, query));
    this.source = source;
    const giveUp = setTimeout(() => this.dropped(source), OPEN_TIMEOUT_MS);
    source.addEventListener(LIVE_READY, (message) => {
      clearTimeout(giveUp);
      // A resumed stream has replayed what was missed before saying ready.
      this.remember(message as MessageEvent);
      this.retryMs = LIVE_RETRY_MIN_MS;
      this.setStatus('live');
    });
    source.addEventListener(LIVE_RESYNC, () => this.handlers.onResync());
    source.onmessage = (message) => {
      this.remember(message);
      this.handlers.onEvent(JSON.parse(message.data as string) as LiveEvent);
    };
    source.onerror = () => {
      clearTimeout(giveUp);
      this.dropped(source);
    };
  }

  private remember(message: MessageEvent) {
    const id = Number(message.lastEventId);
    if (message.lastEventId !== '' && Number.isSafeInteger(id)) this.lastEventId = id;
  }

  private dropped(source: EventSource) {
    source.close();
    if (this.source !== source) return;
    this.source = null;
    this.retry();
  }

  private retry() {
    if (this.stopped) return;
    this.setStatus('off');
    const wait = this.retryMs + Math.random() * 250;
    this.retryMs = Math.min(this.retryMs * 2, LIVE_RETRY_MAX_MS);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.open(), wait);
  }
}

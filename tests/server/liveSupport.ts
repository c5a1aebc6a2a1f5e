import type { LiveEvent } from '../../src/contracts/liveEvents.ts';

/** One SSE message as a client parses it. */
export interface SseMessage {
  event: string;
  id?: string;
  data: string;
}

/**
 * An SSE client over fetch (EventSource is a browser API): collects the stream's messages and
 * waits for the ones a test expects.
 */
export class SseClient {
  readonly messages: SseMessage[] = [];
  /** Set by each `id:` line, as EventSource's lastEventId is (heartbeats included). */
  lastId: string | undefined;
  status = 0;
  body = '';
  /** The server ended the stream. */
  ended = false;
  private readonly controller = new AbortController();
  private waiters: (() => void)[] = [];
  private done: Promise<void> = Promise.resolve();

  static async open(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
    const client = new SseClient();
    const res = await fetch(url, { headers, signal: client.controller.signal });
    client.status = res.status;
    if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
      client.body = await res.text();
      return client;
    }
    client.done = client.read(res.body!);
    return client;
  }

  get events(): LiveEvent[] {
    return this.messages
      .filter((m) => m.event === 'message')
      .map((m) => JSON.parse(m.data) as LiveEvent);
  }

  /** Resolves with the first message that matches, waiting up to `ms`. */
  async next(match: (m: SseMessage) => boolean, ms = 5_000): Promise<SseMessage> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.messages.find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no matching message in ${ms} ms; got ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The first live event of `type` about record `id`. */
  async event(type: string, id?: string, ms?: number): Promise<LiveEvent> {
    const m = await this.next((m) => {
      if (m.event !== 'message') return false;
      const e = JSON.parse(m.data) as LiveEvent;
      return e.type === type && (id === undefined || e.id === id);
    }, ms);
    return JSON.parse(m.data) as LiveEvent;
  }

  async close() {
    this.controller.abort();
    await this.done.catch(() => undefined);
  }

  private async read(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          this.parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
      this.ended = true;
    } catch {
      // aborted by close()
    }
    for (const wake of this.waiters.splice(0)) wake();
  }

  private parse(block: string) {
    const message: SseMessage = { event: 'message', data: '' };
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const [field, ...rest] = line.split(':');
      const value = rest.join(':').replace(/^ /, '');
      if (field === 'event') message.event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'id') {
        message.id = value;
        this.lastId = value;
      }
    }
    if (data.length === 0) return;
    message.data = data.join('\n');
    this.messages.push(message);
    for (const wake of this.waiters.splice(0)) wake();
  }
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { LiveStream } from '../../../src/dataProvider/liveStream';
import { setToken } from '../../../src/authProvider/tokenStore';
import type { LiveEvent } from '../../../src/contracts/liveEvents';
import { api, server } from '../msw';

/** The browser's EventSource, scripted: each instance records its URL; tests emit on it. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onmessage: ((message: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private readonly named = new Map<string, (message: MessageEvent) => void>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, listener: (message: MessageEvent) => void) {
    this.named.set(name, listener);
  }
  close() {
    this.closed = true;
  }
  emit(name: string, data: unknown, id = '') {
    const message = new MessageEvent(name, { data: JSON.stringify(data), lastEventId: id });
    if (name === 'message') this.onmessage?.(message);
    else this.named.get(name)?.(message);
  }
}

const event = (seq: number): LiveEvent => ({
  seq,
  type: 'withdrawal.updated',
  resource: 'withdraw',
  id: 'w1',
  actor: 'ops@exchange.local',
  status: 'rejected',
  at: new Date().toISOString(),
});

let tickets: number;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal('EventSource', FakeEventSource);
  FakeEventSource.opened = [];
  tickets = 0;
  setToken('tok-1');
  server.use(
    http.post(api('/admin/events/ticket'), ({ request }) => {
      expect(request.headers.get('authorization')).toBe('Bearer tok-1');
      return HttpResponse.json({ success: true, result: { ticket: `ticket-${++tickets}` } });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const opened = async (count: number) => {
  await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(count));
  return FakeEventSource.opened[count - 1];
};

describe('LiveStream', () => {
  it('opens the stream with a fresh ticket (never the token), passes events on, says live', async () => {
    const onEvent = vi.fn();
    const live = new LiveStream({ onEvent, onResync: vi.fn() });
    live.start();
    const source = await opened(1);
    expect(source.url).toMatch(/\/admin\/events\?ticket=ticket-1$/);
    expect(source.url).not.toContain('tok-1');
    source.emit('ready', { seq: 7 }, '7');
    expect(live.getStatus()).toBe('live');
    source.emit('message', event(8), '8');
    expect(onEvent).toHaveBeenCalledWith(event(8));
    live.stop();
    expect(source.closed).toBe(true);
  });

  it('after a drop: off, then back with a new ticket and the last event seen, with backoff', async () => {
    const live = new LiveStream({ onEvent: vi.fn(), onResync: vi.fn() });
    const statuses: string[] = [];
    live.subscribe(() => statuses.push(live.getStatus()));
    live.start();
    const first = await opened(1);
    first.emit('ready', { seq: 3 }, '3');
    first.emit('message', event(4), '4');
    first.onerror?.();
    expect(first.closed).toBe(true);
    expect(live.getStatus()).toBe('off');
    await vi.advanceTimersByTimeAsync(1_300);
    const second = await opened(2);
    expect(second.url).toMatch(/ticket=ticket-2&lastEventId=4$/);
    second.onerror?.();
    // The next wait doubles: nothing after 1.3 s, a third stream after 2.3 s.
    await vi.advanceTimersByTimeAsync(1_300);
    expect(FakeEventSource.opened).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_000);
    const third = await opened(3);
    third.emit('ready', { seq: 4 }, '4');
    expect(statuses).toEqual(['live', 'off', 'live']);
    live.stop();
  });

  it('asks for a refetch when the server says the gap is too old', async () => {
    const onResync = vi.fn();
    const live = new LiveStream({ onEvent: vi.fn(), onResync });
    live.start();
    (await opened(1)).emit('resync', { message: 'no longer kept' });
    expect(onResync).toHaveBeenCalledTimes(1);
    live.stop();
  });

  it('stops for good when the ticket is refused with 401 (signed out)', async () => {
    server.use(
      http.post(api('/admin/events/ticket'), () =>
        HttpResponse.json({ success: false, message: 'Unauthorized' }, { status: 401 }),
      ),
    );
    const live = new LiveStream({ onEvent: vi.fn(), onResync: vi.fn() });
    live.start();
    await vi.advanceTimersByTimeAsync(35_000);
    expect(FakeEventSource.opened).toHaveLength(0);
    expect(live.getStatus()).toBe('connecting');
  });
});

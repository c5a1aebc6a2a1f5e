import type { FastifyReply } from 'fastify';
import type { Db } from '../db/index.ts';
import type { Permission } from '../../src/contracts/permissions.ts';
import {
  LIVE_EVENT_TYPES,
  LIVE_READY,
  LIVE_RESYNC,
  type LiveEvent,
} from '../../src/contracts/liveEvents.ts';
import type { LiveHub } from './hub.ts';
import { eventsAfter, livePosition } from './store.ts';
import { streamAccess, type StreamGrant } from './access.ts';
import { openEventStreams } from '../metrics/registry.ts';

/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 15_000;
/** The admin's role and session are read again this often. */
export const ACCESS_CHECK_MS = 10_000;
/** A client that lets this much pile up unread is cut off (it reconnects and resumes). */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export const RESYNC_MESSAGE =
  'The events since your last one are no longer kept: refetch what you show';

export interface StreamOptions {
  db: Db;
  hub: LiveHub;
  grant: StreamGrant;
  permissions: ReadonlySet<Permission>;
  /** The last event the client saw (Last-Event-ID), to resume after it. */
  lastEventId?: number;
  heartbeatMs?: number;
}

/**
 * Streams the events the admin may read, as Server-Sent Events, on a hijacked reply: first the
 * missed ones (when resuming), then live ones, in sequence order and each once. Every event (sent
 * or filtered out) moves the position the heartbeat reports as `id`, so a reconnect resumes from
 * where this stream was, not from the last event this admin happened to be allowed to see.
 */
export async function runStream(reply: FastifyReply, options: StreamOptions): Promise<void> {
  const { db, hub, grant } = options;
  let permissions = options.permissions;
  let sentThrough = 0;
  let replaying = true;
  let ended = false;
  const pending: LiveEvent[] = [];
  const raw = reply.raw;

  const write = (text: string) => {
    if (ended) return;
    raw.write(text);
    if (raw.writableLength > MAX_BUFFERED_BYTES) end();
  };
  const send = (event: LiveEvent) => {
    if (event.seq <= sentThrough) return;
    sentThrough = event.seq;
    if (!permissions.has(LIVE_EVENT_TYPES[event.type].permission)) return;
    write(`id: ${event.seq}\ndata: ${JSON.stringify(event)}\n\n`);
  };
  const recheck = () => streamAccess(db, grant).then((now) => (now ? (permissions = now) : end()));
  const unsubscribe = hub.subscribe({
    onEvent: (event) => (replaying ? pending.push(event) : send(event)),
    onClose: () => end(),
    // A sign-out, revocation, disabling, role or password change: at once, before later events.
    onAccessChange: async (adminId) => {
      if (!ended && (adminId === '*' || adminId === grant.adminId)) await recheck();
    },
  });
  const heartbeat = setInterval(
    () => write(`: ping\nid: ${sentThrough}\n\n`),
    options.heartbeatMs ?? HEARTBEAT_MS,
  );
  // Also on a timer: an idle timeout or the 12 h limit changes no row, and a notification can be
  // lost with the listening connection.
  const periodicCheck = setInterval(() => recheck().catch(() => undefined), ACCESS_CHECK_MS);
  function end() {
    if (ended) return;
    ended = true;
    openEventStreams.dec();
    clearInterval(heartbeat);
    clearInterval(periodicCheck);
    unsubscribe();
    raw.end();
  }
  openEventStreams.inc();
  raw.on('close', end);

  reply.hijack();
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx would otherwise buffer the stream.
    'x-accel-buffering': 'no',
  });
  try {
    await hub.start();
    const position = await livePosition(db);
    const resume = options.lastEventId;
    if (resume === undefined || resume < position.prunedThrough || resume > position.lastSeq) {
      if (resume !== undefined)
        write(`event: ${LIVE_RESYNC}\ndata: ${JSON.stringify({ message: RESYNC_MESSAGE })}\n\n`);
      sentThrough = position.lastSeq;
    } else {
      sentThrough = resume;
      for (;;) {
        const page = await eventsAfter(db, sentThrough);
        for (const event of page.events) send(event);
        sentThrough = Math.max(sentThrough, page.through);
        if (!page.more || ended) break;
      }
    }
    write(
      `event: ${LIVE_READY}\nid: ${sentThrough}\ndata: ${JSON.stringify({ seq: sentThrough })}\n\n`,
    );
    replaying = false;
    for (const event of pending.splice(0)) send(event);
  } catch (error) {
    reply.log.error(error, 'Live events: the stream could not start');
    end();
  }
}

import type { Db } from '../db/index.ts';
import {
  isLiveEventType,
  LIVE_EVENT_TYPES,
  type LiveEvent,
} from '../../src/contracts/liveEvents.ts';

type Reader = Pick<Db, 'query'>;

/** The NOTIFY channel the triggers of migration 110_live_events.sql announce on. */
export const LIVE_CHANNEL = 'live_events';
/** How long events stay resumable; a client further behind is told to refetch. */
export const LIVE_KEEP_MINUTES = 60;
const REPLAY_PAGE = 500;

/** An event as the trigger announces it (NOTIFY payload) or as its row reads. */
export interface RawEvent {
  seq: number | string;
  type: string;
  id: string;
  actor: string | null;
  status: string | null;
  at: string;
}

/** The event with its resource, or null for a type this version does not know. */
export function toLiveEvent(raw: RawEvent): LiveEvent | null {
  if (!isLiveEventType(raw.type)) return null;
  return {
    seq: Number(raw.seq),
    type: raw.type,
    resource: LIVE_EVENT_TYPES[raw.type].resource,
    id: raw.id,
    actor: raw.actor,
    status: raw.status,
    at: raw.at,
  };
}

/** The last number handed out and the highest one no longer kept. */
export async function livePosition(
  db: Reader,
): Promise<{ lastSeq: number; prunedThrough: number }> {
  const { rows } = await db.query<{ last_seq: string; pruned_through: string }>(
    'SELECT last_seq::text, pruned_through::text FROM live_events_state',
  );
  return { lastSeq: Number(rows[0].last_seq), prunedThrough: Number(rows[0].pruned_through) };
}

/**
 * The kept events after `seq`, oldest first, a page at a time: `through` is the last number read
 * and `more` says another page may follow.
 */
export async function eventsAfter(
  db: Reader,
  seq: number,
): Promise<{ events: LiveEvent[]; through: number; more: boolean }> {
  const { rows } = await db.query<RawEvent>(
    `SELECT seq::text AS seq, type, record_id AS id, actor, status,
            to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
       FROM live_events WHERE seq > $1 ORDER BY seq LIMIT ${REPLAY_PAGE}`,
    [seq],
  );
  return {
    events: rows.map(toLiveEvent).filter((event): event is LiveEvent => event !== null),
    through: rows.length ? Number(rows[rows.length - 1].seq) : seq,
    more: rows.length === REPLAY_PAGE,
  };
}

/**
 * Forgets events older than `keepMinutes` and moves the horizon past them, in one statement so
 * a resume never sees the rows gone but the horizon not yet moved.
 */
export async function pruneLiveEvents(db: Reader, keepMinutes = LIVE_KEEP_MINUTES): Promise<void> {
  await db.query(
    `WITH gone AS (
       DELETE FROM live_events WHERE at < now() - make_interval(mins => $1) RETURNING seq
     )
     UPDATE live_events_state
        SET pruned_through = greatest(pruned_through, (SELECT coalesce(max(seq), 0) FROM gone))`,
    [keepMinutes],
  );
  await db.query('DELETE FROM live_stream_tickets WHERE expires_at < now()');
}

import type { Permission } from './permissions';

/**
 * The live events (issue #26), written once for both sides: the database's triggers raise them by
 * type (server/db/migrations/110_live_events.sql), the server sends each only to admins holding its
 * permission, and the admin refreshes the resource named here (react-admin's query keys start with
 * the resource's name). Plain TypeScript: no browser or Node imports.
 */
/** The resource an event refreshes, and the permission an admin needs to be sent it. */
const refreshes = <R extends string>(resource: R, permission: Permission) =>
  ({ resource, permission }) as const;

const WITHDRAWALS = refreshes('withdraw', 'withdraw:read');
const TICKETS = refreshes('support/Support', 'tickets:read');
const DISPUTES = refreshes('p2p/raise-dispute', 'disputes:read');
const KYC = refreshes('kyc', 'kyc:read');

export const LIVE_EVENT_TYPES = {
  'withdrawal.created': WITHDRAWALS,
  'withdrawal.updated': WITHDRAWALS,
  'deposit.credited': refreshes('deposit', 'deposit:read'),
  'ticket.created': TICKETS,
  'ticket.replied': TICKETS,
  'ticket.closed': TICKETS,
  'dispute.raised': DISPUTES,
  'dispute.resolved': DISPUTES,
  'kyc.submitted': KYC,
  'kyc.decided': KYC,
  'user.status': refreshes('user', 'users:read'),
  'actionlog.added': refreshes('notification', 'actionlog:read'),
} as const;

export type LiveEventType = keyof typeof LIVE_EVENT_TYPES;

export const isLiveEventType = (value: string): value is LiveEventType =>
  Object.prototype.hasOwnProperty.call(LIVE_EVENT_TYPES, value);

/** One event as the stream sends it (the SSE `id` is its seq). */
export interface LiveEvent {
  seq: number;
  type: LiveEventType;
  resource: string;
  /** The record the change is about (a ticket reply names its ticket). */
  id: string;
  /** The admin whose request made the change; null for a user's or the system's change. */
  actor: string | null;
  status: string | null;
  at: string;
}

/** Where the stream lives, under the API's base. */
export const LIVE_EVENTS_PATH = '/admin/events';
export const LIVE_TICKET_PATH = '/admin/events/ticket';

/**
 * SSE event names beside the default `message` (one LiveEvent each): `ready` opens every stream
 * with the position it starts from; `resync` says the events since the client's Last-Event-ID are
 * no longer kept, so it must refetch what it shows.
 */
export const LIVE_READY = 'ready';
export const LIVE_RESYNC = 'resync';

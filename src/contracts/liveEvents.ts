import type { Permission } from './permissions';

/**
 * The live events (issue #26), written once for both sides: the database's triggers raise them by
 * type (server/db/migrations/110_live_events.sql), the server sends each only to admins holding its
 * permission, and the admin refreshes the resource named here (react-admin's query keys start with
 * the resource's name). Plain TypeScript: no browser or Node imports.
 */
export const LIVE_EVENT_TYPES = {
  'withdrawal.created': { resource: 'withdraw', permission: 'withdraw:read' },
  'withdrawal.updated': { resource: 'withdraw', permission: 'withdraw:read' },
  'deposit.credited': { resource: 'deposit', permission: 'deposit:read' },
  'ticket.created': { resource: 'support/Support', permission: 'tickets:read' },
  'ticket.replied': { resource: 'support/Support', permission: 'tickets:read' },
  'ticket.closed': { resource: 'support/Support', permission: 'tickets:read' },
  'dispute.raised': { resource: 'p2p/raise-dispute', permission: 'disputes:read' },
  'dispute.resolved': { resource: 'p2p/raise-dispute', permission: 'disputes:read' },
  'kyc.submitted': { resource: 'kyc', permission: 'kyc:read' },
  'kyc.decided': { resource: 'kyc', permission: 'kyc:read' },
  'user.status': { resource: 'user', permission: 'users:read' },
  'actionlog.added': { resource: 'notification', permission: 'actionlog:read' },
} as const satisfies Record<string, { resource: string; permission: Permission }>;

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

/**
 * The 2FA step-up as pure functions (the 5-minute validity, 3 attempts, then a lock): the
 * wallet screens' gate and the declared actions' step-up share them.
 * Storage and the clock are passed in, so the rules are tested with fake timers and no React.
 * The browser gate is the experience; the server's step-up (403 without it) is the lock.
 */

/** 2FA session validity: a verification counts for 5 minutes. */
export const SESSION_VALIDITY_MS = 5 * 60 * 1000;
/** At most 3 failed OTP attempts, then a lockout. */
export const MAX_ATTEMPTS = 3;
/** The lockout lasts 5 minutes, then the count resets. */
export const LOCK_MS = 5 * 60 * 1000;
/** Session-storage key of the "2FA verified" marker (with its timestamp). */
export const MARKER_KEY = 'admin2faVerified';
/** Session-storage key of the failed-attempt counter and lock, so a reload does not reset them. */
export const ATTEMPTS_KEY = 'admin2faAttempts';

export type Clock = () => number;
export type GateStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface Marker {
  verified: true;
  timestamp: number;
}

export interface AttemptState {
  attempts: number;
  /** Epoch ms when the lock ends; null when not locked. */
  lockedUntil: number | null;
}

export const noAttempts: AttemptState = { attempts: 0, lockedUntil: null };

function readJson(storage: GateStorage, key: string): unknown {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/**
 * True when a marker exists and is under 5 minutes old. An expired or unreadable marker is
 * removed.
 */
export function hasValidMarker(storage: GateStorage, now: Clock = Date.now): boolean {
  const value = readJson(storage, MARKER_KEY) as Partial<Marker> | null;
  const timestamp = value?.timestamp;
  const valid =
    value?.verified === true &&
    typeof timestamp === 'number' &&
    timestamp <= now() &&
    now() - timestamp < SESSION_VALIDITY_MS;
  if (!valid) storage.removeItem(MARKER_KEY);
  return valid;
}

/** Milliseconds left on a valid marker (0 when none). */
export function markerRemainingMs(storage: GateStorage, now: Clock = Date.now): number {
  if (!hasValidMarker(storage, now)) return 0;
  const { timestamp } = readJson(storage, MARKER_KEY) as Marker;
  return Math.max(0, timestamp + SESSION_VALIDITY_MS - now());
}

export function storeMarker(storage: GateStorage, now: Clock = Date.now): void {
  const marker: Marker = { verified: true, timestamp: now() };
  storage.setItem(MARKER_KEY, JSON.stringify(marker));
}

export function clearMarker(storage: GateStorage): void {
  storage.removeItem(MARKER_KEY);
}

/** The OTP input keeps digits only and at most 6 of them. */
/** Reads the attempt state; a lock that has run out is lifted and the count reset. */
export function readAttempts(storage: GateStorage, now: Clock = Date.now): AttemptState {
  const value = readJson(storage, ATTEMPTS_KEY) as Partial<AttemptState> | null;
  const state: AttemptState = {
    attempts:
      typeof value?.attempts === 'number' && value.attempts > 0 ? Math.floor(value.attempts) : 0,
    lockedUntil: typeof value?.lockedUntil === 'number' ? value.lockedUntil : null,
  };
  if (state.lockedUntil !== null && now() >= state.lockedUntil) {
    storage.removeItem(ATTEMPTS_KEY);
    return noAttempts;
  }
  return state;
}

export function isLocked(state: AttemptState, now: Clock = Date.now): boolean {
  return state.lockedUntil !== null && now() < state.lockedUntil;
}

export const attemptsRemaining = (state: AttemptState): number =>
  Math.max(0, MAX_ATTEMPTS - state.attempts);

/**
 * One more failure; the third locks for 5 minutes. When the server tells how many attempts
 * remain, its count wins (it is the lock; the browser only mirrors it).
 */
export function recordFailure(
  storage: GateStorage,
  now: Clock = Date.now,
  serverRemaining?: number,
): AttemptState {
  const current = readAttempts(storage, now);
  const counted = current.attempts + 1;
  const attempts = typeof serverRemaining === 'number' ? MAX_ATTEMPTS - serverRemaining : counted;
  const next: AttemptState = {
    attempts,
    lockedUntil: attempts >= MAX_ATTEMPTS ? now() + LOCK_MS : current.lockedUntil,
  };
  storage.setItem(ATTEMPTS_KEY, JSON.stringify(next));
  return next;
}

/** The server refused because it holds a lock: mirror it (until its end, else 5 minutes). */
export function recordServerLock(
  storage: GateStorage,
  lockedUntil?: number,
  now: Clock = Date.now,
): AttemptState {
  const next: AttemptState = {
    attempts: MAX_ATTEMPTS,
    lockedUntil: lockedUntil ?? now() + LOCK_MS,
  };
  storage.setItem(ATTEMPTS_KEY, JSON.stringify(next));
  return next;
}

export function clearAttempts(storage: GateStorage): void {
  storage.removeItem(ATTEMPTS_KEY);
}

/** A successful verification stores the marker and clears the attempts. */
export function recordSuccess(storage: GateStorage, now: Clock = Date.now): void {
  storeMarker(storage, now);
  clearAttempts(storage);
}

/** Milliseconds until the lock lifts (0 when not locked). */
export const lockRemainingMs = (state: AttemptState, now: Clock = Date.now): number =>
  state.lockedUntil === null ? 0 : Math.max(0, state.lockedUntil - now());

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ATTEMPTS_KEY,
  LOCK_MS,
  MARKER_KEY,
  MAX_ATTEMPTS,
  SESSION_VALIDITY_MS,
  attemptsRemaining,
  hasValidMarker,
  isLocked,
  lockRemainingMs,
  markerRemainingMs,
  readAttempts,
  recordFailure,
  recordServerLock,
  recordSuccess,
  storeMarker,
} from '../../../src/resources/shared/stepUp/gateState';
import { isCompleteOtp, sanitizeOtp } from '../../../src/contracts/otp';

describe('wallet 2FA gate rules', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T10:00:00Z'));
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec constants: 5 minutes, 3 attempts, 6 digits', () => {
    expect(SESSION_VALIDITY_MS).toBe(300_000);
    expect(LOCK_MS).toBe(300_000);
    expect(MAX_ATTEMPTS).toBe(3);
  });

  it('a marker is valid for 5 minutes, then it is removed', () => {
    expect(hasValidMarker(sessionStorage)).toBe(false);
    storeMarker(sessionStorage);
    expect(hasValidMarker(sessionStorage)).toBe(true);

    vi.advanceTimersByTime(SESSION_VALIDITY_MS - 1000);
    expect(hasValidMarker(sessionStorage)).toBe(true);
    expect(markerRemainingMs(sessionStorage)).toBe(1000);

    vi.advanceTimersByTime(1000);
    expect(hasValidMarker(sessionStorage)).toBe(false);
    expect(sessionStorage.getItem(MARKER_KEY)).toBeNull();
  });

  it('a garbled or future-dated marker does not count and is removed', () => {
    sessionStorage.setItem(MARKER_KEY, 'yes');
    expect(hasValidMarker(sessionStorage)).toBe(false);
    expect(sessionStorage.getItem(MARKER_KEY)).toBeNull();

    sessionStorage.setItem(
      MARKER_KEY,
      JSON.stringify({ verified: true, timestamp: Date.now() + 60_000 }),
    );
    expect(hasValidMarker(sessionStorage)).toBe(false);
  });

  it('the OTP input keeps digits only, at most 6', () => {
    expect(sanitizeOtp('12a 3-4b5678')).toBe('123456');
    expect(sanitizeOtp('abc')).toBe('');
    expect(isCompleteOtp('12345')).toBe(false);
    expect(isCompleteOtp('123456')).toBe(true);
    expect(isCompleteOtp('12345a')).toBe(false);
  });

  it('counts failures, locks at the third for 5 minutes, then unlocks and resets', () => {
    let state = recordFailure(sessionStorage);
    expect(attemptsRemaining(state)).toBe(2);
    expect(isLocked(state)).toBe(false);

    state = recordFailure(sessionStorage);
    expect(attemptsRemaining(state)).toBe(1);

    state = recordFailure(sessionStorage);
    expect(attemptsRemaining(state)).toBe(0);
    expect(isLocked(state)).toBe(true);
    expect(lockRemainingMs(state)).toBe(LOCK_MS);

    vi.advanceTimersByTime(LOCK_MS - 1);
    expect(isLocked(readAttempts(sessionStorage))).toBe(true);

    vi.advanceTimersByTime(1);
    const after = readAttempts(sessionStorage);
    expect(isLocked(after)).toBe(false);
    expect(after.attempts).toBe(0);
    expect(sessionStorage.getItem(ATTEMPTS_KEY)).toBeNull();
  });

  it('success stores the marker and clears the attempts', () => {
    recordFailure(sessionStorage);
    recordFailure(sessionStorage);
    recordSuccess(sessionStorage);
    expect(readAttempts(sessionStorage).attempts).toBe(0);
    expect(hasValidMarker(sessionStorage)).toBe(true);
  });

  it('mirrors a server lock for 5 minutes', () => {
    const state = recordServerLock(sessionStorage);
    expect(isLocked(state)).toBe(true);
    vi.advanceTimersByTime(LOCK_MS);
    expect(isLocked(readAttempts(sessionStorage))).toBe(false);
  });
});

describe('the server count wins', () => {
  beforeEach(() => sessionStorage.clear());

  it('takes the attempts remaining the server reports', () => {
    const state = recordFailure(sessionStorage, Date.now, 1);
    expect(attemptsRemaining(state)).toBe(1);
    expect(isLocked(state)).toBe(false);
  });

  it('mirrors the end of a server lock', () => {
    const until = Date.now() + 60_000;
    const state = recordServerLock(sessionStorage, until);
    expect(lockRemainingMs(state)).toBeLessThanOrEqual(60_000);
    expect(isLocked(state)).toBe(true);
  });
});

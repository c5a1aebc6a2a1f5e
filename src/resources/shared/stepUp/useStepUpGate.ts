import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { HttpError } from 'react-admin';
import { errors } from '../../../messages/catalogue';
import { paths } from '../../../config/paths';
import { isNoResponse } from '../../../dataProvider/httpClient';
import type { StepUp } from '../../../dataProvider/mutationPolicy';
import { adminProfileQuery } from '../../../authProvider/adminProfileQuery';
import { errorMessage } from '../../../dataProvider/errorText';
import { useToast } from '../useToast';
import { useStepUpApi } from './api';
import {
  MAX_ATTEMPTS,
  attemptsRemaining,
  clearMarker,
  hasValidMarker,
  isLocked,
  lockRemainingMs,
  noAttempts,
  readAttempts,
  recordFailure,
  recordServerLock,
  recordSuccess,
  type AttemptState,
} from './gateState';
import { isCompleteOtp, sanitizeOtp } from '../../../contracts/otp';

export type GateStatus = 'checking' | 'verified' | 'otp' | 'twoFactorOff' | 'profileError';

export interface StepUpGate {
  status: GateStatus;
  otp: string;
  setOtp: (raw: string) => void;
  error: string | null;
  attemptsLeft: number;
  attemptsUsed: number;
  locked: boolean;
  lockRemaining: number;
  verifying: boolean;
  submit: () => Promise<void>;
  /** Closing the modal goes back one page. */
  close: () => void;
  goBack: () => void;
  /**
   * The gate as the mutation policy's step-up on a gated page (the wallet screens' GateFrame): a
   * write re-checks the 5-minute validity and, when it has run out, reopens this modal over the
   * page; the admin acts again once verified, since the page behind the gate is
   * remounted.
   */
  stepUp: StepUp;
  /** The server refused a guarded operation (no live step-up): verify again. */
  stepUpRefused: () => void;
  retryProfile: () => void;
}

const storage = () => window.sessionStorage;

/** A refused code's body carries the server's count and lock (see server/totp.ts codeFailure). */
function serverBody(error: unknown): { attemptsRemaining?: number; lockedUntil?: string } {
  const body =
    error instanceof HttpError ? (error.body as Record<string, unknown> | undefined) : undefined;
  return {
    attemptsRemaining:
      typeof body?.attemptsRemaining === 'number' ? body.attemptsRemaining : undefined,
    lockedUntil: typeof body?.lockedUntil === 'string' ? body.lockedUntil : undefined,
  };
}
const serverLockMessage = errors.walletScreen.accountTemporarilyLocked;

/**
 * The 2FA step-up (a code verified in the last 5 minutes before a guarded screen or action), on
 * top of the pure rules in gateState: the wallet screens' gate (GateFrame) and the declared
 * actions' prompt (StepUpPrompt).
 */
export function useStepUpGate(): StepUpGate {
  const navigate = useNavigate();
  const toast = useToast();
  const [verified, setVerified] = useState(() => hasValidMarker(storage()));
  const [otp, setOtpState] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [attempts, setAttempts] = useState<AttemptState>(() => readAttempts(storage()));
  const [verifying, setVerifying] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const busy = useRef(false);
  const api = useStepUpApi();

  const profileQuery = useQuery({ ...adminProfileQuery, retry: false, staleTime: 30_000 });

  useEffect(() => {
    if (profileQuery.isError && !verified) toast.error(errors.walletScreen.loadAdminProfile);
  }, [profileQuery.isError, verified, toast]);

  const locked = isLocked(attempts, () => now);

  // While locked, tick once a second for the countdown; at the end unlock and reset the count.
  useEffect(() => {
    if (attempts.lockedUntil === null) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (attempts.lockedUntil !== null && current >= attempts.lockedUntil) {
        setAttempts(readAttempts(storage()));
        setError(null);
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [attempts.lockedUntil]);

  // Re-read the lock on mount: another tab may have moved it.
  useEffect(() => {
    const state = readAttempts(storage());
    setAttempts(state);
    if (isLocked(state)) setError(errors.walletScreen.accountLocked);
  }, []);

  let status: GateStatus;
  if (verified) status = 'verified';
  else if (profileQuery.isPending) status = 'checking';
  else if (profileQuery.isError) status = 'profileError';
  else if (profileQuery.data?.twoFactorEnabled) status = 'otp';
  else status = 'twoFactorOff';

  const setOtp = useCallback((raw: string) => {
    setOtpState(sanitizeOtp(raw));
  }, []);

  const submit = useCallback(async () => {
    if (busy.current) return;
    const current = readAttempts(storage());
    setAttempts(current);
    if (isLocked(current)) {
      setError(errors.walletScreen.accountLocked);
      return;
    }
    if (!isCompleteOtp(otp)) {
      setError(errors.validation.otp);
      return;
    }
    const email = profileQuery.data?.email;
    if (!email) {
      setError(errors.walletScreen.loadAdminProfile);
      return;
    }
    busy.current = true;
    setVerifying(true);
    setError(null);
    try {
      const envelope = await api.verifyOtp({ email, secret: otp, type: 'email' });
      recordSuccess(storage());
      setAttempts(noAttempts);
      setOtpState('');
      setVerified(true);
      if (envelope.message) toast.success(envelope.message);
    } catch (failure) {
      const message = errorMessage(failure, errors.walletScreen.invalidOtp);
      if (isNoResponse(failure)) {
        setError(message);
      } else if (message === serverLockMessage || serverBody(failure).lockedUntil) {
        // The server holds the lock: mirror it. This failure being the third, say so; otherwise
        // (locked elsewhere) show the server's words.
        const third = current.attempts + 1 >= MAX_ATTEMPTS;
        const until = Date.parse(serverBody(failure).lockedUntil ?? '');
        setAttempts(recordServerLock(storage(), Number.isFinite(until) ? until : undefined));
        setNow(Date.now());
        setError(third ? errors.walletScreen.tooManyAttempts : message);
      } else {
        const next = recordFailure(storage(), Date.now, serverBody(failure).attemptsRemaining);
        setAttempts(next);
        setNow(Date.now());
        setError(isLocked(next) ? errors.walletScreen.tooManyAttempts : message);
      }
      setOtpState('');
    } finally {
      busy.current = false;
      setVerifying(false);
    }
  }, [api, otp, profileQuery.data?.email, toast]);

  const goBack = useCallback(() => {
    // Opened from a link (no history inside the app): go to the dashboard instead of leaving.
    const idx = (window.history.state as { idx?: number } | null)?.idx;
    if (idx === 0) navigate(paths.dashboard);
    else navigate(-1);
  }, [navigate]);

  const stepUpRefused = useCallback(() => {
    clearMarker(storage());
    setVerified(false);
  }, []);

  const stepUp = useMemo<StepUp>(
    () => ({
      replacesPage: true,
      isLive: () => hasValidMarker(storage()),
      lapse: stepUpRefused,
      ask: () => {
        setVerified(false);
        setError(null);
        return Promise.resolve(false);
      },
    }),
    [stepUpRefused],
  );

  const { refetch } = profileQuery;
  const retryProfile = useCallback(() => void refetch(), [refetch]);

  return {
    status,
    otp,
    setOtp,
    error,
    attemptsLeft: attemptsRemaining(attempts),
    attemptsUsed: attempts.attempts,
    locked,
    lockRemaining: lockRemainingMs(attempts, () => now),
    verifying,
    submit,
    close: goBack,
    goBack,
    stepUp,
    stepUpRefused,
    retryProfile,
  };
}

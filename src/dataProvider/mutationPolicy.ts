import { HttpError } from 'react-admin';
import { isStepUpRequiredAnswer } from '../contracts/stepUp';
import { errorMessage } from './errorText';
import { newIdempotencyKey } from './httpClient';

/**
 * The one mutation policy of the admin, free of React: confirm → step-up → idempotent send →
 * (a 403 step-up refusal) re-prompt once and send again. Every write that moves money, changes
 * security or runs a declared action goes through `runMutationPolicy`; `useGuardedMutation`
 * (resources/shared) adds the dialogs, the refresh and the toasts on top.
 */

/** The server refused for want of a live 2FA step-up (and for no other reason). */
export const isStepUpRefusal = (error: unknown): boolean =>
  error instanceof HttpError && isStepUpRequiredAnswer(error.status, error.message);

/**
 * One Idempotency-Key per submission: the same values keep the same key, so a retry after a
 * failure or a re-prompt cannot run the operation twice; other values, or a success, start anew.
 */
export function idempotencyKeeper() {
  let current: { key: string; json: string } | null = null;
  return {
    keyFor(values: unknown): string {
      const json = JSON.stringify(values) ?? '';
      if (current?.json !== json) current = { key: newIdempotencyKey(), json };
      return current.key;
    },
    forget() {
      current = null;
    },
  };
}

/** How a step-up is checked and asked: the engine's prompt, or the wallet's page gate. */
export interface StepUp {
  /** A verification from the last 5 minutes is on record. */
  isLive: () => boolean;
  /** Asks for a code, naming what it guards; true once verified, false when declined. */
  ask: (purpose: string) => Promise<boolean>;
  /** The server says the verification lapsed: forget it before asking again. */
  lapse: () => void;
  /**
   * The prompt replaces the page (the wallet's gate): checked before the confirmation, which
   * would otherwise be answered for nothing and lost when the page remounts behind the gate.
   */
  replacesPage?: boolean;
}

export type PolicyOutcome<T> =
  | { status: 'done'; result: T }
  | { status: 'cancelled' }
  | { status: 'failed'; error: unknown; message: string };

export interface PolicyRun<T> {
  /** What the step-up names: "approve this withdrawal". */
  purpose: string;
  /** The admin's confirmation; false when they cancelled. */
  confirm?: () => Promise<boolean>;
  /** Absent when the operation needs no step-up. */
  stepUp?: StepUp;
  /** Sent as Idempotency-Key on every attempt of this run (a retry replays, never repeats). */
  idempotencyKey?: string;
  send: (idempotencyKey?: string) => Promise<T>;
  /** The action's default message when the failure carries none. */
  errorMessage: string;
}

const failed = (error: unknown, fallback: string) =>
  ({ status: 'failed', error, message: errorMessage(error, fallback) }) as const;

async function steppedUp(stepUp: StepUp | undefined, purpose: string): Promise<boolean> {
  return !stepUp || stepUp.isLive() || stepUp.ask(purpose);
}

/**
 * Runs one guarded write. Nothing is sent before the confirmation and the step-up; a 403 step-up
 * refusal (the verification lapsed on the server) asks once more and resends the same key. Any
 * other failure ends the run with a message: the server's, else `errorMessage`.
 */
export async function runMutationPolicy<T>(run: PolicyRun<T>): Promise<PolicyOutcome<T>> {
  const { stepUp, purpose } = run;
  if (stepUp?.replacesPage && !(await steppedUp(stepUp, purpose))) return { status: 'cancelled' };
  if (run.confirm && !(await run.confirm())) return { status: 'cancelled' };
  if (!(await steppedUp(stepUp, purpose))) return { status: 'cancelled' };
  let reprompted = false;
  for (;;) {
    try {
      return { status: 'done', result: await run.send(run.idempotencyKey) };
    } catch (error) {
      // Once: a second refusal right after a verification is a server fault, not a loop to enter.
      if (!stepUp || reprompted || !isStepUpRefusal(error)) return failed(error, run.errorMessage);
      reprompted = true;
      stepUp.lapse();
      // Declined: the server's refusal is what the admin is told.
      if (!(await stepUp.ask(purpose))) return failed(error, run.errorMessage);
    }
  }
}

import type { Envelope } from '../contracts/envelope';

/**
 * What the server said of a create or an update, carried on the record react-admin hands to the
 * form's onSuccess: its message, and whether the change waits for a second admin (HTTP 202,
 * `accepted`) instead of having applied. Not a field: it stays out of the form, the caches and
 * JSON.
 */
export interface SavedAnswer {
  message?: string;
  accepted: boolean;
}

const ANSWER = Symbol('savedAnswer');

/** True when the server took the change as a request that waits (HTTP 202). */
export const isAccepted = (envelope: Envelope): boolean => envelope.accepted === true;

/** The record, carrying what the server answered with it. */
export function withAnswer<R extends object>(record: R, envelope: Envelope): R {
  const answer: SavedAnswer = {
    message: typeof envelope.message === 'string' ? envelope.message : undefined,
    accepted: isAccepted(envelope),
  };
  Object.defineProperty(record, ANSWER, { value: answer, enumerable: false });
  return record;
}

export const answerOf = (record: unknown): SavedAnswer | undefined =>
  record !== null && typeof record === 'object'
    ? (record as { [ANSWER]?: SavedAnswer })[ANSWER]
    : undefined;

/**
 * The toast after a save: a change sent for approval says the server's words (a declared "saved"
 * would be untrue); otherwise the declared text, else the server's message, else `fallback`.
 */
export function successText(
  answer: SavedAnswer | undefined,
  declared: string | undefined,
  fallback: string,
): string {
  const message = answer?.message?.trim() || undefined;
  if (answer?.accepted && message) return message;
  return declared ?? message ?? fallback;
}

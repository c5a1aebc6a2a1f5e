import { useState, type FormEvent } from 'react';
import { errorHint } from '../../dataProvider/errorText';

/** What a public page shows above its form: the message, and a hint on a second line. */
export interface AuthFailure {
  message: string;
  hint?: string;
}

interface Submission {
  /** A problem found before sending (missing field, weak password): shown, nothing is sent. */
  problem?: () => string | null;
  run: () => Promise<unknown>;
  /** The message for a failed call (the server's, else the call's default). */
  failure: (caught: unknown) => string;
  /** E.g. clear the password or the code after a refusal. */
  onFailure?: () => void;
}

/**
 * The one submit flow of the public pages: check, send once (a second click while pending is
 * ignored), and on failure show the message with the network or timeout hint under it.
 */
export function useAuthSubmit() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<AuthFailure | null>(null);

  const submit =
    ({ problem, run, failure, onFailure }: Submission) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (pending) return;
      const found = problem?.();
      if (found) {
        setError({ message: found });
        return;
      }
      setPending(true);
      setError(null);
      try {
        await run();
      } catch (caught) {
        onFailure?.();
        setError({ message: failure(caught), hint: errorHint(caught) });
      } finally {
        setPending(false);
      }
    };

  return { pending, error, submit };
}

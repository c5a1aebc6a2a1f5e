import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { ExchangeDataProvider } from '../../../dataProvider';
import type { ListActionAnswer, ListActionSchema } from '../../types';
import { errorMessageOf } from '../ErrorState';
import { useGuardedMutation } from '../useGuardedMutation';
import { purposeOf } from '../stepUp/StepUpPrompt';

export type ListActionState =
  | { stage: 'closed' }
  | { stage: 'previewing' }
  | { stage: 'confirm'; preview: ListActionAnswer; error?: string }
  | { stage: 'running'; preview: ListActionAnswer; done: number; total: number };

/**
 * Runs a declared list action: the preview first (nothing changes), the confirmation, then the
 * calls through the mutation policy (step-up when declared, re-asked when it lapses mid-run) until
 * none remains, with progress; a toast and a refresh after. A failure keeps the confirmation open
 * with the message (and how many were done before it). Render `prompt` beside the dialog.
 */
export function useListActionRunner(resource: string, action: ListActionSchema) {
  const dataProvider = useDataProvider<ExchangeDataProvider>();
  const notify = useNotify();
  const [state, setState] = useState<ListActionState>({ stage: 'closed' });
  // Several calls move rows: the grid is refreshed even when one of them fails.
  const policy = useGuardedMutation<number>({
    purpose: purposeOf(action.confirm.title),
    stepUp: Boolean(action.stepUp),
    // Each call handles what is left: a repeat is harmless, no key is needed.
    idempotent: false,
    errorMessage: action.endpoint.errorMessage,
    refresh: [resource, ...(action.refresh ?? [])],
    refreshAfterFailure: true,
    success: action.success,
  });

  const call = async (endpoint: ListActionSchema['preview']): Promise<ListActionAnswer> =>
    (await dataProvider.callEnvelope<Record<string, never>, ListActionAnswer>(endpoint, {}))
      .result as ListActionAnswer;

  const open = async () => {
    setState({ stage: 'previewing' });
    try {
      setState({ stage: 'confirm', preview: await call(action.preview) });
    } catch (error) {
      setState({ stage: 'closed' });
      notify(errorMessageOf(error, action.preview.errorMessage), { type: 'error' });
    }
  };

  const confirm = async (preview: ListActionAnswer) => {
    let done = 0;
    const total = action.count(preview);
    const outcome = await policy.run(preview, async () => {
      // A run after a renewed step-up starts over on what is left.
      done = 0;
      setState({ stage: 'running', preview, done, total });
      for (;;) {
        const answer = await call(action.endpoint);
        const handled = action.count(answer);
        done += handled;
        setState({ stage: 'running', preview, done: Math.min(done, total), total });
        // Stop when none remains, or when a call handled none (never loop on the same rows).
        if (action.remaining(answer) === 0 || handled === 0) return done;
      }
    });
    if (outcome.status === 'done') setState({ stage: 'closed' });
    else if (outcome.status === 'failed') {
      const { message } = outcome;
      const error = done ? `${message} (${done} done before the failure)` : message;
      setState({ stage: 'confirm', preview, error });
    } else setState({ stage: 'confirm', preview });
  };

  const close = () => setState((s) => (s.stage === 'running' ? s : { stage: 'closed' }));

  return { state, open, confirm, close, prompt: policy.prompt, steppingUp: policy.steppingUp };
}

import { useCallback, useRef, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { ExchangeDataProvider } from '../../../dataProvider';
import { clearMarker } from '../../../custom/wallet/gate/gateState';
import type { ListActionAnswer, ListActionSchema } from '../../types';
import { errorMessageOf } from '../ErrorState';
import { useRefreshResources } from '../useRecordMutation';
import { hasLiveStepUp, isStepUpRefusal } from './StepUpPrompt';

export type ListActionState =
  | { stage: 'closed' }
  | { stage: 'previewing' }
  | { stage: 'confirm'; preview: ListActionAnswer; error?: string }
  | { stage: 'stepUp'; preview: ListActionAnswer }
  | { stage: 'running'; preview: ListActionAnswer; done: number; total: number };

/**
 * Runs a declared list action: the preview first (nothing changes), the confirmation, the step-up
 * when declared, then the calls until none remains, with progress; a toast and a refresh after.
 * A failure keeps the confirmation open with the message (and how many were done before it).
 */
export function useListActionRunner(resource: string, action: ListActionSchema) {
  const dataProvider = useDataProvider<ExchangeDataProvider>();
  const notify = useNotify();
  const refresh = useRefreshResources();
  const [state, setState] = useState<ListActionState>({ stage: 'closed' });
  const awaitingStepUp = useRef<ListActionAnswer | null>(null);
  const askStepUp = (preview: ListActionAnswer) => {
    awaitingStepUp.current = preview;
    setState({ stage: 'stepUp', preview });
  };

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

  const run = async (preview: ListActionAnswer) => {
    const total = action.count(preview);
    let done = 0;
    setState({ stage: 'running', preview, done, total });
    try {
      for (;;) {
        const answer = await call(action.endpoint);
        const handled = action.count(answer);
        done += handled;
        setState({ stage: 'running', preview, done: Math.min(done, total), total });
        // Stop when none remains, or when a call handled none (never loop on the same rows).
        if (action.remaining(answer) === 0 || handled === 0) break;
      }
      notify(action.success(done), { type: 'success' });
      setState({ stage: 'closed' });
    } catch (error) {
      if (action.stepUp && isStepUpRefusal(error)) {
        // The verification lapsed: verify again, then carry on with what is left.
        clearMarker(window.sessionStorage);
        askStepUp(preview);
        return;
      }
      const message = errorMessageOf(error, action.endpoint.errorMessage);
      setState({
        stage: 'confirm',
        preview,
        error: done ? `${message} (${done} done before the failure)` : message,
      });
    } finally {
      await refresh([resource, ...(action.refresh ?? [])]);
    }
  };

  const confirm = (preview: ListActionAnswer) => {
    if (action.stepUp && !hasLiveStepUp()) askStepUp(preview);
    else void run(preview);
  };

  const stepUpVerified = useCallback(() => {
    const preview = awaitingStepUp.current;
    awaitingStepUp.current = null;
    if (preview) void run(preview);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `run` only reads stable hooks and refs
  }, []);

  /** Cancelling the verification returns to the confirmation, nothing sent. */
  const stepUpCancelled = useCallback(() => {
    const preview = awaitingStepUp.current;
    awaitingStepUp.current = null;
    setState(preview ? { stage: 'confirm', preview } : { stage: 'closed' });
  }, []);

  const close = () => setState((s) => (s.stage === 'running' ? s : { stage: 'closed' }));

  return { state, open, confirm, close, stepUpVerified, stepUpCancelled };
}

import { useCallback, useRef, useState } from 'react';
import { useDataProvider, useNotify, type RaRecord } from 'react-admin';
import { newIdempotencyKey, type ExchangeDataProvider } from '../../../dataProvider';
import { clearMarker } from '../../../custom/wallet/gate/gateState';
import type { ActionSchema } from '../../types';
import { errorMessageOf } from '../ErrorState';
import { useRefreshResources } from '../useRecordMutation';
import { bulkSummary, cleanValues, textOf } from './actionLogic';
import { hasLiveStepUp, isStepUpRefusal } from './StepUpPrompt';

export interface ActionRunner {
  pending: boolean;
  /** Bulk progress: records answered so far. */
  progress: { done: number; total: number } | null;
  /** The failure shown in the dialog (its inputs stay as typed). */
  error: string | null;
  /** A step-up is needed before sending: render StepUpPrompt. */
  steppingUp: boolean;
  submit: (values: Record<string, unknown>) => Promise<void>;
  stepUpVerified: () => void;
  stepUpCancelled: () => void;
}

/**
 * Runs a declared action for one record or a selection: step-up first when declared, one
 * Idempotency-Key per confirmation (kept while the values stay the same, so a retry cannot run
 * it twice), pessimistic (the dialog waits), then a toast and a refresh. `onDone` closes.
 */
export function useActionRunner(
  resource: string,
  action: ActionSchema,
  records: RaRecord[],
  { bulk, onDone }: { bulk: boolean; onDone: (succeeded: RaRecord[]) => void },
): ActionRunner {
  const dataProvider = useDataProvider<ExchangeDataProvider>();
  const notify = useNotify();
  const refresh = useRefreshResources();
  const [pending, setPending] = useState(false);
  const [progress, setProgress] = useState<ActionRunner['progress']>(null);
  const [error, setError] = useState<string | null>(null);
  const [steppingUp, setSteppingUp] = useState(false);
  const waiting = useRef<Record<string, unknown> | null>(null);
  const submission = useRef<{ key: string; values: string } | null>(null);

  const keyFor = (values: Record<string, unknown>): string | undefined => {
    if (action.idempotent === false) return undefined;
    const json = JSON.stringify(values);
    if (submission.current?.values !== json)
      submission.current = { key: newIdempotencyKey(), values: json };
    return submission.current.key;
  };

  const fallback = action.endpoint.errorMessage;

  const runOne = async (record: RaRecord, values: Record<string, unknown>, key?: string) =>
    dataProvider.callEnvelope(action.endpoint, { record, values }, { idempotencyKey: key });

  const send = async (values: Record<string, unknown>) => {
    const key = keyFor(values);
    setPending(true);
    setError(null);
    try {
      if (!bulk) {
        const envelope = await runOne(records[0], values, key);
        const success = action.success ? textOf(action.success, records[0]) : envelope.message;
        notify(success || action.label, { type: 'success' });
        await refresh([resource, ...(action.refresh ?? [])]);
        onDone(records);
        return;
      }
      if (action.bulkEndpoint) {
        const envelope = await dataProvider.callEnvelope(
          action.bulkEndpoint,
          { records, values },
          { idempotencyKey: key },
        );
        notify(envelope.message || bulkSummary(action, records.length, []), { type: 'success' });
        await refresh([resource, ...(action.refresh ?? [])]);
        onDone(records);
        return;
      }
      const succeeded: RaRecord[] = [];
      const failures: string[] = [];
      setProgress({ done: 0, total: records.length });
      // One at a time: the server sees the same order as the grid, and a step-up refusal stops
      // the run before every record fails the same way. Each record has its own key.
      for (const [index, record] of records.entries()) {
        try {
          await runOne(record, values, key ? `${key}:${String(record.id)}` : undefined);
          succeeded.push(record);
        } catch (failure) {
          if (isStepUpRefusal(failure) && action.stepUp) throw failure;
          failures.push(errorMessageOf(failure, fallback));
        }
        setProgress({ done: index + 1, total: records.length });
      }
      notify(bulkSummary(action, succeeded.length, failures), {
        type: failures.length === 0 ? 'success' : 'warning',
      });
      await refresh([resource, ...(action.refresh ?? [])]);
      onDone(succeeded);
    } catch (failure) {
      if (action.stepUp && isStepUpRefusal(failure)) {
        // The server says the verification has lapsed: verify again, then resend the same key.
        clearMarker(window.sessionStorage);
        waiting.current = values;
        setSteppingUp(true);
        return;
      }
      setError(errorMessageOf(failure, fallback));
    } finally {
      setPending(false);
      setProgress(null);
    }
  };

  const submit = async (raw: Record<string, unknown>) => {
    if (pending) return;
    const values = cleanValues(raw);
    if (action.stepUp && !hasLiveStepUp()) {
      waiting.current = values;
      setSteppingUp(true);
      return;
    }
    await send(values);
  };

  const stepUpVerified = useCallback(() => {
    setSteppingUp(false);
    const values = waiting.current;
    waiting.current = null;
    if (values) void send(values);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `send` reads the latest render's state
  }, [records, action]);

  const stepUpCancelled = useCallback(() => {
    waiting.current = null;
    setSteppingUp(false);
  }, []);

  return { pending, progress, error, steppingUp, submit, stepUpVerified, stepUpCancelled };
}

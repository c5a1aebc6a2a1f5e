import { useState } from 'react';
import { useDataProvider, useLogout, type RaRecord } from 'react-admin';
import type { ExchangeDataProvider } from '../../../dataProvider';
import { isStepUpRefusal } from '../../../dataProvider/mutationPolicy';
import { isAccepted } from '../../../dataProvider/savedAnswer';
import type { ActionSchema } from '../../types';
import { errorMessageOf } from '../ErrorState';
import { useGuardedMutation, type SuccessToast } from '../useGuardedMutation';
import { bulkSummary, cleanValues, textOf } from './actionLogic';
import { purposeOf } from '../stepUp/StepUpPrompt';

/** The fallback of a failed 'delete' action whose provider gave no message. */
const DELETE_FAILED = 'Could not delete the record.';

type Sent = { succeeded: RaRecord[]; toast: SuccessToast };

/**
 * Runs a declared action for one record or a selection through the mutation policy (step-up
 * when declared, one Idempotency-Key per confirmation, pessimistic, toast and refresh); adds the
 * bulk progress. `onDone` closes the dialog. Render `prompt` over the dialog.
 */
export function useActionRunner(
  resource: string,
  action: ActionSchema,
  records: RaRecord[],
  { bulk, onDone }: { bulk: boolean; onDone: (succeeded: RaRecord[]) => void },
) {
  const dataProvider = useDataProvider<ExchangeDataProvider>();
  const logout = useLogout();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const { endpoint } = action;
  const fallback = endpoint === 'delete' ? DELETE_FAILED : endpoint.errorMessage;
  const policy = useGuardedMutation<Sent>({
    purpose: bulk
      ? `${action.label.toLowerCase()} ${records.length} records`
      : purposeOf(textOf(action.confirm.title, records[0])),
    stepUp: Boolean(action.stepUp),
    idempotent: action.idempotent !== false,
    errorMessage: fallback,
    refresh: [resource, ...(action.refresh ?? [])],
    success: (sent) => sent.toast,
  });

  const runOne = async (record: RaRecord, values: Record<string, unknown>, key?: string) => {
    if (endpoint !== 'delete')
      return dataProvider.callEnvelope(endpoint, { record, values }, { idempotencyKey: key });
    await dataProvider.delete(resource, { id: record.id, previousData: record });
    return { success: true, message: '' };
  };

  const send = async (values: Record<string, unknown>, key?: string): Promise<Sent> => {
    if (!bulk) {
      const envelope = await runOne(records[0], values, key);
      // A change sent for approval (202) says so in the server's words, never "done".
      const declared = action.success && !isAccepted(envelope) ? action.success : undefined;
      const success =
        typeof declared === 'function'
          ? declared(records[0], envelope)
          : (declared ?? envelope.message);
      return { succeeded: records, toast: success || action.label };
    }
    if (action.bulkEndpoint) {
      const envelope = await dataProvider.callEnvelope(
        action.bulkEndpoint,
        { records, values },
        { idempotencyKey: key },
      );
      return {
        succeeded: records,
        toast: envelope.message || bulkSummary(action, records.length, []),
      };
    }
    const succeeded: RaRecord[] = [];
    const failures: string[] = [];
    setProgress({ done: 0, total: records.length });
    try {
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
    } finally {
      setProgress(null);
    }
    const message = bulkSummary(action, succeeded.length, failures);
    return { succeeded, toast: { message, type: failures.length === 0 ? 'success' : 'warning' } };
  };

  const submit = async (raw: Record<string, unknown>) => {
    const values = cleanValues(raw);
    const outcome = await policy.run(values, (key) => send(values, key));
    if (outcome.status !== 'done') return;
    onDone(outcome.result.succeeded);
    // This browser's own session is gone: sign out here too.
    if (!bulk && action.signsOut?.(records[0])) void logout();
  };

  return { pending: policy.pending, progress, error: policy.error, prompt: policy.prompt, submit };
}

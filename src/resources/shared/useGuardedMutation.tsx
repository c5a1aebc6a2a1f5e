import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNotify, type NotificationType } from 'react-admin';
import { errorHint } from '../../dataProvider/errorText';
import {
  idempotencyKeeper,
  runMutationPolicy,
  type PolicyOutcome,
  type StepUp,
} from '../../dataProvider/mutationPolicy';
import { clearMarker, hasValidMarker } from './stepUp/gateState';
import { StepUpPrompt } from './stepUp/StepUpPrompt';

/** A toast after success: its text, and a warning instead of a success (a bulk run's failures). */
export type SuccessToast = string | { message: string; type: 'success' | 'warning' } | undefined;

export interface GuardedMutationOptions<T> {
  /** What the step-up names: "approve this withdrawal". */
  purpose: string;
  /**
   * true: the engine's prompt over the dialog; 'onRefusal': the same prompt, asked only once the
   * server refuses for want of a step-up (a request whose need the server decides); a StepUp: the
   * caller's (the wallet's page gate).
   */
  stepUp?: boolean | 'onRefusal' | StepUp;
  /** Send an Idempotency-Key (default true), kept across retries of the same values. */
  idempotent?: boolean;
  /** The action's default message when a failure carries none. */
  errorMessage: string;
  /** Resources whose lists and records refetch after a success (the action log always does). */
  refresh?: string[];
  /** Other caches to refetch after a success (the wallet's). */
  invalidate?: QueryKey[];
  /** Refetch after a failure too: a run of several calls may have done part of its work. */
  refreshAfterFailure?: boolean;
  success?: (result: T) => SuccessToast;
  /** Runs after a success, before its toast and the refetch (a page that must move on first). */
  onDone?: (result: T) => void;
  /** 'toast' the failure, or leave it in `error` for the dialog to show ('inline', default). */
  failure?: 'toast' | 'inline';
  /** The toasts' duration (the wallet's 3000 ms); react-admin's default otherwise. */
  toastMs?: number;
}

/**
 * The server's logs of admin mutations: the action log (the bell and /admin/notification) and the
 * audit trail (its grid and the records' History). Each changes after every mutation.
 */
const LOG_RESOURCES = ['notification', 'audit'];

/** Refetches the named resources' lists and records, and the logs in the background. */
export function useRefreshResources() {
  const queryClient = useQueryClient();
  return useCallback(
    async (resources: string[], other: QueryKey[] = []) => {
      // The logs refresh in the background: the caller waits only for its own records.
      for (const log of LOG_RESOURCES) void queryClient.invalidateQueries({ queryKey: [log] });
      const keys = [...new Set(resources)].map((name) => [name] as QueryKey).concat(other);
      // react-query owns every cache, the whole lists included: invalidating refetches them.
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    [queryClient],
  );
}

/** The policy's step-up for the option: 'onRefusal' counts as live until the server says not. */
function stepUpOf(option: GuardedMutationOptions<unknown>['stepUp'], prompt: StepUp) {
  if (option === true) return prompt;
  if (option === 'onRefusal') return { ...prompt, isLive: () => true };
  return option || undefined;
}

/** What the hook waits for the admin to answer: the caller's confirmation, or the code. */
type Question = { resolve: (yes: boolean) => void } & (
  { stepUp: false } | { stepUp: true; purpose: string }
);

/**
 * The mutation policy (dataProvider/mutationPolicy.ts) in a screen: `run` confirms (when asked),
 * steps up, sends with the submission's key, re-prompts once on a 403 step-up refusal, then
 * refreshes and toasts. The caller renders `prompt`, and its own confirmation with `confirmProps`.
 */
export function useGuardedMutation<T>(options: GuardedMutationOptions<T>) {
  const latest = useRef(options);
  latest.current = options;
  const notify = useNotify();
  const refresh = useRefreshResources();
  const [keeper] = useState(idempotencyKeeper);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [question, setQuestion] = useState<Question | null>(null);
  const busy = useRef(false);

  const reply = (yes: boolean) => {
    setQuestion(null);
    question?.resolve(yes);
  };

  const promptStepUp = useMemo<StepUp>(
    () => ({
      isLive: () => hasValidMarker(window.sessionStorage),
      lapse: () => clearMarker(window.sessionStorage),
      ask: (purpose) => {
        // The dialog behind waits for the code, not for the server.
        setPending(false);
        return new Promise((resolve) => setQuestion({ stepUp: true, purpose, resolve }));
      },
    }),
    [],
  );

  const run = async (
    values: unknown,
    send: (idempotencyKey?: string) => Promise<T>,
    { confirm = false } = {},
  ): Promise<PolicyOutcome<T>> => {
    // One run at a time: a second click cannot start a second send.
    if (busy.current) return { status: 'cancelled' };
    busy.current = true;
    const o = latest.current;
    setError(null);
    try {
      const outcome = await runMutationPolicy({
        purpose: o.purpose,
        stepUp: stepUpOf(o.stepUp, promptStepUp),
        idempotencyKey: o.idempotent === false ? undefined : keeper.keyFor(values),
        errorMessage: o.errorMessage,
        confirm: confirm
          ? () => new Promise<boolean>((resolve) => setQuestion({ stepUp: false, resolve }))
          : undefined,
        send: (key) => {
          setPending(true);
          return send(key);
        },
      });
      const toast = (message: string, type: NotificationType, detail?: string) =>
        notify(message, { type, autoHideDuration: o.toastMs, detail });
      if (outcome.status === 'done') {
        keeper.forget();
        o.onDone?.(outcome.result);
        const said = o.success?.(outcome.result);
        if (typeof said === 'string' && said) toast(said, 'success');
        else if (typeof said === 'object') toast(said.message, said.type);
      } else if (outcome.status === 'failed' && o.failure === 'toast')
        toast(outcome.message, 'error', errorHint(outcome.error));
      else if (outcome.status === 'failed') setError(outcome.message);
      // After a success the dialog closes on the new state; after a failure it shows the message
      // at once, and what a partial run changed arrives behind it.
      if (outcome.status === 'done') await refresh(o.refresh ?? [], o.invalidate);
      else if (outcome.status === 'failed' && o.refreshAfterFailure)
        void refresh(o.refresh ?? [], o.invalidate);
      return outcome;
    } finally {
      busy.current = false;
      setPending(false);
      setQuestion(null);
    }
  };

  return {
    run,
    /** A run is under way (confirming, stepping up or sending). */
    busy: () => busy.current,
    pending,
    error,
    /** The caller's confirmation (react-admin's `<Confirm>` takes them as they are). */
    confirmProps: {
      isOpen: question?.stepUp === false,
      loading: pending,
      onConfirm: () => reply(true),
      onClose: () => reply(false),
    },
    /** The step-up dialog is open over the caller's. */
    steppingUp: question?.stepUp === true,
    prompt: (question?.stepUp ? (
      <StepUpPrompt
        purpose={question.purpose}
        onVerified={() => reply(true)}
        onCancel={() => reply(false)}
      />
    ) : null) as ReactNode,
  };
}

import { useCallback, useRef, useState } from 'react';
import { useDataProvider, useSaveContext, type RaRecord } from 'react-admin';
import { newIdempotencyKey } from '../../dataProvider';
import { clearMarker } from '../../custom/wallet/gate/gateState';
import type { ResourceSchema } from '../types';
import { hasLiveStepUp, isStepUpRefusal } from './actions/StepUpPrompt';

type Values = Record<string, unknown>;
type Related = Record<string, RaRecord | undefined>;
export type GuardStage = 'confirm' | 'stepUp' | 'sending' | null;

export interface GuardedCreate {
  /** The form's onSubmit: resolves (with server field errors, if any) once the flow has ended. */
  onSubmit: (values: Values) => Promise<unknown>;
  stage: GuardStage;
  values: Values | null;
  /** The records the reference fields point at; null while they load. */
  related: Related | null;
  confirmed: () => void;
  cancelled: () => void;
  stepUpVerified: () => void;
}

/**
 * The create form's submission for a schema with `createForm`: confirmation (with the referenced
 * records, e.g. the chosen plan), then the wallet gate's step-up when it has lapsed, then one save
 * carrying an Idempotency-Key kept while the values stay the same (a retry after a failure or a
 * refused step-up re-sends the same key: the server creates at most once). The form stays in its
 * submitting state until the flow ends, so a second click cannot start a second one.
 */
export function useGuardedCreate(
  schema: ResourceSchema,
  onFailure: (error: unknown) => void,
): GuardedCreate {
  const form = schema.createForm ?? {};
  const { save } = useSaveContext();
  const dataProvider = useDataProvider();
  const [stage, setStage] = useState<GuardStage>(null);
  const [related, setRelated] = useState<Related | null>(null);
  const pending = useRef<{ values: Values; resolve: (result: unknown) => void } | null>(null);
  const submission = useRef<{ key: string; json: string } | null>(null);

  const keyFor = (values: Values): string | undefined => {
    if (!form.idempotent) return undefined;
    const json = JSON.stringify(values);
    if (submission.current?.json !== json) submission.current = { key: newIdempotencyKey(), json };
    return submission.current.key;
  };

  const finish = (result?: unknown) => {
    const current = pending.current;
    pending.current = null;
    setStage(null);
    current?.resolve(result);
  };

  const send = async () => {
    const current = pending.current;
    if (!current || !save) return;
    setStage('sending');
    let refused = false;
    const fieldErrors = await save(current.values, {
      meta: { idempotencyKey: keyFor(current.values) },
      onError: (error: unknown) => {
        if (form.stepUp && isStepUpRefusal(error)) refused = true;
        else onFailure(error);
      },
    });
    if (refused) {
      // The server says the verification lapsed: verify again, then resend the same key.
      clearMarker(window.sessionStorage);
      setStage('stepUp');
      return;
    }
    finish(fieldErrors);
  };

  const proceed = () => {
    if (form.stepUp && !hasLiveStepUp()) setStage('stepUp');
    else void send();
  };

  const loadRelated = async (values: Values): Promise<Related> => {
    const references = schema.fields.filter(
      (f) => f.type === 'reference' && f.reference && f.views.includes('create'),
    );
    const entries = await Promise.all(
      references.map(async (field) => {
        const id = values[field.source];
        if (id === undefined || id === null || id === '') return [field.source, undefined];
        const record = await dataProvider
          .getOne(field.reference!.resource, { id: id as string })
          .then((answer) => answer.data as RaRecord)
          .catch(() => undefined);
        return [field.source, record];
      }),
    );
    return Object.fromEntries(entries) as Related;
  };

  const onSubmit = (values: Values) => {
    if (pending.current) return Promise.resolve(undefined);
    return new Promise<unknown>((resolve) => {
      pending.current = { values, resolve };
      if (!form.confirm) return proceed();
      setRelated(null);
      setStage('confirm');
      void loadRelated(values).then(setRelated);
    });
  };

  // `send` reads refs and `save`: a new callback only when `save` changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stepUpVerified = useCallback(() => void send(), [save]);

  return {
    onSubmit,
    stage,
    values: pending.current?.values ?? null,
    related,
    confirmed: proceed,
    cancelled: () => finish(undefined),
    stepUpVerified,
  };
}

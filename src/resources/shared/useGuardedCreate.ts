import { useState } from 'react';
import { HttpError, useDataProvider, useSaveContext, type RaRecord } from 'react-admin';
import type { CreateFormSchema, ResourceSchema } from '../types';
import { purposeOf } from './stepUp/StepUpPrompt';
import { useGuardedMutation } from './useGuardedMutation';

type Values = Record<string, unknown>;

/** What the form's step-up names: "stake platform funds", from its confirmation's title. */
export const createPurposeOf = (form: CreateFormSchema): string =>
  form.purpose ?? (form.confirm ? purposeOf(form.confirm.title) : 'create this record');
type Related = Record<string, RaRecord | undefined>;

/**
 * The create form's submission for a schema with `createForm`, through the mutation policy:
 * confirmation (with the referenced records, e.g. the chosen plan), the step-up when declared,
 * then one save carrying the submission's Idempotency-Key. The form stays in its submitting state
 * until the flow ends, so a second click cannot start a second one. react-admin's Create toasts
 * and redirects on success; a failure goes to `onFailure` and its field errors under the inputs.
 */
export function useGuardedCreate(schema: ResourceSchema, onFailure: (error: unknown) => void) {
  const form = schema.createForm ?? {};
  const { save } = useSaveContext();
  const dataProvider = useDataProvider();
  const [values, setValues] = useState<Values | null>(null);
  const [related, setRelated] = useState<Related | null>(null);
  const policy = useGuardedMutation<void>({
    purpose: createPurposeOf(form),
    stepUp: Boolean(form.stepUp),
    idempotent: Boolean(form.idempotent),
    errorMessage: schema.create?.errorMessage ?? 'Create failed!',
  });

  const send = async (submitted: Values, idempotencyKey?: string) => {
    // react-admin's save resolves in any case: its onError says whether the server refused.
    let failure: { error: unknown } | null = null;
    await save?.(submitted, {
      meta: { idempotencyKey },
      onError: (error: unknown) => {
        failure = { error };
      },
    });
    if (failure) throw (failure as { error: unknown }).error;
  };

  const loadRelated = async (submitted: Values): Promise<Related> => {
    const references = schema.fields.filter(
      (f) => f.type === 'reference' && f.reference && f.views.includes('create'),
    );
    const entries = await Promise.all(
      references.map(async (field) => {
        const id = submitted[field.source];
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

  /** The form's onSubmit: resolves (with server field errors, if any) once the flow has ended. */
  const onSubmit = async (submitted: Values): Promise<unknown> => {
    if (policy.busy()) return undefined;
    setValues(submitted);
    if (form.confirm) {
      setRelated(null);
      void loadRelated(submitted).then(setRelated);
    }
    const outcome = await policy.run(submitted, (key) => send(submitted, key), {
      confirm: Boolean(form.confirm),
    });
    setValues(null);
    if (outcome.status !== 'failed') return undefined;
    onFailure(outcome.error);
    return outcome.error instanceof HttpError ? outcome.error.body?.errors : undefined;
  };

  return { ...policy, onSubmit, values, related };
}

export type GuardedCreate = ReturnType<typeof useGuardedCreate>;

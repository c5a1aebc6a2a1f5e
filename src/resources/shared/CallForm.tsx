import { cloneElement, useEffect, useRef, useState, type RefObject } from 'react';
import { Confirm, Form, HttpError, Title, useDataProvider } from 'react-admin';
import { useFormContext, type UseFormReturn } from 'react-hook-form';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { CallEndpoint, Envelope, ExchangeDataProvider } from '../../dataProvider';
import type { FieldSchema } from '../types';
import { inputFor } from './inputFor';
import { useGuardedMutation, type GuardedMutationOptions } from './useGuardedMutation';

type Values = Record<string, unknown>;

/** One form sending one call, not a record's create or edit (change password, a self transfer). */
export interface CallFormSchema {
  /** The page's title and its heading. */
  title: string;
  intro?: string;
  /** What a step-up names ("move funds between platform wallets"); default: the title. */
  purpose?: string;
  /** The inputs, checked by their declared rules (and `check`) before anything is sent. */
  fields: FieldSchema[];
  /** Inputs side by side on wide screens (default 1). */
  columns?: 1 | 2;
  /** A short form on one line (a code and its button): inputs 240 px wide, the buttons beside. */
  row?: boolean;
  /**
   * Builds its body from the form's values; `errorMessage` when a failure says nothing. An
   * idempotent form's values carry the submission's `idempotencyKey`, for a body that sends it.
   */
  endpoint: CallEndpoint<Values>;
  /** Asked before sending (a money move); its text reads the values submitted. */
  confirm?: {
    title: string;
    text: (values: Values) => string;
    label: string;
    color?: 'primary' | 'warning';
  };
  /** The mutation policy beyond a plain call (default: no step-up, no key, failures inline). */
  policy?: Pick<
    GuardedMutationOptions<Envelope>,
    'stepUp' | 'idempotent' | 'failure' | 'toastMs' | 'invalidate'
  >;
  /** `destructive`: it turns something off (outlined, in the error colour). */
  submit: { label: string; pending: string; destructive?: boolean };
  /** A second button beside the submit (leave a setup). */
  cancel?: { label: string; onClick: () => void };
  /**
   * The toast after a success (or read from the answer; none when empty); the form then starts
   * again, empty.
   */
  success: string | ((envelope: Envelope) => string);
  /** After a success, before the caches refetch (drop the 2FA step-up marker, keep the answer). */
  done?: (envelope: Envelope) => void;
  /** Inputs whose values stay after a success (the wallets of a transfer). */
  keep?: string[];
  /** Inputs emptied, and the first focused, when the server refuses (a one-time code is spent). */
  clear?: string[];
  /** The input under which a failure the server pinned on no field shows (default: above all). */
  failureUnder?: string;
}

/** A declared call form as a page: its heading and intro over one card holding the form. */
export function CallForm({ form }: { form: CallFormSchema }) {
  return (
    <Box sx={{ maxWidth: 560, width: '100%', mx: 'auto' }}>
      <Title title={form.title} />
      <Typography variant="h4" component="h1" sx={{ mb: 0.5 }}>
        {form.title}
      </Typography>
      {form.intro ? (
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          {form.intro}
        </Typography>
      ) : null}
      <Card>
        <CardContent>
          <CallFormBody form={form} />
        </CardContent>
      </Card>
    </Box>
  );
}

/**
 * The form alone, for a page's own section: the inputs (inputFor) and the submit button. It is
 * sent through the mutation policy (confirmed when declared, one run at a time); the server's
 * per-field `errors` show under their inputs, any other failure above them (or as a toast), and
 * what was typed stays until a success.
 */
export function CallFormBody({ form, heading }: { form: CallFormSchema; heading?: boolean }) {
  const dataProvider = useDataProvider<ExchangeDataProvider>();
  const methods = useRef<UseFormReturn | null>(null);
  // A success mounts a fresh form: empty values (but `keep`), no errors, nothing touched.
  const [round, setRound] = useState<{ n: number; kept?: Values }>({ n: 0 });
  const [failure, setFailure] = useState<string | null>(null);
  const [asked, setAsked] = useState<Values>({});
  const { success, policy: options } = form;
  const policy = useGuardedMutation<Envelope>({
    purpose: form.purpose ?? form.title.toLowerCase(),
    idempotent: false,
    errorMessage: form.endpoint.errorMessage,
    success: (envelope) => (typeof success === 'string' ? success : success(envelope)),
    onDone: form.done,
    ...options,
  });

  const onSubmit = async (values: Values) => {
    setFailure(null);
    setAsked(values);
    const outcome = await policy.run(
      values,
      (key) =>
        dataProvider.callEnvelope(
          form.endpoint,
          key ? { ...values, idempotencyKey: key } : values,
          {
            idempotencyKey: key,
          },
        ),
      { confirm: Boolean(form.confirm) },
    );
    if (outcome.status === 'done') {
      const kept = Object.fromEntries((form.keep ?? []).map((source) => [source, values[source]]));
      setRound(({ n }) => ({ n: n + 1, kept }));
    }
    if (outcome.status !== 'failed') return undefined;
    const { clear = [], failureUnder: under } = form;
    clear.forEach((source) => methods.current?.setValue(source, ''));
    if (clear[0]) methods.current?.setFocus(clear[0]);
    const errors = outcome.error instanceof HttpError ? outcome.error.body?.errors : undefined;
    if (!errors && under) return { [under]: outcome.message };
    if (!errors && options?.failure !== 'toast') setFailure(outcome.message);
    return errors;
  };
  const { row, cancel, submit } = form;
  const buttons = (
    // In a row, level with the inputs' top margin (padding: the row's spacing resets margins).
    <Box
      sx={{
        display: 'flex',
        gap: 1.5,
        ...(row ? { pt: form.fields.length ? 1 : 0 } : { mt: 1, justifyContent: 'flex-end' }),
      }}
    >
      <Button
        type="submit"
        variant={submit.destructive ? 'outlined' : 'contained'}
        color={submit.destructive ? 'error' : 'primary'}
        disabled={policy.pending}
      >
        {policy.pending ? submit.pending : submit.label}
      </Button>
      {cancel ? (
        <Button color="inherit" onClick={cancel.onClick} disabled={policy.pending}>
          {cancel.label}
        </Button>
      ) : null}
    </Box>
  );

  return (
    <Form
      key={round.n}
      defaultValues={round.kept}
      onSubmit={onSubmit}
      noValidate
      disableInvalidFormNotification
    >
      <FormMethods formRef={methods} />
      {heading ? (
        <>
          <Typography fontWeight={600} gutterBottom={!form.intro}>
            {form.title}
          </Typography>
          {form.intro ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {form.intro}
            </Typography>
          ) : null}
        </>
      ) : null}
      <Stack
        direction={{ xs: 'column', sm: row ? 'row' : 'column' }}
        spacing={row ? 1.5 : 0}
        alignItems={row ? { sm: 'flex-start' } : undefined}
      >
        {form.fields.length || failure ? (
          <Box
            aria-busy={policy.pending}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: `repeat(${form.columns ?? 1}, 1fr)` },
              columnGap: 2,
              rowGap: 1,
              ...(row && form.fields.length ? { width: { xs: '100%', sm: 240 } } : {}),
            }}
          >
            {failure ? (
              <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
                {failure}
              </Alert>
            ) : null}
            {form.fields.map((field) => cloneElement(inputFor(field), { key: field.source }))}
          </Box>
        ) : null}
        {buttons}
      </Stack>
      {form.confirm ? (
        <Confirm
          {...policy.confirmProps}
          title={form.confirm.title}
          content={<span>{form.confirm.text(asked)}</span>}
          confirm={form.confirm.label}
          confirmColor={form.confirm.color}
        />
      ) : null}
      {policy.prompt}
    </Form>
  );
}

/** Hands the form's methods to the body's submit (to empty and focus a refused code). */
function FormMethods({ formRef }: { formRef: RefObject<UseFormReturn | null> }) {
  const methods = useFormContext();
  useEffect(() => {
    formRef.current = methods;
  });
  return null;
}

import { cloneElement, useState } from 'react';
import { Form, HttpError, Title, useDataProvider } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import type { CallEndpoint, ExchangeDataProvider } from '../../dataProvider';
import type { FieldSchema } from '../types';
import { inputFor } from './inputFor';
import { useGuardedMutation } from './useGuardedMutation';

/** A page that is one form sending one call, not a record's create or edit (change password). */
export interface CallFormSchema {
  /** The page's title and its heading. */
  title: string;
  intro?: string;
  /** The inputs, checked by their declared rules (and `check`) before anything is sent. */
  fields: FieldSchema[];
  /** Builds its body from the form's values; `errorMessage` when a failure says nothing. */
  endpoint: CallEndpoint<Record<string, unknown>>;
  submit: { label: string; pending: string };
  /** The toast after a success; the form then starts again, empty. */
  success: string;
}

/**
 * A declared call form as a page: its heading and intro, one card of inputs (inputFor) and the
 * submit button. It is sent through the mutation policy (one run at a time); the server's
 * per-field `errors` show under their inputs, any other failure above them, and what was typed
 * stays until a success.
 */
export function CallForm({ form }: { form: CallFormSchema }) {
  const dataProvider = useDataProvider<ExchangeDataProvider>();
  // A success mounts a fresh form: empty values, no errors, nothing touched.
  const [round, setRound] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const policy = useGuardedMutation({
    purpose: form.title.toLowerCase(),
    idempotent: false,
    errorMessage: form.endpoint.errorMessage,
    success: () => form.success,
  });

  const onSubmit = async (values: Record<string, unknown>) => {
    setFailure(null);
    const outcome = await policy.run(values, () => dataProvider.call(form.endpoint, values));
    if (outcome.status === 'done') setRound((n) => n + 1);
    if (outcome.status !== 'failed') return undefined;
    const errors = outcome.error instanceof HttpError ? outcome.error.body?.errors : undefined;
    if (!errors) setFailure(outcome.message);
    return errors;
  };

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
      <Card aria-busy={policy.pending}>
        <Form key={round} onSubmit={onSubmit} noValidate disableInvalidFormNotification>
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            {form.fields.map((field) => cloneElement(inputFor(field), { key: field.source }))}
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
              <Button type="submit" variant="contained" disabled={policy.pending}>
                {policy.pending ? form.submit.pending : form.submit.label}
              </Button>
            </Box>
          </CardContent>
        </Form>
      </Card>
    </Box>
  );
}

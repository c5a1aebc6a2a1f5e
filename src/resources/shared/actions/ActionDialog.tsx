import { cloneElement, useId, useMemo, type ReactElement } from 'react';
import { Alert, Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Form, TextInput, type RaRecord } from 'react-admin';
import type { ActionSchema } from '../../types';
import { inputFor } from '../inputFor';
import { validationOf } from '../validation';
import { defaultBulkText, textOf } from './actionLogic';
import { useActionRunner } from './useActionRunner';
import { ConfirmActions, ConfirmProgress } from './ConfirmDialogParts';

interface ActionDialogProps {
  resource: string;
  action: ActionSchema;
  /** The record (one) or the selection (bulk). */
  records: RaRecord[];
  bulk?: boolean;
  onClose: () => void;
  /** After success, with the records that succeeded (bulk: to unselect them). */
  onDone?: (succeeded: RaRecord[]) => void;
}

// The dialog's own values, not the record's: react-admin's Form would prefill from the record.
const NO_RECORD = {};

/** The confirmation of a declared action: its text, reason and inputs, progress and failure. */
export function ActionDialog({
  resource,
  action,
  records,
  bulk = false,
  onClose,
  onDone,
}: ActionDialogProps) {
  const titleId = useId();
  const runner = useActionRunner(resource, action, records, {
    bulk,
    onDone: (succeeded) => {
      onDone?.(succeeded);
      onClose();
    },
  });
  const first = records[0];
  // Computed once per dialog: a new object each render would reset what the admin has typed.
  const initial = useMemo(
    () => (!bulk && action.initial ? action.initial(first) : NO_RECORD),
    [action, bulk, first],
  );
  const title = bulk ? `${action.label} (${records.length})` : textOf(action.confirm.title, first);
  const text = bulk
    ? (action.confirm.bulkText?.(records) ?? defaultBulkText(action, records.length))
    : textOf(action.confirm.text, first);
  const confirmLabel = action.confirm.label ?? action.label;
  const reason =
    action.reason?.when && !records.some(action.reason.when) ? undefined : action.reason;
  const close = () => {
    if (!runner.pending) onClose();
  };

  return (
    <Dialog open onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Form
        record={initial}
        // The message under the input says it; no extra toast over the dialog.
        disableInvalidFormNotification
        onSubmit={(values: Record<string, unknown>) => runner.submit(values)}
        noValidate
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: reason || action.inputs ? 2 : 0 }}>{text}</DialogContentText>
          {runner.error ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {runner.error}
            </Alert>
          ) : null}
          {reason ? (
            <TextInput
              source="reason"
              label={reason.label ?? 'Reason'}
              multiline
              minRows={3}
              fullWidth
              helperText={reason.helper ?? false}
              validate={validationOf({ label: reason.label ?? 'Reason', rules: reason.rules })}
              disabled={runner.pending}
              isRequired={Boolean(reason.rules?.required)}
            />
          ) : null}
          {(action.inputs ?? []).map((field) =>
            cloneElement(inputFor(field) as ReactElement<{ disabled?: boolean }>, {
              key: field.source,
              disabled: runner.pending,
            }),
          )}
          {runner.progress ? (
            <ConfirmProgress
              {...runner.progress}
              text={`${runner.progress.done} of ${runner.progress.total}`}
            />
          ) : null}
        </DialogContent>
        <ConfirmActions
          label={confirmLabel}
          onCancel={close}
          busy={runner.pending}
          color={action.color}
        />
      </Form>
      {runner.prompt}
    </Dialog>
  );
}

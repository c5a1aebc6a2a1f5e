import { useId } from 'react';
import {
  CircularProgress,
  Dialog,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { ConfirmActions } from './actions/ConfirmDialogParts';
import type { CreateFormSchema } from '../types';
import type { GuardedCreate } from './useGuardedCreate';

/** The create form's confirmation (with what it will do) and the step-up over it. */
export function CreateGuardDialogs({
  form,
  guard,
}: {
  form: CreateFormSchema;
  guard: GuardedCreate;
}) {
  const titleId = useId();
  const { confirm } = form;
  const { isOpen, onConfirm, onClose } = guard.confirmProps;
  if (guard.prompt) return guard.prompt;
  if (!isOpen || !confirm || !guard.values) return null;
  const ready = guard.related !== null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{confirm.title}</DialogTitle>
      <DialogContent>
        {ready ? (
          <DialogContentText>{confirm.text(guard.values, guard.related ?? {})}</DialogContentText>
        ) : (
          <CircularProgress size={24} aria-label="Loading the details" />
        )}
      </DialogContent>
      <ConfirmActions
        label={confirm.label ?? 'Confirm'}
        onCancel={onClose}
        onConfirm={onConfirm}
        disabled={!ready}
      />
    </Dialog>
  );
}

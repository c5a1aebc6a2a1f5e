import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useNotify, useRecordContext } from 'react-admin';
import { errors } from '../../messages/catalogue';
import { ConfirmButton } from '../shared/ConfirmButton';
import { errorMessageOf } from '../shared/ErrorState';
import { useRecordUpdate } from '../shared/useRecordMutation';
import { REASON_MAX, REASON_MIN, kycSchema, type KycRecord } from './schema';

export const reasonError = `Enter a reason of ${REASON_MIN} to ${REASON_MAX} characters.`;

/** Approve or reject a pending KYC submission (POST /admin/verifyKyc), each after a confirmation. */
export function KycReviewActions() {
  const record = useRecordContext<KycRecord>();
  const notify = useNotify();
  // The user's kycStatus follows the decision: refresh the users too.
  const update = useRecordUpdate(kycSchema.name, ['user']);
  const [rejecting, setRejecting] = useState(false);
  if (!record) return null;

  const decide = (status: 'approved' | 'rejected', reason?: string) =>
    update
      .mutateAsync({
        id: record.id,
        data: { status, ...(reason ? { reason } : {}) },
        previousData: record,
      })
      .then(
        () => notify(status === 'approved' ? 'KYC approved' : 'KYC rejected', { type: 'success' }),
        (error: unknown) => {
          notify(errorMessageOf(error, errors.kycUpdate), { type: 'error' });
          throw error;
        },
      );

  return (
    <>
      {record.status === 'pending' ? (
        <>
          <ConfirmButton
            label="Approve"
            color="success"
            startIcon={<CheckIcon />}
            title="Approve this KYC submission?"
            content={`${record.name}'s identity will be marked as verified.`}
            confirmLabel="Approve"
            onConfirm={() => decide('approved')}
          />
          <Button
            variant="outlined"
            color="error"
            startIcon={<CloseIcon />}
            onClick={() => setRejecting(true)}
          >
            Reject
          </Button>
        </>
      ) : null}
      <RejectDialog
        open={rejecting}
        name={record.name}
        onClose={() => setRejecting(false)}
        onReject={(reason) => decide('rejected', reason).then(() => setRejecting(false))}
      />
    </>
  );
}

interface RejectDialogProps {
  open: boolean;
  name: string;
  onClose: () => void;
  onReject: (reason: string) => Promise<unknown>;
}

/** Rejecting needs a reason the user will see: 3 to 500 characters. Nothing typed is lost on error. */
function RejectDialog({ open, name, onClose, onReject }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const trimmed = reason.trim();
  const invalid = trimmed.length < REASON_MIN || trimmed.length > REASON_MAX;
  const showError = touched && invalid;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid) return;
    setPending(true);
    setServerError(null);
    try {
      await onReject(trimmed);
      setReason('');
      setTouched(false);
    } catch (error) {
      setServerError(errorMessageOf(error, errors.kycUpdate));
    } finally {
      setPending(false);
    }
  };

  const close = () => {
    if (pending) return;
    setServerError(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="kyc-reject-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="kyc-reject-title">Reject this KYC submission?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {name} will see this reason and can submit new documents.
          </DialogContentText>
          {serverError ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {serverError}
            </Alert>
          ) : null}
          <TextField
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
            required
            multiline
            minRows={3}
            fullWidth
            error={showError}
            helperText={showError ? reasonError : `${trimmed.length}/${REASON_MAX}`}
            slotProps={{ htmlInput: { maxLength: REASON_MAX + 50 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={pending}>
            Reject
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

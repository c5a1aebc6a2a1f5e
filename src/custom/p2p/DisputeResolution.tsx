import { useState } from 'react';
import { useGetOne, type Identifier } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { callEnvelope, callResult } from '../../dataProvider/endpoint';
import { newIdempotencyKey } from '../../dataProvider/httpClient';
import { GateFrame } from '../wallet/gate/GateFrame';
import { useWalletGate } from '../wallet/gate/useWalletGate';
import { useWalletToast } from '../wallet/useWalletToast';
import { errorMessage, isStepUpRequired } from '../wallet/api';
import type { DisputeRecord } from '../../resources/p2p/disputes';
import { GET_DISPUTES_FAILED } from '../../resources/p2p/disputes';
import {
  confirmationText,
  outcomeLabels,
  reasonError,
  REASON_MAX,
  resolveDisputeEndpoint,
  type DisputeOutcome,
} from '../../resources/p2p/resolution';
import { DisputeFacts } from './DisputeFacts';
import type { TradeDetail } from './TradeTimeline';

const RESOURCE = 'p2p/raise-dispute';

/**
 * Dispute resolution (the design card's custom flow): both parties, timeline and evidence, an
 * explicit outcome, a reason, a confirmation naming amount, asset and receiver, the wallet's 2FA
 * step-up, and one idempotency key per confirmation. Then the dispute, trade and balances reload.
 */
export function DisputeResolution({ id }: { id?: Identifier }) {
  const gate = useWalletGate();
  return (
    <GateFrame gate={gate}>
      <ResolutionBody id={String(id)} gate={gate} />
    </GateFrame>
  );
}

function ResolutionBody({ id, gate }: { id: string; gate: ReturnType<typeof useWalletGate> }) {
  const toast = useWalletToast();
  const queryClient = useQueryClient();
  const dispute = useGetOne<DisputeRecord & { id: string }>(RESOURCE, { id });
  const tradeId = dispute.data?.tradeId;
  const trade = useQuery({
    queryKey: ['p2p', 'trade', tradeId],
    enabled: Boolean(tradeId),
    queryFn: ({ signal }) =>
      callResult<{ tradeId: string }, TradeDetail>(
        {
          method: 'GET',
          path: ({ tradeId: t }) => `/p2p/trade/${t}`,
          errorMessage: GET_DISPUTES_FAILED,
        },
        { tradeId: tradeId as string },
        { signal },
      ),
  });
  const [outcome, setOutcome] = useState<DisputeOutcome | null>(null);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState<{ key: string } | null>(null);

  const resolve = useMutation({
    mutationFn: (key: string) =>
      callEnvelope(
        resolveDisputeEndpoint,
        { disputeId: id, outcome: outcome as DisputeOutcome, reason },
        { idempotencyKey: key },
      ),
    onSuccess: (envelope) => {
      toast.success(envelope.message ?? 'Dispute resolved');
      setConfirming(null);
      void dispute.refetch();
      void queryClient.invalidateQueries({ queryKey: ['p2p', 'trade'] });
    },
    onError: (error) => {
      setConfirming(null);
      if (isStepUpRequired(error)) gate.stepUpRefused();
      toast.error(errorMessage(error, resolveDisputeEndpoint.errorMessage));
      void dispute.refetch();
    },
  });

  if (dispute.isPending) return <CircularProgress aria-label="Loading the dispute" />;
  if (dispute.error || !dispute.data)
    return <Alert severity="error">{errorMessage(dispute.error, GET_DISPUTES_FAILED)}</Alert>;
  const d = dispute.data;
  const invalid = reasonError(reason);
  const open = d.status === 'open';

  const ask = () => {
    setTouched(true);
    if (!outcome || invalid) return;
    if (!gate.requireFresh()) return;
    setConfirming({ key: newIdempotencyKey() });
  };

  return (
    <Box sx={{ p: { xs: 1, md: 2 }, maxWidth: 1100 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Dispute on trade {d.orderNo}
      </Typography>
      <Stack spacing={2}>
        {!open && (
          <Alert severity="success" data-testid="resolved">
            {d.status === 'released' ? 'Released to the buyer' : 'Refunded to the seller'} by{' '}
            {d.resolvedBy}: {d.resolutionReason}
          </Alert>
        )}
        <DisputeFacts dispute={d} trade={trade.data} />
        {open && (
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" id="outcome-label">
                Outcome
              </Typography>
              <RadioGroup
                aria-labelledby="outcome-label"
                value={outcome ?? ''}
                onChange={(e) => setOutcome(e.target.value as DisputeOutcome)}
              >
                {(['release', 'refund'] as const).map((o) => (
                  <FormControlLabel
                    key={o}
                    value={o}
                    control={<Radio />}
                    label={outcomeLabels[o]}
                  />
                ))}
              </RadioGroup>
              {touched && !outcome && (
                <Typography color="error" role="alert">
                  Choose an outcome
                </Typography>
              )}
              <TextField
                label="Reason"
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                multiline
                minRows={2}
                fullWidth
                sx={{ mt: 2 }}
                slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
                error={touched && Boolean(invalid)}
                helperText={touched && invalid ? invalid : `${reason.trim().length}/${REASON_MAX}`}
              />
              <Button variant="contained" sx={{ mt: 2 }} onClick={ask} disabled={resolve.isPending}>
                Resolve dispute
              </Button>
            </CardContent>
          </Card>
        )}
      </Stack>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        aria-labelledby="confirm-title"
      >
        <DialogTitle id="confirm-title">Confirm the resolution</DialogTitle>
        <DialogContent>
          <DialogContentText>{outcome && confirmationText(d, outcome)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>Cancel</Button>
          <Button
            variant="contained"
            disabled={resolve.isPending}
            onClick={() => confirming && resolve.mutate(confirming.key)}
          >
            {resolve.isPending ? 'Resolving...' : 'Confirm'}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

import { useId } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { StepUpPrompt } from '../../resources/shared/actions/StepUpPrompt';
import { settlementActions } from '../../resources/staking/facts';
import { useSettleAll, type SettleAnswer } from './useSettleAll';

/**
 * stake/settle's toolbar action: settle every matured stake. The dialog shows the count and the
 * total paid per asset (from the server's preview) before anything moves, then the batch's
 * progress; it cannot be closed while the batch runs.
 */
export function SettleAllButton() {
  const titleId = useId();
  const flow = useSettleAll();
  const { state } = flow;
  const preview = 'preview' in state ? state.preview : null;
  const settling = state.stage === 'settling';
  return (
    <>
      <Button
        size="small"
        color="success"
        startIcon={state.stage === 'previewing' ? <CircularProgress size={16} /> : <DoneAllIcon />}
        disabled={state.stage === 'previewing'}
        onClick={() => void flow.open()}
      >
        Settle all matured
      </Button>
      {preview && state.stage !== 'stepUp' ? (
        <Dialog open onClose={flow.close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
          <DialogTitle id={titleId}>Settle all matured stakes?</DialogTitle>
          <DialogContent>
            <DialogContentText>{confirmationOf(preview)}</DialogContentText>
            {state.stage === 'confirm' && state.error ? (
              <Alert severity="error" sx={{ mt: 2 }}>
                {state.error}
              </Alert>
            ) : null}
            {settling ? (
              <Box role="status" sx={{ mt: 2 }}>
                <LinearProgress
                  variant="determinate"
                  value={state.total ? (state.done / state.total) * 100 : 0}
                  aria-label="Settlement progress"
                />
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {settlementActions.progress(state.done, state.total)}
                </Typography>
              </Box>
            ) : null}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={flow.close} disabled={settling} color="inherit">
              Cancel
            </Button>
            <Button
              variant="contained"
              color="success"
              disabled={settling || preview.settled === 0}
              startIcon={settling ? <CircularProgress size={16} color="inherit" /> : null}
              onClick={() => flow.confirm(preview)}
            >
              Settle all
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
      {state.stage === 'stepUp' ? (
        <StepUpPrompt onVerified={flow.stepUpVerified} onCancel={flow.stepUpCancelled} />
      ) : null}
    </>
  );
}

const confirmationOf = (preview: SettleAnswer) =>
  settlementActions.confirmation(preview.settled, preview.totals);

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
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { StepUpPrompt } from '../../resources/shared/actions/StepUpPrompt';
import { addDecimals } from '../../resources/staking/declared';
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
            <SettlementSummary preview={preview} />
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
        <StepUpPrompt
          purpose="settle all matured stakes"
          onVerified={flow.stepUpVerified}
          onCancel={flow.stepUpCancelled}
        />
      ) : null}
    </>
  );
}

/** The count, then what the users receive per asset (principal, reward, total paid), exact. */
function SettlementSummary({ preview }: { preview: SettleAnswer }) {
  const count = preview.settled;
  if (count === 0 || preview.totals.length === 0)
    return <DialogContentText>{settlementActions.confirmation(0, [])}</DialogContentText>;
  return (
    <>
      <DialogContentText>
        Settle {count} matured stake{count === 1 ? '' : 's'}? The users receive:
      </DialogContentText>
      <Table size="small" aria-label="Total paid per asset" sx={{ my: 1.5 }}>
        <TableHead>
          <TableRow>
            <TableCell>Asset</TableCell>
            <TableCell align="right">Principal</TableCell>
            <TableCell align="right">Reward</TableCell>
            <TableCell align="right">Total paid</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.totals.map((t) => (
            <TableRow key={t.asset}>
              <TableCell component="th" scope="row">
                {t.asset}
              </TableCell>
              <TableCell align="right">{t.principal}</TableCell>
              <TableCell align="right">{t.reward}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {addDecimals([t.principal, t.reward])}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <DialogContentText>This cannot be undone.</DialogContentText>
    </>
  );
}

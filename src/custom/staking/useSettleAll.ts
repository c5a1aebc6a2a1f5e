import { useCallback, useRef, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { ExchangeDataProvider } from '../../dataProvider';
import { clearMarker } from '../wallet/gate/gateState';
import { hasLiveStepUp, isStepUpRefusal } from '../../resources/shared/actions/StepUpPrompt';
import { errorMessageOf } from '../../resources/shared/ErrorState';
import { useRefreshResources } from '../../resources/shared/useRecordMutation';
import { settlementActions, type SettlementTotal } from '../../resources/staking/facts';

/** What POST /admin/settleStakePreview and /admin/settleStake answer (server/routes/staking/settle.ts). */
export interface SettleAnswer {
  settled: number;
  skipped: number;
  remaining: number;
  totals: SettlementTotal[];
}

export type SettleAllState =
  | { stage: 'closed' }
  | { stage: 'previewing' }
  | { stage: 'confirm'; preview: SettleAnswer; error?: string }
  | { stage: 'stepUp'; preview: SettleAnswer }
  | { stage: 'settling'; preview: SettleAnswer; done: number; total: number };

const { preview: PREVIEW, settle: SETTLE, bodies, errorMessage } = settlementActions;
const REFRESH = ['stake/settle', 'stake/order', 'stake/list', 'staket/history', 'staket/admin'];

/**
 * "Settle all matured": the preview's count and totals first (nothing moves), then the step-up,
 * then `{ all: true }` batches (each settles the oldest matured stakes, one transaction per stake)
 * until none remains, with progress. Each stake's own status makes a repeat a no-op, so a retry
 * after a failure settles only what is still waiting.
 */
export function useSettleAll() {
  const dataProvider = useDataProvider<ExchangeDataProvider>();
  const notify = useNotify();
  const refresh = useRefreshResources();
  const [state, setState] = useState<SettleAllState>({ stage: 'closed' });
  const awaitingStepUp = useRef<SettleAnswer | null>(null);
  const askStepUp = (preview: SettleAnswer) => {
    awaitingStepUp.current = preview;
    setState({ stage: 'stepUp', preview });
  };

  const call = (endpoint: typeof PREVIEW): Promise<SettleAnswer> =>
    dataProvider
      .callEnvelope<unknown, SettleAnswer>({ ...endpoint, body: bodies.all, errorMessage }, {})
      .then((envelope) => envelope.result as SettleAnswer);

  const open = async () => {
    setState({ stage: 'previewing' });
    try {
      setState({ stage: 'confirm', preview: await call(PREVIEW) });
    } catch (error) {
      setState({ stage: 'closed' });
      notify(errorMessageOf(error, errorMessage), { type: 'error' });
    }
  };

  const run = async (preview: SettleAnswer) => {
    const total = preview.settled;
    let done = 0;
    let settled = 0;
    setState({ stage: 'settling', preview, done, total });
    try {
      for (;;) {
        const answer = await call(SETTLE);
        done += answer.settled + answer.skipped;
        settled += answer.settled;
        setState({ stage: 'settling', preview, done: Math.min(done, total), total });
        // Stop when nothing is left, or when a batch moved nothing (never loop on the same rows).
        if (answer.remaining === 0 || answer.settled + answer.skipped === 0) break;
      }
      notify(
        settled === 0
          ? 'Nothing to settle: every matured stake was already settled'
          : `${settled} stake${settled === 1 ? '' : 's'} settled`,
        { type: 'success' },
      );
      setState({ stage: 'closed' });
    } catch (error) {
      if (isStepUpRefusal(error)) {
        // The verification lapsed: verify again, then carry on with what is still matured.
        clearMarker(window.sessionStorage);
        askStepUp(preview);
        return;
      }
      const message = errorMessageOf(error, errorMessage);
      setState({
        stage: 'confirm',
        preview,
        error: settled ? `${message} (${settled} settled before the failure)` : message,
      });
    } finally {
      await refresh(REFRESH);
    }
  };

  const confirm = (preview: SettleAnswer) => {
    if (!hasLiveStepUp()) askStepUp(preview);
    else void run(preview);
  };

  const stepUpVerified = useCallback(() => {
    const preview = awaitingStepUp.current;
    awaitingStepUp.current = null;
    if (preview) void run(preview);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `run` only reads stable hooks and refs
  }, []);

  /** Cancelling the verification returns to the confirmation, nothing sent. */
  const stepUpCancelled = useCallback(() => {
    const preview = awaitingStepUp.current;
    awaitingStepUp.current = null;
    setState(preview ? { stage: 'confirm', preview } : { stage: 'closed' });
  }, []);

  const close = () => setState((s) => (s.stage === 'settling' ? s : { stage: 'closed' }));

  return { state, open, confirm, close, stepUpVerified, stepUpCancelled };
}

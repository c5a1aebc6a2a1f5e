import { useCallback, useMemo } from 'react';
import { useNotify } from 'react-admin';
import { errorHint, errorMessage } from '../../dataProvider/errorText';

/**
 * Toasts on the wallet screens close after 3000 ms; the step-up, the copy
 * buttons and the 2FA screens that go with the wallet close theirs alike.
 */
export const WALLET_TOAST_MS = 3000;

/** react-admin's notify, with WALLET_TOAST_MS unless told otherwise. */
export function useToast() {
  const notify = useNotify();
  const show = useCallback(
    (
      type: 'success' | 'error' | 'info' | 'warning',
      message: string,
      autoHideDuration = WALLET_TOAST_MS,
      detail?: string,
    ) => notify(message, { type, autoHideDuration, detail }),
    [notify],
  );
  return useMemo(
    () => ({
      success: (message: string, ms?: number) => show('success', message, ms),
      error: (message: string, ms?: number) => show('error', message, ms),
      info: (message: string, ms?: number) => show('info', message, ms),
      /** A failed call: the error's message (server's or the call's `fallback`), its hint below. */
      failure: (error: unknown, fallback: string, ms?: number) =>
        show('error', errorMessage(error, fallback), ms, errorHint(error)),
    }),
    [show],
  );
}

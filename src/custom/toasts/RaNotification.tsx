import { isValidElement, useEffect, useRef, type ReactNode } from 'react';
import {
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';
import { ToastHost } from './ToastHost';
import { TOAST_AUTO_CLOSE_MS } from './constants';
import { toasts } from './toastApi';

/**
 * react-admin's `notification` component: every useNotify message (ours and react-admin's own,
 * e.g. "Element updated") becomes one of our toasts. Undoable mutations get an Undo button and
 * are committed when the toast closes, as react-admin's Snackbar does.
 */
export function RaNotification() {
  const { notifications, setNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  // StrictMode runs effects twice: a payload is shown once.
  const shown = useRef(new WeakSet<NotificationPayload>());
  const pendingUndoable = useRef(0);

  useEffect(() => {
    if (notifications.length === 0) return;
    const batch = notifications;
    setNotifications((current) => current.filter((n) => !batch.includes(n)));
    for (const notification of batch) {
      if (shown.current.has(notification)) continue;
      shown.current.add(notification);
      const { message, type, notificationOptions = {} } = notification;
      const { autoHideDuration, messageArgs, undoable, detail } = notificationOptions;
      const text: ReactNode =
        typeof message === 'string'
          ? translate(message, messageArgs)
          : isValidElement(message)
            ? message
            : null;
      if (text === null || text === '') continue;
      const autoClose =
        autoHideDuration === undefined ? TOAST_AUTO_CLOSE_MS : autoHideDuration || false;

      if (!undoable) {
        // `detail` (our option, e.g. an error's hint) goes on a second line.
        toasts.add(text, { type, autoClose, detail: detail as ReactNode });
        continue;
      }
      let settled = false;
      const settle = (isUndo: boolean) => {
        if (settled) return;
        settled = true;
        pendingUndoable.current -= 1;
        takeMutation()?.({ isUndo });
      };
      pendingUndoable.current += 1;
      const id = toasts.add(
        <span>
          {text}
          <button
            type="button"
            className="toast-undo"
            onClick={() => {
              settle(true);
              toasts.remove(id);
            }}
          >
            {translate('ra.action.undo')}
          </button>
        </span>,
        { type, autoClose, onClose: () => settle(false) },
      );
    }
  }, [notifications, setNotifications, takeMutation, translate]);

  // Leaving the page while an undoable change waits would lose it: ask first.
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (pendingUndoable.current > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return <ToastHost />;
}

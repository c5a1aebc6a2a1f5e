import { createElement, type ReactNode } from 'react';
import type { Id, ToastOptions } from 'react-toastify';
import { errorHint } from '../../dataProvider/errorText';
import { TOAST_AUTO_CLOSE_MS } from './constants';
import { isToastifyLoaded, withToastify, withToastifyNow } from './toastify';

export type ToastType = 'info' | 'success' | 'warning' | 'error';
export type ToastId = Id;

let lastId = 0;
/** Ids are ours, so a toast asked for before react-toastify has loaded has one at once. */
const newToastId = (): ToastId => `toast-${++lastId}`;
/** Toasts asked for before react-toastify loaded and not removed since. */
const waiting = new Set<ToastId>();

export interface ToastInput {
  type?: ToastType;
  /** Milliseconds; false keeps it open. Default 5000. */
  autoClose?: number | false;
  onClose?: () => void;
  /** Reuse an id so the same event never shows twice. */
  id?: ToastId;
  /** A second, quieter line under the message (e.g. "No response from the server…"). */
  detail?: ReactNode;
}

/** The message as given (the catalogue's text), and the detail on its own line below it. */
const withDetail = (message: ReactNode, detail?: ReactNode): ReactNode =>
  detail
    ? // One element: react-toastify lays the body's children out in a row.
      createElement(
        'span',
        { className: 'toast-text' },
        createElement('span', { className: 'toast-message' }, message),
        createElement('span', { className: 'toast-detail' }, detail),
      )
    : message;

const optionsFor = ({
  type = 'info',
  autoClose = TOAST_AUTO_CLOSE_MS,
  onClose,
  id,
}: ToastInput): ToastOptions => ({
  type,
  autoClose,
  onClose,
  toastId: id,
  // Errors interrupt; the rest is announced politely.
  role: type === 'error' || type === 'warning' ? 'alert' : 'status',
});

/**
 * The app's one toast API (toasts are added, updated and removed; they auto-close after
 * 5000 ms unless loading). react-admin's useNotify reaches the same container through
 * RaNotification.
 */
export const toasts = {
  add(message: ReactNode, input: ToastInput = {}): ToastId {
    const id = input.id ?? newToastId();
    if (!isToastifyLoaded()) waiting.add(id);
    withToastify(({ toast }) => {
      waiting.delete(id);
      toast(withDetail(message, input.detail), optionsFor({ ...input, id }));
    });
    return id;
  },

  /** A toast that stays until it is settled: loading toasts never auto-close. */
  loading(message: ReactNode): ToastId {
    const id = newToastId();
    if (!isToastifyLoaded()) waiting.add(id);
    withToastify(({ toast }) => {
      waiting.delete(id);
      toast.loading(message, { autoClose: false, role: 'status', toastId: id });
    });
    return id;
  },

  update(id: ToastId, message: ReactNode, input: ToastInput = {}): void {
    const { toastId: _sameToast, ...options } = optionsFor(input);
    withToastify(({ toast }) =>
      toast.update(id, { ...options, render: withDetail(message, input.detail), isLoading: false }),
    );
  },

  /** Turns a loading toast into its outcome, which then auto-closes like any other. */
  settle(id: ToastId, outcome: 'success' | 'error', message: ReactNode, detail?: ReactNode): void {
    toasts.update(id, message, { type: outcome, detail });
  },

  remove(id?: ToastId): void {
    if (id === undefined) waiting.clear();
    else waiting.delete(id);
    withToastify(({ toast }) => toast.dismiss(id));
  },

  isActive(id: ToastId): boolean {
    return waiting.has(id) || withToastifyNow((lib) => lib.toast.isActive(id), false);
  },

  /** Loading while the promise runs, then success or error with the error's message. */
  async track<T>(
    promise: Promise<T>,
    messages: {
      pending: ReactNode;
      success: ReactNode | ((value: T) => ReactNode);
      error?: string;
    },
  ): Promise<T> {
    const id = toasts.loading(messages.pending);
    try {
      const value = await promise;
      toasts.settle(
        id,
        'success',
        typeof messages.success === 'function' ? messages.success(value) : messages.success,
      );
      return value;
    } catch (error) {
      const text =
        error instanceof Error && error.message
          ? error.message
          : (messages.error ?? 'Something went wrong.');
      toasts.settle(id, 'error', text, errorHint(error));
      throw error;
    }
  },
};

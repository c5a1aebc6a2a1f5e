import type { ReactNode } from 'react';
import { toast, type Id, type ToastOptions } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from './constants';

export type ToastType = 'info' | 'success' | 'warning' | 'error';
export type ToastId = Id;

export interface ToastInput {
  type?: ToastType;
  /** Milliseconds; false keeps it open. Default 5000 (spec). */
  autoClose?: number | false;
  onClose?: () => void;
  /** Reuse an id so the same event never shows twice. */
  id?: ToastId;
}

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
 * The app's one toast API (spec: toasts are added, updated and removed; they auto-close after
 * 5000 ms unless loading). react-admin's useNotify reaches the same container through
 * RaNotification.
 */
export const toasts = {
  add(message: ReactNode, input: ToastInput = {}): ToastId {
    return toast(message, optionsFor(input));
  },

  /** A toast that stays until it is settled: loading toasts never auto-close. */
  loading(message: ReactNode): ToastId {
    return toast.loading(message, { autoClose: false, role: 'status' });
  },

  update(id: ToastId, message: ReactNode, input: ToastInput = {}): void {
    const { toastId: _sameToast, ...options } = optionsFor(input);
    toast.update(id, { ...options, render: message, isLoading: false });
  },

  /** Turns a loading toast into its outcome, which then auto-closes like any other. */
  settle(id: ToastId, outcome: 'success' | 'error', message: ReactNode): void {
    toasts.update(id, message, { type: outcome });
  },

  remove(id?: ToastId): void {
    toast.dismiss(id);
  },

  isActive(id: ToastId): boolean {
    return toast.isActive(id);
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
      toasts.settle(id, 'error', text);
      throw error;
    }
  },
};

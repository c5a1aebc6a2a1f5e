import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import {
  isToastHotkey,
  TOAST_AUTO_CLOSE_MS,
  TOAST_DRAG_PERCENT,
  TOAST_WIDTH_PX,
} from '../../../src/custom/toasts/constants';
import { ToastHost } from '../../../src/custom/toasts/ToastHost';
import { toasts } from '../../../src/custom/toasts/toastApi';

describe('toasts', () => {
  it('use the spec constants', () => {
    expect(TOAST_AUTO_CLOSE_MS).toBe(5000);
    expect(TOAST_WIDTH_PX).toBe(320);
    expect(TOAST_DRAG_PERCENT).toBe(80);
    expect(isToastHotkey({ altKey: true, code: 'KeyT' })).toBe(true);
    expect(isToastHotkey({ altKey: false, code: 'KeyT' })).toBe(false);
    expect(isToastHotkey({ altKey: true, code: 'KeyR' })).toBe(false);
  });

  it('are added, updated from loading to success, and removed', async () => {
    render(<ToastHost />);
    const id = toasts.loading('Saving the pair…');
    expect(await screen.findByText('Saving the pair…')).toBeInTheDocument();

    act(() => toasts.settle(id, 'success', 'Pair saved'));
    expect(await screen.findByText('Pair saved')).toBeInTheDocument();
    expect(screen.queryByText('Saving the pair…')).not.toBeInTheDocument();

    expect(toasts.isActive(id)).toBe(true);
    act(() => toasts.remove(id));
    // The exit animation never ends under jsdom; the toast is no longer active once removed.
    await waitFor(() => expect(toasts.isActive(id)).toBe(false));
  });

  it("show a detail on its own line, under the spec's message", async () => {
    render(<ToastHost />);
    act(() => {
      toasts.add('Failed To Get Contract Address', { type: 'error', detail: 'Try again.' });
    });
    expect(await screen.findByText('Failed To Get Contract Address')).toHaveClass('toast-message');
    expect(screen.getByText('Try again.')).toHaveClass('toast-detail');
  });

  it('announce errors as alerts', async () => {
    render(<ToastHost />);
    act(() => {
      toasts.add('Update Trade Pair List Failed !', { type: 'error' });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Update Trade Pair List Failed !');
  });
});

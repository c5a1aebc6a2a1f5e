import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterBootPaint, leaveBootPromise } from '../../../src/boot/bootSignal';

/** A window whose frames come every 16 ms of (fake) time. */
const fakeWindow = () =>
  ({
    requestAnimationFrame: (callback: FrameRequestCallback) => setTimeout(() => callback(0), 16),
    setTimeout: (callback: () => void, ms?: number) => setTimeout(callback, ms),
  }) as unknown as Window;

describe('the app waits for the boot script’s painted rows before its first render', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renders at once when no boot script ran (a public page, the dev server without a list)', async () => {
    const rendered = vi.fn();
    void afterBootPaint(600, fakeWindow()).then(rendered);
    await vi.advanceTimersByTimeAsync(0);
    expect(rendered).toHaveBeenCalled();
  });

  it('renders one frame after the rows were painted, not before', async () => {
    const win = fakeWindow();
    let painted!: () => void;
    leaveBootPromise(new Promise<void>((resolve) => (painted = resolve)), win);
    const rendered = vi.fn();
    void afterBootPaint(600, win).then(rendered);
    await vi.advanceTimersByTimeAsync(200);
    expect(rendered).not.toHaveBeenCalled();
    painted();
    await vi.advanceTimersByTimeAsync(5);
    expect(rendered).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(rendered).toHaveBeenCalled();
  });

  it('renders anyway once the cap has passed: a slow first page does not hold the admin back', async () => {
    const win = fakeWindow();
    leaveBootPromise(new Promise<void>(() => undefined), win);
    const rendered = vi.fn();
    void afterBootPaint(600, win).then(rendered);
    await vi.advanceTimersByTimeAsync(599);
    expect(rendered).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2);
    expect(rendered).toHaveBeenCalled();
  });
});

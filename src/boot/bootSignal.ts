/**
 * Where the boot script (firstRows.ts) leaves its promise for the app's entry (main.tsx): the
 * entry renders the app only after the first page is painted, or is known not to be, so React's
 * first render does not hold the main thread while the painted rows wait for it.
 */
const BOOT = '__firstRowsBoot';
type WithBoot = { [BOOT]?: Promise<void> };

export function leaveBootPromise(boot: Promise<void>, win: Window = window): void {
  (win as unknown as WithBoot)[BOOT] = boot;
}

/**
 * Resolves once the painted rows have had their frame (or there are none to paint), and at the
 * latest after `capMs`: a slow first page must not hold the admin back longer than that.
 */
export function afterBootPaint(capMs: number, win: Window = window): Promise<void> {
  const boot = (win as unknown as WithBoot)[BOOT];
  if (!boot) return Promise.resolve();
  const painted = boot.then(
    // The frame with the painted rows comes before the next task: the render waits one frame.
    () => new Promise<void>((resolve) => win.requestAnimationFrame(() => win.setTimeout(resolve))),
  );
  return Promise.race([painted, new Promise<void>((resolve) => win.setTimeout(resolve, capMs))]);
}

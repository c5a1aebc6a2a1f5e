import type { Page } from '@playwright/test';
import { arm } from '../browser/gridJourney';

/**
 * Page `n` of the open grid, set on the list's pagination context (what a page button calls),
 * found from the pagination's DOM through React's fiber: the page buttons only reach the first
 * and last few pages. Milliseconds to its rows; null when the grid has no such page, 'timeout'
 * when its rows never showed within 30 s.
 */
export async function toPage(
  page: Page,
  n: number,
  label: string,
): Promise<number | 'timeout' | null> {
  await arm(page, { kind: 'changed' });
  const started = await page.evaluate((target) => {
    const element = document.querySelector('.MuiTablePagination-root');
    if (!element) return null;
    const key = Object.keys(element).find((k) => k.startsWith('__reactFiber$'));
    type Fiber = { return: Fiber | null; memoizedProps?: { value?: unknown } };
    let fiber = key ? (element as unknown as Record<string, Fiber>)[key] : null;
    for (; fiber; fiber = fiber.return) {
      const value = fiber.memoizedProps?.value as
        { setPage?: (page: number) => void; total?: number; perPage?: number } | undefined;
      if (value && typeof value.setPage === 'function' && typeof value.perPage === 'number') {
        if (value.total !== undefined && value.total < (target - 1) * value.perPage + 1)
          return null;
        const at = performance.now();
        value.setPage(target);
        return at;
      }
    }
    return null;
  }, n);
  if (started === null) return null;
  const visible = await page.evaluate(() =>
    Promise.race([
      (window as unknown as { __benchDone: Promise<{ visible: number }> }).__benchDone.then(
        (o) => o.visible,
      ),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 30_000)),
    ]),
  );
  if (visible === null) console.log(`(${label}: page ${n} did not show in 30 s)`);
  return visible === null ? 'timeout' : visible - started;
}

/**
 * The JS heap in use: the page's (DevTools' JSHeapUsedSize) plus its workers' (a whole list is
 * held in a Web Worker), read with `performance.memory` there (Chromium, precise with
 * --enable-precise-memory-info).
 */
export async function jsHeapUsed(page: Page): Promise<number> {
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  const { metrics } = await session.send('Performance.getMetrics');
  await session.detach();
  let total = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
  for (const worker of page.workers())
    total += await worker
      .evaluate(
        () =>
          (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory
            ?.usedJSHeapSize ?? 0,
      )
      .catch(() => 0);
  return total;
}

import { expect, type Page, type Request } from '@playwright/test';

/**
 * Poll steps for a condition that is read in this process or costs one small evaluate: the
 * default (100, 250, 500, then 1000 ms) lets a step that settled after 300 ms wait until 850 ms,
 * and the every-grid sweep takes ~350 such steps.
 */
export const QUICK_POLL = [25, 50, 100];

/**
 * Watches the page's /api calls: which are still in flight (so a step can wait for the grid's
 * answer, whole lists sorting in a worker included) and which answered outside 2xx or failed.
 */
export function watchApi(page: Page) {
  const inFlight = new Set<Request>();
  let failures: string[] = [];
  // Which document sent a call: loading another page aborts what the last one had in flight (the
  // live stream's ticket, the dashboard's figures), and that abort is the browser's doing, not a
  // failed call. The count moves when the new page's own request starts, before those aborts;
  // until the new page commits, the calls still sent are the last one's (it runs until then).
  let documentNumber = 0;
  let committing = false;
  const sentBy = new WeakMap<Request, number>();
  // A long-lived event stream is never "in flight" in the sense of a call awaiting its answer.
  const isApi = (request: Request) =>
    request.resourceType() !== 'eventsource' && new URL(request.url()).pathname.startsWith('/api/');
  const describe = (request: Request) => {
    const url = new URL(request.url());
    return `${request.method()} ${url.pathname}${url.search}`;
  };

  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      documentNumber++;
      committing = true;
    }
    if (!isApi(request)) return;
    inFlight.add(request);
    sentBy.set(request, committing ? documentNumber - 1 : documentNumber);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) committing = false;
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => {
    if (!inFlight.delete(request)) return;
    const leftBehind = sentBy.get(request) !== documentNumber;
    if (leftBehind && request.failure()?.errorText === 'net::ERR_ABORTED') return;
    failures.push(`failed: ${describe(request)} (${request.failure()?.errorText ?? ''})`);
  });
  page.on('response', (response) => {
    const status = response.status();
    if (isApi(response.request()) && (status < 200 || status > 299))
      failures.push(`${status}: ${describe(response.request())}`);
  });

  return {
    /** Waits until the effects of the last click have sent their calls and every call answered. */
    settled: async () => {
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
      );
      await expect
        .poll(() => inFlight.size, { message: 'API calls in flight', intervals: QUICK_POLL })
        .toBe(0);
    },
    failures: () => failures,
    reset: () => {
      failures = [];
    },
  };
}

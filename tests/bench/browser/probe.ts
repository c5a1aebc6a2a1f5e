/**
 * Page-side instruments, installed with `page.addInitScript(installProbe)` before any app code
 * runs. Playwright serialises this function into the page, so it must not reference anything
 * outside its own body.
 *
 * - Every main-thread task over 50 ms (PerformanceObserver 'longtask') is recorded.
 * - The timestamp of the last user input (click, keydown) is recorded in the capture phase.
 * - `__bench.arm(expectation)` snapshots the grid and resolves, at the animation frame after the
 *   DOM first shows what the expectation describes, with that frame's time: "rows visible".
 */
export function installProbe() {
  type Expectation =
    | { kind: 'rows' }
    | { kind: 'changed' }
    | { kind: 'sorted'; column: number }
    | { kind: 'contains'; term: string }
    | { kind: 'lacks'; term: string };
  interface Outcome {
    input: number;
    visible: number;
    longestTask: number;
  }
  const longTasks: { start: number; end: number }[] = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      longTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
  }).observe({ type: 'longtask', buffered: true });

  let lastInput = 0;
  for (const type of ['click', 'keydown', 'input'])
    window.addEventListener(type, (event) => (lastInput = event.timeStamp), true);

  const bodyRows = () =>
    Array.from(document.querySelectorAll('table tbody tr')).filter(
      (row) => (row.textContent ?? '').includes('@'), // a data row shows the user's email
    );
  const rowTexts = () => bodyRows().map((row) => row.textContent ?? '');
  const cellText = (row: Element, column: number) =>
    (row.querySelectorAll('td')[column]?.textContent ?? '').trim();

  function longestBetween(start: number, end: number) {
    let longest = 0;
    for (const task of longTasks)
      if (task.end > start && task.start < end) longest = Math.max(longest, task.end - task.start);
    return longest;
  }

  function arm(expectation: Expectation): void {
    const before = new Set(rowTexts());
    const satisfied = (): boolean => {
      const rows = bodyRows();
      if (rows.length === 0) return false;
      const texts = rows.map((row) => row.textContent ?? '');
      switch (expectation.kind) {
        case 'rows':
          return true;
        case 'changed':
          return !texts.some((text) => before.has(text));
        case 'sorted': {
          if (texts.every((text) => before.has(text))) return false;
          const values = rows.map((row) => cellText(row, expectation.column));
          return values.every((v, i) => i === 0 || values[i - 1].localeCompare(v) <= 0);
        }
        case 'contains':
          // New rows, all with the term: rows that already had it before the input prove nothing.
          if (texts.every((text) => before.has(text))) return false;
          return texts.every((text) => text.toLowerCase().includes(expectation.term));
        case 'lacks':
          // A search cleared: rows without the term again (its own rows may well be among them).
          return texts.some((text) => !text.toLowerCase().includes(expectation.term));
      }
    };
    const state = window as unknown as { __benchDone: Promise<Outcome> };
    state.__benchDone = new Promise<Outcome>((resolve) => {
      const finish = () => {
        observer.disconnect();
        requestAnimationFrame(() => {
          const visible = performance.now();
          // Give the long-task observer the task that just ended before reading it.
          setTimeout(() => {
            const input = expectation.kind === 'rows' ? 0 : lastInput;
            resolve({ input, visible, longestTask: longestBetween(input, visible) });
          }, 0);
        });
      };
      const observer = new MutationObserver(() => {
        if (satisfied()) finish();
      });
      observer.observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
      });
      if (expectation.kind === 'rows' && satisfied()) finish();
    });
  }

  /** Index of the data cell under the column header whose text is `label` (case-insensitive). */
  function columnIndex(label: string): number {
    const headers = Array.from(document.querySelectorAll('table thead th'));
    return headers.findIndex((th) => (th.textContent ?? '').trim().toLowerCase() === label);
  }

  function bytes() {
    const entries = [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ] as PerformanceResourceTiming[];
    const api = entries.filter((e) => new URL(e.name).pathname.startsWith('/api/'));
    const sum = (list: PerformanceResourceTiming[], key: 'transferSize' | 'decodedBodySize') =>
      list.reduce((total, e) => total + e[key], 0);
    return {
      transferred: sum(entries, 'transferSize'),
      apiTransferred: sum(api, 'transferSize'),
      apiDecoded: sum(api, 'decodedBodySize'),
    };
  }

  Object.assign(window, { __bench: { arm, columnIndex, bytes } });
  // The first rows are timed from navigation start (performance.now() 0), so arm at once.
  arm({ kind: 'rows' });
}

/**
 * The init script's source. tsx compiles with esbuild's keepNames, which wraps named inner
 * functions in `__name(fn, 'name')`: defined here (as the identity) for the probe and for every
 * function the bench later passes to `page.evaluate`.
 */
export const probeScript = () => `globalThis.__name = (fn) => fn;\n(${installProbe.toString()})();`;

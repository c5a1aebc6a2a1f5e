import { REQUEST_TIMEOUT_MS } from '../config/env';
import { firstPageAt, requestFirstPage } from './firstPageRequest';
import { isColumnarPage, paintFirstPage, rowCount } from './paintFirstPage';

/**
 * The boot script (a classic script of its own in index.html, built by vite.config.ts's
 * firstRowsScript): on a list's default URL it sends the list's first-page request at once,
 * paints the page when it arrives, and removes the painting when the real grid shows its rows,
 * the admin goes elsewhere, or after the request timeout. Any other answer than a page of rows
 * (401, 403, an error, no rows) paints nothing: the admin handles it as it would have.
 */
export function bootFirstRows(win: Window = window): Promise<void> {
  const at = firstPageAt(win.location.pathname, win.location.search);
  if (!at) return Promise.resolve();
  const [name, manifest] = at;
  // A grid with the admin's own columns, density or a closed sidebar is not the default one;
  // on a narrow window the sidebar is a drawer and the toolbar wraps: not the painted layout.
  if (win.innerWidth < MIN_WIDTH || hasGridPreferences(win.localStorage, name))
    return Promise.resolve();
  const handoff = requestFirstPage(manifest);
  if (!handoff) return Promise.resolve();
  const pathname = win.location.pathname;
  return handoff.response
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((envelope: { success?: unknown; result?: unknown } | null) => {
      const page = envelope?.success === true ? envelope.result : null;
      if (!isColumnarPage(page) || rowCount(page) === 0) return;
      return whenBodyReady(win.document).then(() => {
        if (win.location.pathname !== pathname || realRowsShown(win.document)) return;
        const mode = win.document.documentElement.classList.contains('dark') ? 'dark' : 'light';
        showUntilTakeover(win, paintFirstPage(win.document, manifest, page, mode), pathname);
      });
    })
    .catch(() => undefined);
}

/** The narrowest window whose list layout the painted frame matches (sidebar open, one-line toolbar). */
const MIN_WIDTH = 1024;

const realRowsShown = (doc: Document) => doc.querySelector('#root tbody tr td') !== null;

/**
 * Keeps the painting over the loading admin until the grid's rows are in the DOM: the check runs
 * in a MutationObserver, after React's commit and before the browser paints it, so the real rows
 * replace the painted ones in the same frame.
 */
function showUntilTakeover(win: Window, painted: HTMLElement, pathname: string) {
  const doc = win.document;
  doc.body.append(painted);
  const done = () => {
    observer.disconnect();
    win.clearTimeout(timer);
    painted.remove();
  };
  const observer = new MutationObserver(() => {
    if (win.location.pathname !== pathname || realRowsShown(doc)) done();
  });
  observer.observe(doc.getElementById('root') ?? doc.body, { childList: true, subtree: true });
  const timer = win.setTimeout(done, REQUEST_TIMEOUT_MS);
}

function whenBodyReady(doc: Document): Promise<void> {
  if (doc.body) return Promise.resolve();
  return new Promise((resolve) =>
    doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
  );
}

/**
 * react-admin's store (custom/adminStore.ts) keeps, per admin, the columns hidden in a grid
 * (`<resource>.datatable`), the grid density and whether the sidebar is open: with any of them
 * changed from its default, the real grid would not land where the painted one is.
 */
export function hasGridPreferences(storage: Storage, name: string): boolean {
  const defaults: [string, string][] = [
    [`.${name}.datatable`, '[]'],
    ['.grid.density', '"comfortable"'],
    ['.sidebar.open', 'true'],
  ];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i) ?? '';
    if (!key.startsWith('RaStore')) continue;
    const preference = defaults.find(([suffix]) => key.endsWith(suffix));
    if (preference && storage.getItem(key) !== preference[1]) return true;
  }
  return false;
}

import { Profiler, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { App } from '../../../src/App';
import { setToken } from '../../../src/authProvider/tokenStore';
import { queryClient } from '../../../src/custom/AdminApp';
import { usersContract } from '../../../src/contracts/resources/users';
import { api, buildAdminProfile, ok, pagedAnswer } from '../msw';

/** Renders the whole app at `path`, as a browser opening that URL. */
export function renderApp(
  path: string,
  { token = true, app = <App /> }: { token?: boolean; app?: ReactElement } = {},
) {
  if (token) setToken('test-admin-token');
  window.history.replaceState(null, '', path);
  return render(app);
}

/** What the page shows: a loading screen (which one), nothing, or the shell with or without rows. */
function screenShown(loadingScreens: Element[]): string {
  const loading = document.querySelector('.loading-screen');
  if (loading) {
    if (!loadingScreens.includes(loading)) loadingScreens.push(loading);
    return `loading screen ${loadingScreens.indexOf(loading) + 1}`;
  }
  if (!document.querySelector('nav')) return 'blank page';
  return document.querySelector('tbody tr') ? 'shell with rows' : 'shell without rows';
}

/**
 * Opens `path` as a browser would (renderApp), noting what each of React's commits put on the
 * page: a DOM observer would miss the renders React flushes together inside a test's act().
 */
export function renderAppNotingScreens(path: string): string[] {
  const seen: string[] = [];
  const loadingScreens: Element[] = [];
  const note = () => {
    const shown = screenShown(loadingScreens);
    if (seen.at(-1) !== shown) seen.push(shown);
  };
  renderApp(path, {
    app: (
      <Profiler id="app" onRender={note}>
        <App />
      </Profiler>
    ),
  });
  return seen;
}

/** The admin keeps one provider and query cache for its lifetime: tests start from empty ones. */
export function resetAdminCaches() {
  // One cache: the whole lists live in the query client too.
  queryClient.clear();
}

/**
 * What the admin shell reads on every screen (profile; the shell's own calls such as the bell's
 * history): answered blandly so a test only declares the calls it is about.
 */
export const shellHandlers = () => [
  ok('get', '/admin/getAdminProfile', buildAdminProfile()),
  // The bell's history stays loading here: these tests are about the screens, not the bell.
  http.post(api('/admin/getAdminActionHistory'), async () => {
    await delay('infinite');
    return HttpResponse.json({ success: true, result: [] });
  }),
  http.all(api('/admin/*'), () => HttpResponse.json({ success: true, result: [] })),
];

const USERS_SEARCHED = usersContract.fields.filter((f) => f.searchable).map((f) => f.key);

/**
 * The users grid's pages out of `users`, each answered once `answerAfter` has settled; `asked`
 * hears each call's body (its sort, filter and page).
 */
export const usersPages = (
  users: Record<string, unknown>[],
  answerAfter: () => Promise<void>,
  asked?: (body: { sort?: unknown; filter?: unknown }) => void,
) =>
  http.post(api('/admin/getAllUserData'), async ({ request }) => {
    const body = (await request.json()) as { sort?: unknown; filter?: unknown };
    asked?.(body);
    await answerAfter();
    return HttpResponse.json(pagedAnswer(users, body, USERS_SEARCHED));
  });

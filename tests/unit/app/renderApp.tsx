import { render } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { App } from '../../../src/App';
import { setToken } from '../../../src/authProvider/tokenStore';
import { queryClient } from '../../../src/custom/AdminApp';
import { api, buildAdminProfile, ok } from '../msw';

/** Renders the whole app at `path`, as a browser opening that URL. */
export function renderApp(path: string, { token = true }: { token?: boolean } = {}) {
  if (token) setToken('test-admin-token');
  window.history.replaceState(null, '', path);
  return render(<App />);
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

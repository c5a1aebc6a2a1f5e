import { lazy, Suspense, type ReactNode } from 'react';
import { publicPages } from './custom/registry';
import { LoadingScreen } from './custom/LoadingScreen';
import { NotFound } from './custom/NotFound';
import { RequireToken } from './custom/routing/guards';
import { usePathname } from './custom/routing/router';
import { isAdminPath, publicScreen } from './publicScreen';

/** How long the admin waits for the opened list's first page before rendering without it. */
const FIRST_PAGE_WAIT_MS = 400;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// react-admin, MUI and react-router load only once a token exists: the login page's first load stays small.
// A browser that opens a public page first gets those pages from auth.html instead (AuthApp: the
// same components on Preact, since react-dom alone is above the login route's 60 kB budget); this
// React table still serves them when the admin navigates to them in-app (sign-out, a 401).
const AdminApp = lazy(() => {
  // The opened URL's list screen loads beside the admin's code, and the admin renders once both
  // are here: a screen that suspended inside the shown shell would put up the loading screen
  // again, and React then holds the screen (and the request for its rows) back until 300 ms
  // after that fallback appeared. A failed screen load is the screen's own error, shown there.
  const opened = import('./resources/bootRoute')
    .then(({ bootRoute }) => bootRoute(window.location.pathname))
    .catch(() => undefined);
  const admin = import('./custom/AdminApp');
  // Asked as soon as the admin's code is here, beside the list screen's code (it loads the
  // schema its page needs itself); screens ask again after a failure.
  const asked = admin.then((code) => code.askOpenedScreen(window.location)).catch(() => undefined);
  return Promise.all([admin, opened]).then(([code]) =>
    // Like a router's loader: the screen renders once its first page is here, if that is soon.
    // Rendered before, the shell's render (~150 ms of main thread) holds back the answer that
    // arrives during it, and the grid shows its loading state first, its rows after.
    Promise.race([asked, delay(FIRST_PAGE_WAIT_MS)]).then(() => code),
  );
});

/** The route table of the React entry (index.html): public pages, /admin/* (react-admin), 404. */
export function App() {
  const pathname = usePathname();
  return <Suspense fallback={<LoadingScreen />}>{screenFor(pathname)}</Suspense>;
}

export default App;

function screenFor(pathname: string): ReactNode {
  const screen = publicScreen(pathname, publicPages);
  if (screen) return screen;
  if (isAdminPath(pathname)) {
    return (
      <RequireToken>
        <AdminApp />
      </RequireToken>
    );
  }
  return <NotFound />;
}

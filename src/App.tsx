import { lazy, Suspense, type ReactNode } from 'react';
import { publicPages } from './custom/registry';
import { LoadingScreen } from './custom/LoadingScreen';
import { NotFound } from './custom/NotFound';
import { RequireToken } from './custom/routing/guards';
import { useLocation } from './custom/routing/router';
import { isAdminPath, publicScreen } from './publicScreen';

// react-admin, MUI and react-router load only once a token exists: the login page's first load stays small.
// A browser that opens a public page first gets those pages from auth.html instead (AuthApp: the
// same components on Preact, since react-dom alone is above the login route's 60 kB budget); this
// React table still serves them when the admin navigates to them in-app (sign-out, a 401).
const AdminApp = lazy(() => {
  const admin = import('./custom/AdminApp');
  // The opened URL's list screen loads beside the admin's code.
  import('./resources/bootRoute')
    .then(({ bootRoute }) => bootRoute(window.location.pathname))
    .catch(() => undefined);
  return admin;
});

/** The route table of the React entry (index.html): public pages, /admin/* (react-admin), 404. */
export function App() {
  const { pathname } = useLocation();
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

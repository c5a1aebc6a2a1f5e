import { Suspense, useEffect, type ReactNode } from 'react';
import { authPublicPages } from './custom/auth/publicPages';
import { LoadingScreen } from './custom/LoadingScreen';
import { NotFound } from './custom/NotFound';
import { useLeavingPage } from './custom/routing/documentNavigation';
import { useLocation } from './custom/routing/router';
import { isAdminPath, publicScreen } from './publicScreen';

/**
 * The route table of the public entry (auth.html, built by vite.auth.config.ts on Preact): `/`,
 * the public pages and the 404, with the same components as App. It knows nothing of the admin:
 * importing the registry or AdminApp here would compile react-admin against Preact.
 */
export function AuthApp() {
  const { pathname } = useLocation();
  // Signed in: the admin's page is loading; the login form must not be submitted again meanwhile.
  const leaving = useLeavingPage();
  if (leaving) return <LoadingScreen />;
  return <Suspense fallback={<LoadingScreen />}>{screenFor(pathname)}</Suspense>;
}

export default AuthApp;

function screenFor(pathname: string): ReactNode {
  const screen = publicScreen(pathname, authPublicPages);
  if (screen) return screen;
  if (isAdminPath(pathname)) return <LoadAdminEntry />;
  return <NotFound />;
}

/**
 * /admin/... reached without navigate() (authMain makes navigate() load admin paths as documents):
 * the admin is the React entry, so the browser loads this URL for real. reload(), not
 * location.replace(url): a URL with a #hash equal to the current one would only scroll.
 */
function LoadAdminEntry() {
  useEffect(() => {
    window.location.reload();
  }, []);
  return <LoadingScreen />;
}

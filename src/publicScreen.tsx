import type { ReactNode } from 'react';
import { AuthPageLayoutContext } from './custom/auth/authPageLayout';
import type { PublicPage } from './custom/pageTypes';
import { PublicOnly, RootRedirect } from './custom/routing/guards';
import { matchPath } from './custom/routing/router';
import { paths } from './config/paths';

/**
 * The routes outside the admin that both renderers serve (who may open which route): `/`
 * and the public pages. App (React) and AuthApp (the same components on Preact) share this table,
 * so the two entries cannot disagree about a public route. Null: not a public route.
 */
export function publicScreen(pathname: string, pages: readonly PublicPage[]): ReactNode | null {
  if (matchPath(paths.root, pathname)) return <RootRedirect />;

  const page = pages.find((candidate) => matchPath(candidate.path, pathname));
  if (!page) return null;
  const Page = page.component;
  const screen = (
    <AuthPageLayoutContext.Provider value={page.layout}>
      <Page key={page.path} />
    </AuthPageLayoutContext.Provider>
  );
  return page.access === 'publicOnly' ? <PublicOnly>{screen}</PublicOnly> : screen;
}

/** The admin's routes: /admin and everything under it (react-admin, loaded by index.html). */
export const isAdminPath = (pathname: string): boolean => matchPath(`${paths.admin}/*`, pathname);

import { useEffect, type ComponentType } from 'react';
import {
  BrowserRouter,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router-dom';
import { CustomRoutes, Resource, ResourceContextProvider, type Identifier } from 'react-admin';
import { authProvider } from '../authProvider';
import type { AdminIdentity } from '../authProvider/authProvider';
import { PageAccess } from './layout/PageAccess';
// Not the dataProvider barrel: it re-exports the whole-list engine, which loads with a list.
import { createQueryClient } from '../dataProvider/queryClient';
import { queryKeys } from '../dataProvider/queryKeys';
import { setUnauthorizedHandler } from '../dataProvider/httpClient';
import { withRestResources } from '../dataProvider/restProvider';
import { paths } from '../config/paths';
import { i18nProvider } from '../messages/i18nProvider';
import { resourceCatalog } from '../resources/catalog';
import { openedEntry } from '../resources/bootRoute';
import { askFirstPage } from './layout/warmScreens';
import { askAuthCheck, askListAccess, askPermissions } from './routing/authAnswers';
import { catalogCanAccess } from '../resources/catalogAccess';
import { catalogDataProvider } from '../resources/catalogDataProvider';
import { afterEverySchema, lazyScreens } from '../resources/lazyScreens';
import { adminPages } from './registry';
import { AdminShell, store } from './AdminShell';
import { LoadingScreen } from './LoadingScreen';
import { NotFoundInLayout } from './NotFound';
import { KnownRoutes } from '../resources/shared/knownRoutes';
import type { FromState } from './routing/guards';
import { Layout } from './layout/Layout';
import { darkTheme, lightTheme } from './theme/muiThemes';
import { getTheme } from './theme/themeStore';
import { RaNotification } from './toasts/RaNotification';

/**
 * One provider and one query cache for the admin's lifetime (tests reset them between cases);
 * the opened URL's list puts its first page in this cache early (askOpenedScreen, below).
 * Plain REST resources (/api/rest/*, e.g. sessions) go to ra-data-simple-rest beside the schemas.
 * A resource's schema loads with its first call or screen, not with the dashboard.
 */
export const queryClient = createQueryClient();
export const dataProvider = withRestResources(catalogDataProvider({ queryClient }));

// Declared eagerly from the catalog (routes, menu, titles); each screen's code loads on first visit.
const screens = resourceCatalog.map((entry) => ({ entry, ...lazyScreens(entry) }));

const IDENTITY_FRESH_MS = 30_000;

async function heldPermissions(): Promise<ReadonlySet<string> | undefined> {
  const { permissions } = await queryClient.fetchQuery({
    queryKey: queryKeys.identity,
    queryFn: () => authProvider.getIdentity!() as Promise<AdminIdentity>,
    staleTime: IDENTITY_FRESH_MS,
  });
  return permissions ? new Set(permissions) : undefined;
}

/**
 * The authProvider with react-admin's access checks: what the admin's role allows, from the same
 * route table the server enforces (screens and buttons the role cannot use are not offered).
 */
const accessAuthProvider = {
  ...authProvider,
  // One profile request serves every check: the identity react-admin already caches (its own
  // key), fresh for a while; the server decides each call anyway, so a role change made a moment
  // ago costs at most a refused click with its message.
  canAccess: catalogCanAccess(heldPermissions),
};

/**
 * Started by App as soon as the admin's code is here, before the shell renders: react-admin's
 * sign-in check and, for a list URL, the grid's access check and its first page (the same request,
 * into the same cache entry, as a menu entry's press: warmScreens.ts). The shell and the grid then
 * render with their answers instead of a loading render each. Only a list the role may read asks
 * for its page: a URL typed by a role without it shows the refusal and sends nothing.
 */
export async function askOpenedScreen({ pathname, search }: Pick<Location, 'pathname' | 'search'>) {
  void askAuthCheck(queryClient, accessAuthProvider);
  void askPermissions(queryClient, accessAuthProvider);
  const entry = openedEntry(pathname);
  if (!entry || !(await askListAccess(queryClient, accessAuthProvider, entry.name))) return;
  await askFirstPage(entry, search, { queryClient, dataProvider, store });
}

/**
 * Custom pages wait for every schema (see afterEverySchema), unless they read none (the dashboard,
 * the treasury): those show without the ~30 schema chunks on their first load.
 */
const pages = adminPages.map((page) =>
  page.readsSchemas === false ? page : { ...page, component: afterEverySchema(page.component) },
);

/** Every path under /admin a screen serves, for links that must not lead to a 404. */
const knownRoutes: ReadonlySet<string> = new Set([
  ...resourceCatalog.map((entry) => entry.name),
  ...adminPages.map((page) => page.path),
]);

/**
 * The admin under /admin/*. react-router loads with it (App's eager router is a tiny one), and
 * react-admin is mounted inside this BrowserRouter at /admin/*, so its redirects are absolute
 * paths (STACK.md). The shell sets layout, themes and notification on <Admin> below.
 */
export function AdminApp() {
  return (
    <BrowserRouter>
      <UnauthorizedRedirect />
      <Routes>
        <Route
          path={`${paths.admin}/*`}
          element={
            <KnownRoutes value={knownRoutes}>
              <AdminRoot />
            </KnownRoutes>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}

export default AdminApp;

function AdminRoot() {
  return (
    <AdminShell
      basename={paths.admin}
      disableTelemetry
      requireAuth
      authProvider={accessAuthProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      catchAll={NotFoundInLayout}
      loading={AdminLoading}
      layout={Layout}
      theme={lightTheme}
      darkTheme={darkTheme}
      defaultTheme={getTheme()}
      notification={RaNotification}
    >
      {screens.map(({ entry, list, show, edit, create }) => (
        <Resource
          key={entry.name}
          name={entry.name}
          // showPath: a record's spec route, for links built from the definition (audit sentences).
          options={{ label: entry.label, showPath: entry.showPath }}
          icon={entry.menu?.icon}
          recordRepresentation={entry.recordRepresentation}
          list={list}
          // A schema with a spec detail route (user-details, kyc-details) gets it below instead.
          show={entry.showPath ? undefined : show}
          edit={edit}
          create={create}
        />
      ))}
      <CustomRoutes>
        <Route index element={<Navigate to={paths.dashboard} replace />} />
        {screens
          .flatMap(({ entry, show }) => (entry.showPath && show ? [{ entry, show }] : []))
          .flatMap(({ entry, show }) => [
            <Route
              key={entry.showPath}
              path={`${entry.showPath}/:id`}
              element={<DetailRoute resource={entry.name} show={show} />}
            />,
            <Route
              key={`${entry.showPath}-index`}
              path={entry.showPath}
              element={<Navigate to={`${paths.admin}/${entry.name}`} replace />}
            />,
          ])}
        {pages.map(({ path, component: Page, permission }) => (
          <Route
            key={path}
            path={path}
            element={
              <PageAccess permission={permission}>
                <Page />
              </PageAccess>
            }
          />
        ))}
      </CustomRoutes>
    </AdminShell>
  );
}

/** A detail screen on its spec route (/admin/<showPath>/:id), with the resource in context. */
function DetailRoute({
  resource,
  show: Show,
}: {
  resource: string;
  show: ComponentType<{ id?: Identifier }>;
}) {
  const { id } = useParams();
  return (
    <ResourceContextProvider value={resource}>
      <Show key={id} id={id} />
    </ResourceContextProvider>
  );
}

/** A 401 from any call (also outside react-admin's hooks) sends the admin to /login, remembering the page. */
function UnauthorizedRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        const state: FromState = {
          from: { pathname: location.pathname, search: location.search, hash: location.hash },
        };
        navigate(paths.login, { replace: true, state });
      }),
    [navigate, location],
  );
  return null;
}

const AdminLoading = () => <LoadingScreen />;

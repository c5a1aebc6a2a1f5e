import {
  Children,
  Fragment,
  isValidElement,
  useMemo,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactElement,
  type ReactNode,
} from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Route, Routes } from 'react-router-dom';
import {
  CustomRoutes,
  DefaultTitleContextProvider,
  HasDashboardContextProvider,
  LogoutOnMount,
  NavigateToFirstResource,
  useAuthState,
  useScrollToTop,
  type CoreAdminUIProps,
  type CustomRoutesProps,
  type LayoutComponent,
  type LoadingComponent,
} from 'react-admin';

/** The admin's routes, read from its declarations: `<Resource>` and `<CustomRoutes>` elements. */
export interface RouteTable {
  resources: ReactElement[];
  withLayout: ReactNode[];
  withoutLayout: ReactNode[];
}

export function routeTable(declarations: ReactNode): RouteTable {
  const table: RouteTable = { resources: [], withLayout: [], withoutLayout: [] };
  const read = (nodes: ReactNode) => {
    for (const node of Children.toArray(nodes)) {
      if (!isValidElement<{ children?: ReactNode }>(node)) continue;
      if (node.type === Fragment) read(node.props.children);
      else if (node.type === CustomRoutes) {
        const { noLayout, children } = node.props as CustomRoutesProps;
        (noLayout ? table.withoutLayout : table.withLayout).push(children);
      } else table.resources.push(node);
    }
  };
  read(declarations);
  return table;
}

type AdminUIProps = Pick<
  CoreAdminUIProps,
  'catchAll' | 'error' | 'accessDenied' | 'authenticationError' | 'requireAuth' | 'title'
> & {
  layout: LayoutComponent;
  loading?: LoadingComponent;
  children: ReactNode;
};

/**
 * react-admin's CoreAdminUI and CoreAdminRoutes (5.15, without a login page, a dashboard or a
 * function child), with the route table read from the declarations as they render. react-admin
 * reads it in its first render, then again in an effect after mounting, and sets it as new
 * state: a second render of the whole shell under a new route context (~750 components: the
 * sidebar, the top bar, the grid's filters and links). A state update in the first commit (MUI's
 * Select, react-hook-form) flushes that effect before the browser paints, so the opened grid's
 * first rows waited for it.
 */
export function AdminUI({
  catchAll: CatchAll = Noop,
  error: ErrorPage,
  accessDenied: AccessDenied = Noop,
  authenticationError: AuthenticationError = Noop,
  layout: Layout,
  loading: Loading = Noop,
  requireAuth = false,
  title = 'React Admin',
  children,
}: AdminUIProps) {
  const [errorInfo, setErrorInfo] = useState<ErrorInfo>({});
  const table = useMemo(() => routeTable(children), [children]);
  return (
    <DefaultTitleContextProvider value={title}>
      <ErrorBoundary
        onError={(_error, info) => setErrorInfo(info)}
        fallbackRender={({ error, resetErrorBoundary }) => (
          <div style={{ minHeight: '100vh' }}>
            {ErrorPage && (
              <ErrorPage
                error={error as Error}
                errorInfo={errorInfo}
                resetErrorBoundary={resetErrorBoundary}
              />
            )}
          </div>
        )}
      >
        <Routes>
          {table.withoutLayout}
          <Route
            path="/*"
            element={
              <SignedIn requireAuth={requireAuth} loading={Loading}>
                <HasDashboardContextProvider value={false}>
                  <Layout>
                    <Routes>
                      {table.withLayout}
                      {table.resources.map((resource) => (
                        <Route
                          key={(resource.props as { name: string }).name}
                          path={`${(resource.props as { name: string }).name}/*`}
                          element={resource}
                        />
                      ))}
                      <Route path="/" element={<NavigateToFirstResource loading={Loading} />} />
                      <Route path="/authentication-error" element={<AuthenticationError />} />
                      <Route path="/access-denied" element={<AccessDenied />} />
                      <Route path="*" element={<CatchAll />} />
                    </Routes>
                  </Layout>
                </HasDashboardContextProvider>
              </SignedIn>
            }
          />
        </Routes>
      </ErrorBoundary>
    </DefaultTitleContextProvider>
  );
}

/** CoreAdminRoutes' sign-in gate: the loading page while it is checked, a sign-out when refused. */
function SignedIn({
  requireAuth,
  loading: Loading,
  children,
}: {
  requireAuth: boolean;
  loading: ComponentType;
  children: ReactNode;
}) {
  useScrollToTop();
  const { authenticated, isPending } = useAuthState(undefined, false, { enabled: requireAuth });
  if (!requireAuth) return children;
  if (isPending)
    return (
      <div style={{ height: '100vh' }}>
        <Loading />
      </div>
    );
  return authenticated ? children : <LogoutOnMount />;
}

const Noop = () => null;

import {
  Children,
  isValidElement,
  lazy,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { CssBaseline } from '@mui/material';
import {
  AdminContext,
  CoreAdminUI,
  Resource,
  ResourceDefinitionContext,
  type ResourceDefinitions,
  type ResourceProps,
  type AdminContextProps,
  type CoreAdminUIProps,
} from 'react-admin';
import { perAdminStore } from './adminStore';

// react-admin's own pages for errors and refused access, loaded when one shows (layout/raPages.ts).
const ErrorPage = lazy(() =>
  import('./layout/raPages').then((pages) => ({ default: pages.Error })),
);
const AccessDenied = lazy(() =>
  import('./layout/raPages').then((pages) => ({ default: pages.AccessDenied })),
);
const AuthenticationError = lazy(() =>
  import('./layout/raPages').then((pages) => ({ default: pages.AuthenticationError })),
);

export const store = perAdminStore();

type AdminShellProps = Omit<AdminContextProps, 'children' | 'store'> &
  Pick<
    CoreAdminUIProps,
    'catchAll' | 'disableTelemetry' | 'layout' | 'loading' | 'requireAuth' | 'title'
  > & {
    notification: ComponentType;
    children: ReactNode;
  };

/**
 * react-admin's <Admin> (AdminContext + AdminUI) without AdminUI's defaults. AdminUI imports its
 * default login page (a react-hook-form form), layout, auth-callback page and notification even
 * when they are overridden, which put ~30 kB gzip into the dashboard's first load; we have our
 * own of each (or none: sign-in is the /login page outside the admin), so CoreAdminUI gets ours
 * and react-admin's error, access-denied and authentication-error pages as before.
 */
export function AdminShell({
  catchAll,
  disableTelemetry,
  layout,
  loading,
  requireAuth,
  title,
  notification: Notification,
  children,
  ...context
}: AdminShellProps) {
  useStoredLocale(context.i18nProvider);
  return (
    <AdminContext {...context} store={store}>
      <DeclaredResources declarations={children}>
        <CssBaseline enableColorScheme>
          <CoreAdminUI
            loginPage={false}
            authCallbackPage={false}
            catchAll={catchAll}
            disableTelemetry={disableTelemetry}
            layout={layout}
            loading={loading}
            requireAuth={requireAuth}
            title={title}
            error={ErrorPage}
            accessDenied={AccessDenied}
            authenticationError={AuthenticationError}
          >
            {children}
          </CoreAdminUI>
          <Notification />
        </CssBaseline>
      </DeclaredResources>
    </AdminContext>
  );
}

/**
 * react-admin's I18nContextProvider renders nothing until the store's locale is the provider's:
 * with none stored yet (every admin's first visit, each sign-in), the page went blank between the
 * loading screen and the shell for a whole render of the admin (~150 ms). Stored before the first
 * render, the first render is the shell.
 */
function useStoredLocale(i18nProvider: AdminShellProps['i18nProvider']) {
  useState(() => {
    const locale = i18nProvider?.getLocale();
    if (locale && store.getItem('locale') !== locale) store.setItem('locale', locale);
    return locale;
  });
}

/**
 * The resources' definitions (menu labels, icons, links) known from the first render: the
 * `<Resource>` children, each as react-admin's own `Resource.registerResource` describes it.
 * react-admin registers them in an effect after mounting, and again (unregistered, then
 * registered) each time it rebuilds its route table: each pass re-rendered the whole admin after
 * the opened grid's rows were committed, before they were painted. Every resource is declared
 * once, from the catalog, so registration has nothing to add here.
 */
function DeclaredResources({
  declarations,
  children,
}: {
  declarations: ReactNode;
  children: ReactNode;
}) {
  const value = useMemo(() => {
    const definitions: ResourceDefinitions = {};
    for (const child of Children.toArray(declarations)) {
      if (!isValidElement<ResourceProps>(child) || child.type !== Resource) continue;
      const definition = Resource.registerResource(child.props);
      definitions[definition.name] = definition;
    }
    return { definitions, register: ignore, unregister: ignore };
  }, [declarations]);
  return (
    <ResourceDefinitionContext.Provider value={value}>
      {children}
    </ResourceDefinitionContext.Provider>
  );
}

const ignore = () => undefined;

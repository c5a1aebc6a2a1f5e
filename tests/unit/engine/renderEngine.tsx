import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  Admin,
  AdminContext,
  CustomRoutes,
  Resource,
  memoryStore,
  useNotificationContext,
  type Identifier,
  type Store,
} from 'react-admin';
import { Route, Routes, useParams } from 'react-router-dom';
import { buildDataProvider } from '../../../src/dataProvider';
import { resolveScreens } from '../../../src/resources/shared/screens';
import { engineSchemas } from './engineSchemas';
import type { ResourceSchema } from '../../../src/resources/types';

/** Where the router is: tests read it to check navigation. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

function MemberDetails() {
  const { id } = useParams();
  return <p>Member page {id}</p>;
}

/**
 * The engine's generic screens for the test schemas (or the given real ones), mounted the way AdminApp mounts a
 * registered resource (list, show, edit, create from resolveScreens), on a fresh provider. The
 * store is a fresh memory one unless given (a localStorageStore plays the admin's browser).
 */
export function renderEngine(
  path: string,
  schemas: ResourceSchema[] = engineSchemas,
  store: Store = memoryStore(),
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const dataProvider = buildDataProvider(schemas, { queryClient });
  const screens = schemas.map((schema) => ({ schema, ...resolveScreens({ schema }) }));
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/admin/*"
          element={
            <Admin
              basename="/admin"
              dataProvider={dataProvider}
              queryClient={queryClient}
              store={store}
              disableTelemetry
            >
              {screens.map(({ schema, list, show, edit, create }) => (
                <Resource
                  key={schema.name}
                  name={schema.name}
                  recordRepresentation={schema.recordRepresentation}
                  list={list}
                  show={show as React.ComponentType<{ id?: Identifier }>}
                  edit={edit}
                  create={create}
                />
              ))}
              <CustomRoutes>
                <Route path="/member-details/:id" element={<MemberDetails />} />
              </CustomRoutes>
            </Admin>
          }
        />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  return { ...view, queryClient, dataProvider };
}

/** An admin context on the test schemas' provider and a fresh store. */
export function EngineAdmin({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient: QueryClient;
}) {
  return (
    <AdminContext
      dataProvider={buildDataProvider(engineSchemas, { queryClient })}
      queryClient={queryClient}
      store={memoryStore()}
    >
      {children}
    </AdminContext>
  );
}

/** `children` in the engine's admin context, under a router. */
export function renderInAdmin(children: ReactNode, queryClient = new QueryClient()) {
  return render(
    <MemoryRouter>
      <EngineAdmin queryClient={queryClient}>{children}</EngineAdmin>
    </MemoryRouter>,
  );
}

/** The toasts asked for so far, each as "type: message". */
export function Toasts() {
  const { notifications } = useNotificationContext();
  return (
    <ul aria-label="toasts">
      {notifications.map((n, i) => (
        <li key={i}>{`${n.type}: ${String(n.message)}`}</li>
      ))}
    </ul>
  );
}

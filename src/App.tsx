import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { publicPages } from './custom/registry';
import { LoadingScreen } from './custom/LoadingScreen';
import { NotFound } from './custom/NotFound';
import { PublicOnly, RequireToken, RootRedirect } from './custom/routing/guards';

// react-admin and MUI load only once a token exists: the login page's first load stays small.
const AdminApp = lazy(() => import('./custom/AdminApp'));

/** The route table outside the admin (spec section 2, "Route access"). Mounted inside a router. */
export function App() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        <Route path="/" element={<RootRedirect />} />
        {publicPages.map(({ path, component: Page, access }) => (
          <Route
            key={path}
            path={path}
            element={
              access === 'publicOnly' ? (
                <PublicOnly>
                  <Page />
                </PublicOnly>
              ) : (
                <Page />
              )
            }
          />
        ))}
        <Route
          path="/admin/*"
          element={
            <RequireToken>
              <AdminApp />
            </RequireToken>
          }
        />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}

export default App;

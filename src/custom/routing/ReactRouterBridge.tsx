import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';

/**
 * Gives a public page react-router's context while it still imports react-router hooks. Loaded
 * lazily; once every public page imports from `custom/routing/router` instead, App drops it and
 * react-router leaves the login page's first load.
 */
export default function ReactRouterBridge({ children }: { children: ReactNode }) {
  return <BrowserRouter>{children}</BrowserRouter>;
}

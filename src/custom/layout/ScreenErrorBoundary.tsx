import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

// Loaded only when a screen fails (raPages.ts says why).
const RaError = lazy(() => import('./raPages').then((pages) => ({ default: pages.Error })));

interface State {
  error: Error | null;
}

/** A screen that throws shows react-admin's error page inside the shell; navigating away resets it. */
class Boundary extends Component<{ children?: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  render() {
    const { error } = this.state;
    if (error)
      return (
        <Suspense fallback={null}>
          <RaError error={error} resetErrorBoundary={() => this.setState({ error: null })} />
        </Suspense>
      );
    return this.props.children;
  }
}

export function ScreenErrorBoundary({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary key={pathname}>{children}</Boundary>;
}

import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

// Loaded only when a screen fails (raPages.ts says why).
const RaError = lazy(() => import('./raPages').then((pages) => ({ default: pages.Error })));

interface Props {
  pathname: string;
  children?: ReactNode;
}

interface State {
  error: Error | null;
  /** The path last rendered: leaving it clears the error. */
  pathname: string;
}

/** A screen that throws shows react-admin's error page inside the shell; navigating away resets it. */
class Boundary extends Component<Props, State> {
  state: State = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
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

/**
 * Not remounted per path (a key would make it, and the Suspense inside it, new on every
 * navigation): the router's navigations are transitions, so a screen whose code is still loading
 * keeps the one before it on screen instead of showing the loading screen, and React then reveals
 * it as soon as it is ready, not 300 ms after a fallback appeared.
 */
export function ScreenErrorBoundary({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}

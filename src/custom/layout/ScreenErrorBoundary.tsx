import { Component, type ReactNode } from 'react';
import { Error as RaError } from 'react-admin';
import { useLocation } from 'react-router-dom';

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
      return <RaError error={error} resetErrorBoundary={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}

export function ScreenErrorBoundary({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary key={pathname}>{children}</Boundary>;
}

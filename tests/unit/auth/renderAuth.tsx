import { render, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { ReactElement } from 'react';

/**
 * The public pages run on the app's small history router (no react-router before sign-in):
 * start at a real URL with a history state, then read where the page sent the browser.
 */
export function renderAt(url: string, page: ReactElement, state: unknown = null) {
  window.history.replaceState({ usr: state, key: 'test', idx: 0 }, '', url);
  return render(page);
}

export const currentUrl = () => `${window.location.pathname}${window.location.search}`;
export const currentState = () => (window.history.state as { usr?: unknown } | null)?.usr ?? null;

export async function expectLandedOn(url: string) {
  await waitFor(() => expect(currentUrl()).toBe(url));
}

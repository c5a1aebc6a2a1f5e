import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { vi } from 'vitest';
import { KnownRoutes } from '../../../src/resources/shared/knownRoutes';
import { i18nProvider } from '../../../src/messages/i18nProvider';

const authProvider = (refused: string[]): AuthProvider => ({
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(),
  canAccess: ({ resource }) => Promise.resolve(!refused.includes(resource ?? '')),
});

/** These lists have screens; any other figure leads nowhere. */
const SCREENS = new Set([
  'support/Support',
  'withdraw',
  'kyc',
  'user',
  'deposit',
  'p2p/raise-dispute',
]);

/**
 * A figures page as AdminApp mounts it: react-admin's context (no retries), the known routes, and
 * a dataProvider whose `call` answers with `call`. `refused`: the lists the role may not open.
 */
export function renderFigures(
  page: ReactNode,
  call: () => Promise<unknown>,
  refused: string[] = [],
) {
  const dataProvider = { call: vi.fn(call) };
  render(
    <MemoryRouter initialEntries={['/admin/dashboard']}>
      <AdminContext
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        store={memoryStore()}
        i18nProvider={i18nProvider}
        dataProvider={dataProvider as never}
        authProvider={authProvider(refused)}
      >
        <KnownRoutes value={SCREENS}>{page}</KnownRoutes>
      </AdminContext>
    </MemoryRouter>,
  );
  return dataProvider.call;
}

export const figures = () => within(screen.getByRole('region', { name: "Today's figures" }));

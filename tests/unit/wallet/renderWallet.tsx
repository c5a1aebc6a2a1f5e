import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore, useNotificationContext } from 'react-admin';
import { buildDataProvider } from '../../../src/dataProvider';
import { buildAdminProfile } from '../msw';
import type { BalanceEntry, WalletAsset, WalletNetwork } from '../../../src/custom/wallet/api';

/** Where the router is: tests read it to check navigation. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** The toasts asked for through useNotify, with their auto-close time. */
function Toasts() {
  const { notifications } = useNotificationContext();
  return (
    <ul data-testid="toasts">
      {notifications.map((n, i) => (
        <li
          key={i}
          data-type={n.type}
          data-ms={String(n.notificationOptions?.autoHideDuration ?? '')}
        >
          {String(n.message)}
        </li>
      ))}
    </ul>
  );
}

/** Renders a wallet/2FA page at `path` inside react-admin's contexts, as AdminApp mounts it. */
export function renderPage(
  element: ReactElement,
  options: { path?: string; at?: string; history?: string[] } = {},
) {
  const { path = '/admin/wallet', history = [] } = options;
  const at = options.at ?? path;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <MemoryRouter initialEntries={[...history, at]} initialIndex={history.length}>
      <AdminContext
        store={memoryStore()}
        queryClient={queryClient}
        // The screens send their calls through the dataProvider, as in the admin.
        dataProvider={buildDataProvider([], { queryClient })}
      >
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <Where />
        <Toasts />
      </AdminContext>
    </MemoryRouter>,
  );
}

export const profile2faOn = () =>
  buildAdminProfile({ email: 'admin@exchange.test', f2A_Status: 'true' });
export const profile2faOff = () =>
  buildAdminProfile({ email: 'admin@exchange.test', f2A_Status: 'false' });

let seq = 0;
export function buildAsset(overrides: Partial<WalletAsset> = {}): WalletAsset {
  seq += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    name: 'Bitcoin',
    symbol: 'BTC',
    type: 'crypto',
    image: '',
    address: null,
    tagId: null,
    decimals: 8,
    priceUsd: 60000,
    tokenAddressArray: [],
    networks: [buildNetwork({ _id: `net-${seq}` })],
    ...overrides,
  };
}

export function buildNetwork(overrides: Partial<WalletNetwork> = {}): WalletNetwork {
  return {
    _id: 'net',
    id: 'bitcoin',
    tokenType: 'BTC',
    contractAddress: null,
    name: 'Bitcoin',
    decimals: 8,
    address: null,
    ...overrides,
  };
}

export function buildBalance(overrides: Partial<BalanceEntry> = {}): BalanceEntry {
  seq += 1;
  return {
    _id: `w-${seq}`,
    name: 'Bitcoin',
    currency: 'BTC',
    address: 'bc1qexampleaddress0000000000000000000000',
    image: '',
    ...overrides,
  };
}

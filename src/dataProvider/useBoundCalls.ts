import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { ExchangeDataProvider } from './index';

/**
 * A screen's declared calls (a module-level `(dataProvider) => calls` factory) bound to the
 * admin's dataProvider: the same object from render to render while the provider is.
 */
export function useBoundCalls<T>(calls: (dataProvider: ExchangeDataProvider) => T): T {
  const dataProvider = useDataProvider<ExchangeDataProvider>();
  return useMemo(() => calls(dataProvider), [calls, dataProvider]);
}

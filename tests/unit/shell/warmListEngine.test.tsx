import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

const loaded: string[] = [];
vi.mock('../../../src/resources/lazyScreens', () => ({
  preloadListEngine: () => Promise.resolve(void loaded.push('engine')),
  preloadList: (entry: { name: string }) =>
    entry.name === 'broken'
      ? Promise.reject(new Error('offline'))
      : Promise.resolve(void loaded.push(`list:${entry.name}`)),
}));
vi.mock('../../../src/resources/catalogDataProvider', () => ({
  loadSchemaProvider: () => Promise.resolve(void loaded.push('provider')),
}));
vi.mock('../../../src/resources/catalog', () => ({
  catalogEntry: (path: string) => (path.startsWith('custom/') ? undefined : { name: path }),
}));

const { useWarmListEngine } = await import('../../../src/custom/layout/warmListEngine');

function renderWarm(paths: string[], queryClient = new QueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useWarmListEngine(paths), { wrapper });
}

/** Lets the timers and idle callbacks run, and the loads they start resolve. */
const idle = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useWarmListEngine (production build)', () => {
  beforeEach(() => {
    loaded.length = 0;
    vi.useFakeTimers();
    vi.stubEnv('PROD', true);
    // An idle browser: each idle callback runs on the next tick.
    Object.assign(window, {
      requestIdleCallback: (run: () => void) => setTimeout(run, 1),
      cancelIdleCallback: (handle: number) => clearTimeout(handle),
    });
  });
  afterEach(() => {
    cleanup(); // unmounted while the idle callbacks still exist
    vi.useRealTimers();
    vi.unstubAllEnvs();
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  });

  it('loads the grid engine and its provider first, then each menu entry’s list screen in menu order', async () => {
    renderWarm(['user', 'custom/treasury', 'kyc', 'withdraw']);
    expect(loaded).toEqual([]); // nothing before the first screen has had its moment
    await idle(2_000);
    expect(loaded).toEqual(['engine', 'provider', 'list:user', 'list:kyc', 'list:withdraw']);
  });

  it('waits while the admin has requests under way, and carries on past a failed load', async () => {
    const queryClient = new QueryClient();
    let answer: (value: unknown) => void = () => {};
    void queryClient.fetchQuery({
      queryKey: ['dashboard'],
      queryFn: () => new Promise((resolve) => (answer = resolve)),
    });
    renderWarm(['broken', 'kyc'], queryClient);
    await idle(5_000);
    expect(loaded).toEqual([]);
    answer({});
    await idle(2_000);
    expect(loaded).toEqual(['engine', 'provider', 'list:kyc']);
  });

  it('stops when the menu goes away', async () => {
    const { unmount } = renderWarm(['user', 'kyc']);
    unmount();
    await idle(5_000);
    expect(loaded).toEqual([]);
  });
});

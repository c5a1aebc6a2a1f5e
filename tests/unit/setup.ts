import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from './msw/server';
import { installFastComputedStyle } from './support/fastComputedStyle';
import { installLazyElementError } from './support/lazyElementError';

installFastComputedStyle(window);
installLazyElementError();

// Every request a test makes must be answered by a handler it declared: nothing reaches a network.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());
// A screen can still be loading a module when its file's last test ends (a resource's schema that
// a call asked for): it arrives first, while the handlers still answer (after-hooks run last
// registered first). Torn down mid-import, it failed and failed the run (EnvironmentTeardownError).
afterAll(() => vi.dynamicImportSettled());

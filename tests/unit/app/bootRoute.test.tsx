import { act, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { server } from '../msw';
import { bootRoute } from '../../../src/resources/bootRoute';
import { renderApp, resetAdminCaches, shellHandlers } from './renderApp';

// One test in this file: the app's lazy admin loads once per file, as once per page in a browser.
vi.mock('../../../src/resources/bootRoute', async (importActual) => {
  const actual = await importActual<typeof import('../../../src/resources/bootRoute')>();
  return { bootRoute: vi.fn(actual.bootRoute) };
});
vi.setConfig({ testTimeout: 30_000 });
afterEach(resetAdminCaches);

it('opening a list URL keeps one loading screen until the admin and that screen’s code are here', async () => {
  server.use(...shellHandlers());
  const actual = vi.mocked(bootRoute).getMockImplementation()!;
  let codeArrives!: () => void;
  const arrived = new Promise<void>((resolve) => (codeArrives = resolve));
  // The list screen's code arrives after the admin's own code.
  vi.mocked(bootRoute).mockImplementationOnce(async (path) => {
    await arrived;
    await actual(path);
  });
  renderApp('/admin/coin-list');
  const loading = await screen.findByRole('status', { name: 'Loading' });
  expect(bootRoute).toHaveBeenCalledWith('/admin/coin-list');
  await act(async () => {
    await import('../../../src/custom/AdminApp');
    await new Promise((resolve) => setTimeout(resolve, 500));
  });
  // Still the first loading screen: the admin did not render and then suspend on the screen (a
  // second loading screen, which React holds up to 300 ms after it appeared before the rows).
  expect(screen.getByRole('status', { name: 'Loading' })).toBe(loading);
  await act(async () => codeArrives());
  await screen.findByRole('navigation', {}, { timeout: 15_000 }); // rejects unless the shell shows
  expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
});

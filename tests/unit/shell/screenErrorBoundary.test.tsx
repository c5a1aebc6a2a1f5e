import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { ScreenErrorBoundary } from '../../../src/custom/layout/ScreenErrorBoundary';
import { i18nProvider } from '../../../src/messages/i18nProvider';

function Broken(): never {
  throw new Error('The screen broke');
}

function renderShell(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext store={memoryStore()} i18nProvider={i18nProvider}>
        <nav>
          <Link to="/broken">Broken screen</Link>
          <Link to="/fine">Fine screen</Link>
        </nav>
        <ScreenErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<p>All good here</p>} />
          </Routes>
        </ScreenErrorBoundary>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('ScreenErrorBoundary', () => {
  it('shows the error page for a screen that throws, and the next screen once the admin leaves', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    renderShell('/fine');
    expect(screen.getByText('All good here')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Broken screen' }));
    // The error page's code loads on first use.
    expect(
      await screen.findByText(/something went wrong/i, {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('All good here')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Fine screen' }));
    expect(await screen.findByText('All good here')).toBeInTheDocument();
    expect(screen.queryByText(/something went wrong/i)).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });
});

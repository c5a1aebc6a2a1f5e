import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, server } from '../msw';
import { setToken } from '../../../src/authProvider/tokenStore';
import { AuthenticatedImage } from '../../../src/resources/shared/AuthenticatedImage';

vi.setConfig({ testTimeout: 30_000 });
const T = { timeout: 8000 };

/** The image, as a grid's thumbnail or a document's preview loads it: with the bearer. */
function serveImage() {
  const asked: string[] = [];
  server.use(
    http.get(api('/p2p/evidence/ev-1'), ({ request }) => {
      asked.push(request.headers.get('authorization') ?? '');
      return HttpResponse.arrayBuffer(new Uint8Array([137, 80, 78, 71]).buffer, {
        headers: { 'content-type': 'image/png' },
      });
    }),
  );
  return asked;
}

describe('The image viewer', () => {
  beforeEach(() => {
    setToken('test-admin-token');
    URL.createObjectURL = vi.fn(() => 'blob:evidence');
    URL.revokeObjectURL = vi.fn();
  });

  it('opens a thumbnail with zoom and rotate, from the bytes already loaded, and closes on Escape', async () => {
    const user = userEvent.setup();
    const asked = serveImage();
    const rowClick = vi.fn();
    render(
      // A thumbnail in a grid row (the grid's rows open on click): opening it must not open the row.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
      <div onClick={rowClick}>
        <AuthenticatedImage path="/p2p/evidence/ev-1" alt="transfer.png" height={48} enlargeable />
      </div>,
    );
    await user.click(await screen.findByRole('button', { name: 'Enlarge transfer.png' }, T));
    const viewer = await screen.findByRole('dialog', { name: 'transfer.png' });
    expect(within(viewer).getByRole('img', { name: 'transfer.png' })).toHaveAttribute(
      'src',
      'blob:evidence',
    );
    // One fetch, with the bearer: the viewer shows what the thumbnail loaded.
    expect(asked).toEqual(['Bearer test-admin-token']);
    expect(rowClick).not.toHaveBeenCalled();

    const zoom = within(viewer).getByRole('status', { name: 'Zoom' });
    expect(zoom).toHaveTextContent('100%');
    await user.click(within(viewer).getByRole('button', { name: 'Zoom in' }));
    await user.click(within(viewer).getByRole('button', { name: 'Zoom in' }));
    expect(zoom).toHaveTextContent('150%');
    await user.click(within(viewer).getByRole('button', { name: 'Zoom out' }));
    expect(zoom).toHaveTextContent('125%');
    await user.click(within(viewer).getByRole('button', { name: 'Rotate' }));
    const image = within(viewer).getByRole('img', { name: 'transfer.png' });
    expect(getComputedStyle(image).transform).toBe('rotate(90deg)');
    await user.click(within(viewer).getByRole('button', { name: 'Reset zoom and rotation' }));
    expect(zoom).toHaveTextContent('100%');
    expect(getComputedStyle(image).transform).toBe('rotate(0deg)');
    expect(rowClick).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('zooms with + and - and stops at its bounds', async () => {
    const user = userEvent.setup();
    serveImage();
    render(<AuthenticatedImage path="/p2p/evidence/ev-1" alt="id-front.png" enlargeable />);
    await user.click(await screen.findByRole('button', { name: 'Enlarge id-front.png' }, T));
    const viewer = await screen.findByRole('dialog', { name: 'id-front.png' });
    const zoom = within(viewer).getByRole('status', { name: 'Zoom' });
    await user.keyboard('---');
    expect(zoom).toHaveTextContent('50%');
    expect(within(viewer).getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    await user.keyboard('+'.repeat(12));
    expect(zoom).toHaveTextContent('300%');
    expect(within(viewer).getByRole('button', { name: 'Zoom in' })).toBeDisabled();
  });
});

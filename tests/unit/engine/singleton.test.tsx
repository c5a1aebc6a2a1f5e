import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, recorder, server } from '../msw';
import { setToken } from '../../../src/authProvider/tokenStore';
import { stakingBannerSchema } from '../../../src/resources/staking/banner';
import { renderEngine } from './renderEngine';

afterEach(() => vi.unstubAllGlobals());

vi.setConfig({ testTimeout: 30_000 });
const T = { timeout: 8000 };

describe('a singleton schema (the staking banner)', () => {
  beforeEach(() => setToken('test-admin-token'));

  it('edits its one record at the list route with its preview and leave guard, checks the rules, saves and stays', async () => {
    const user = userEvent.setup();
    let banner: Record<string, unknown> | null = null;
    server.use(
      http.get(api('/admin/stakingBanner'), () =>
        HttpResponse.json({ success: true, result: banner }),
      ),
    );
    const save = recorder('post', '/admin/stakingBanner', (body) => {
      banner = { ...(body as object), updatedBy: 'admin@exchange.test' };
      return { success: true, result: banner, message: 'Staking banner saved' };
    });
    server.use(save.handler);
    renderEngine('/admin/staket/banner', [stakingBannerSchema]);

    const title = await screen.findByRole('textbox', { name: /title/i }, T);
    expect(title).toHaveValue('');
    await user.type(title, '  Earn 12% on USDT ');
    // The declared preview shows the form's live values, before anything is saved.
    expect(screen.getByRole('region', { name: 'Banner preview' })).toHaveTextContent(
      'Earn 12% on USDT',
    );
    // With unsaved changes, following a link asks first (declared leaveWarning); refused, it stays.
    const elsewhere = document.body.appendChild(document.createElement('a'));
    elsewhere.href = '/admin/stake/list';
    elsewhere.textContent = 'Elsewhere';
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(elsewhere);
    expect(confirm).toHaveBeenCalledWith(
      'You have unsaved changes to the staking banner. Leave and lose them?',
    );
    confirm.mockRestore();
    elsewhere.remove();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Nothing is sent without a text and an image.
    expect(await screen.findByText('Text is required.', {}, T)).toBeInTheDocument();
    expect(save.calls).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /^text/i }), 'Lock for 30 days.');
    expect(screen.getByRole('button', { name: 'Upload banner image' })).toBeInTheDocument();
    server.use(
      http.post(api('/admin/imageUpload'), () =>
        HttpResponse.json({ success: true, result: { url: '/uploads/banner.png' } }),
      ),
      http.get(api('/uploads/banner.png'), () =>
        HttpResponse.arrayBuffer(new Uint8Array([137, 80, 78, 71]).buffer, {
          headers: { 'Content-Type': 'image/png' },
        }),
      ),
    );
    URL.createObjectURL = vi.fn(() => 'blob:banner');
    URL.revokeObjectURL = vi.fn();
    // jsdom decodes no image: the browser would read this banner as 1200 × 300 (its bounds').
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 1200, height: 300, close: () => undefined })),
    );
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'b.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Banner image file'), file);
    await screen.findByRole('button', { name: 'Replace banner image' }, T);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(save.calls).toHaveLength(1), T);
    expect(save.calls[0].body).toEqual({
      title: 'Earn 12% on USDT',
      text: 'Lock for 30 days.',
      imageUrl: '/uploads/banner.png',
    });
    expect(await screen.findByText('Staking banner saved', {}, T)).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/staket\/banner$/);
  });
});

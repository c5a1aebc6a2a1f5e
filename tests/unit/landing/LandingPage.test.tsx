import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore, useNotificationContext } from 'react-admin';
import { buildDataProvider } from '../../../src/dataProvider';
import { landing } from '../../../src/resources/landing';
import { resolveScreens } from '../../../src/resources/shared/screens';
import { api, fail, networkError, ok, recorder, server } from '../msw';

// The landing editor is the engine's screen for the landing resource (a singleton at its list route).
const LandingPage = resolveScreens(landing).list;

// MUI under jsdom is slow on a shared 2-core machine: whole user journeys get more than 5 s.
vi.setConfig({ testTimeout: 20_000 });

const buildLanding = (overrides: Record<string, unknown> = {}) => ({
  headline: 'Trade crypto with confidence',
  subHeadline: 'Low fees, deep liquidity.',
  ctaText: 'Get started',
  ctaLink: '/register',
  darkImage: null,
  lightImage: null,
  updatedAt: '2026-11-20T09:00:00.000Z',
  updatedBy: 'admin@exchange.test',
  ...overrides,
});

function Toasts() {
  const { notifications } = useNotificationContext();
  return (
    <ul data-testid="toasts">
      {notifications.map((n, i) => (
        <li key={i} data-type={n.type}>
          {String(n.message)}
        </li>
      ))}
    </ul>
  );
}

function renderLanding() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <MemoryRouter initialEntries={['/admin/landing']}>
      <AdminContext
        store={memoryStore()}
        queryClient={queryClient}
        dataProvider={buildDataProvider([landing.schema], { queryClient })}
      >
        <Link to="/admin/dashboard">Dashboard</Link>
        <Routes>
          <Route path="/admin/landing" element={<LandingPage />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <Toasts />
      </AdminContext>
    </MemoryRouter>,
  );
}

/** What the browser decodes for each file name (jsdom has no image decoder). */
const decoded = new Map<string, { width: number; height: number }>();
const pngFile = (name: string) => new File([new Uint8Array(64)], name, { type: 'image/png' });
const toasts = () => within(screen.getByTestId('toasts'));
const headline = () => screen.getByRole('textbox', { name: /^Headline/ });

/** Every request the page makes, to prove that a refused file sends nothing. */
const requests: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  requests.push(`${request.method} ${new URL(request.url).pathname}`);
};

beforeEach(() => {
  decoded.clear();
  requests.length = 0;
  server.events.on('request:start', onRequest);
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async (file: File) => {
      const size = decoded.get(file.name);
      if (!size) throw new DOMException('The source image could not be decoded.');
      return { ...size, close: () => undefined };
    }),
  );
  URL.createObjectURL = vi.fn(() => 'blob:landing-image');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  server.events.removeListener('request:start', onRequest);
  vi.unstubAllGlobals();
});

describe('/admin/landing', () => {
  it('loads the content into the form and the preview of both themes', async () => {
    server.use(ok('get', '/admin/getlanding', buildLanding()));
    renderLanding();
    expect(await screen.findByDisplayValue('Trade crypto with confidence')).toBeInTheDocument();
    for (const mode of ['dark', 'light']) {
      const preview = within(screen.getByTestId(`preview-${mode}`));
      expect(preview.getByText('Trade crypto with confidence')).toBeInTheDocument();
      expect(preview.getByText('Get started')).toBeInTheDocument();
    }
    expect(screen.getByText(/Last saved .* by admin@exchange.test/)).toBeInTheDocument();
  });

  it("a wrong-size image shows 'Invalid image dimensions' and sends no request", async () => {
    server.use(ok('get', '/admin/getlanding', buildLanding()));
    const upload = recorder('post', '/admin/imageUpload');
    server.use(upload.handler);
    decoded.set('small.png', { width: 1482, height: 989 });
    renderLanding();
    await screen.findByDisplayValue('Trade crypto with confidence');
    const before = requests.length;

    await userEvent.upload(
      screen.getByLabelText('Dark-theme hero image file'),
      pngFile('small.png'),
    );
    expect(await screen.findByText('Invalid image dimensions')).toBeInTheDocument();
    expect(screen.getByText(/1482 × 989 pixels/)).toBeInTheDocument();
    expect(upload.calls).toHaveLength(0);
    expect(requests.slice(before)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('uploads a 1483×989 image as multipart `image`, shows it, and saves its URL', async () => {
    let uploaded: FormDataEntryValue | null = null;
    const save = recorder('post', '/admin/landing', (body) => ({
      success: true,
      result: { ...buildLanding(), ...(body as object), updatedAt: '2026-11-23T10:00:00.000Z' },
    }));
    server.use(
      ok('get', '/admin/getlanding', buildLanding()),
      http.post(api('/admin/imageUpload'), async ({ request }) => {
        uploaded = (await request.formData()).get('image');
        return HttpResponse.json({ success: true, result: { url: '/uploads/abc.png' } });
      }),
      http.get(api('/uploads/abc.png'), () =>
        HttpResponse.arrayBuffer(new Uint8Array(8).buffer, {
          headers: { 'content-type': 'image/png' },
        }),
      ),
      save.handler,
    );
    decoded.set('hero.png', { width: 1483, height: 989 });
    renderLanding();
    await screen.findByDisplayValue('Trade crypto with confidence');

    await userEvent.upload(
      screen.getByLabelText('Light-theme hero image file'),
      pngFile('hero.png'),
    );
    expect(await screen.findByRole('img', { name: 'Light theme hero image' })).toBeInTheDocument();
    // The multipart body has its field `image` (jsdom's File does not survive Node's FormData
    // intact, so the bytes themselves are checked by the e2e journey in a real browser).
    expect(uploaded).not.toBeNull();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(save.calls).toHaveLength(1));
    expect(save.calls[0].body).toMatchObject({ lightImage: '/uploads/abc.png', darkImage: null });
    expect(await toasts().findByText('Landing content saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it("'Image Failed to Upload!' when the server refuses, 'Upload failed' when it does not answer", async () => {
    server.use(
      ok('get', '/admin/getlanding', buildLanding()),
      fail('post', '/admin/imageUpload', 400, 'The image has data after its end'),
    );
    decoded.set('hero.png', { width: 1483, height: 989 });
    renderLanding();
    await screen.findByDisplayValue('Trade crypto with confidence');

    const input = screen.getByLabelText('Dark-theme hero image file');
    await userEvent.upload(input, pngFile('hero.png'));
    expect(await screen.findByText('Image Failed to Upload!')).toBeInTheDocument();
    expect(screen.getByText('The image has data after its end')).toBeInTheDocument();

    server.use(networkError('post', '/admin/imageUpload'));
    await userEvent.upload(input, pngFile('hero.png'));
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.queryByText('Image Failed to Upload!')).not.toBeInTheDocument();
  });

  it('keeps the unsaved edits when saving fails, and says why', async () => {
    server.use(
      ok('get', '/admin/getlanding', buildLanding()),
      fail('post', '/admin/landing', 500, 'Database unavailable'),
    );
    renderLanding();
    await screen.findByDisplayValue('Trade crypto with confidence');
    await userEvent.clear(headline());
    await userEvent.type(headline(), 'New headline');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await toasts().findByText('Database unavailable')).toBeInTheDocument();
    expect(headline()).toHaveValue('New headline');
    expect(within(screen.getByTestId('preview-dark')).getByText('New headline')).toBeVisible();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it('checks the texts before saving: a javascript: link cannot be saved', async () => {
    server.use(ok('get', '/admin/getlanding', buildLanding()));
    renderLanding();
    await screen.findByDisplayValue('Trade crypto with confidence');
    const link = screen.getByRole('textbox', { name: /^Button link/ });
    await userEvent.clear(link);
    await userEvent.type(link, 'javascript:alert(1)');
    expect(
      screen.getByText(
        "The call-to-action link must be an https:// URL or a path starting with '/'",
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('warns before leaving with unsaved changes, and stays when the admin cancels', async () => {
    server.use(ok('get', '/admin/getlanding', buildLanding()));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderLanding();
    await screen.findByDisplayValue('Trade crypto with confidence');

    await userEvent.type(headline(), '!');
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(confirm).toHaveBeenCalledWith(
      'You have unsaved changes on the landing page. Leave and lose them?',
    );
    expect(headline()).toHaveValue('Trade crypto with confidence!');

    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    confirm.mockRestore();
  });
});

describe('/admin/landing: removing and discarding', () => {
  it('removes a hero image (saved as null), and Discard changes brings the saved content back', async () => {
    server.use(
      ok('get', '/admin/getlanding', buildLanding({ darkImage: '/uploads/dark.png' })),
      http.get(api('/uploads/dark.png'), () =>
        HttpResponse.arrayBuffer(new Uint8Array(8).buffer, {
          headers: { 'content-type': 'image/png' },
        }),
      ),
    );
    renderLanding();
    expect(await screen.findByRole('img', { name: 'Dark theme hero image' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove dark-theme hero image' }));
    expect(
      within(screen.getByTestId('preview-dark')).getByText('No dark theme image yet'),
    ).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByRole('img', { name: 'Dark theme hero image' })).toBeInTheDocument();
    expect(screen.getByText(/Last saved .* by admin@exchange.test/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });
});

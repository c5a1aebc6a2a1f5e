import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ok, recorder, server } from '../msw';
import { setToken } from '../../../src/authProvider/tokenStore';
import { buildWithdrawal } from './engineSchemas';
import { renderEngine } from './renderEngine';

vi.setConfig({ testTimeout: 30_000 });
const T = { timeout: 8000 };

function backend(rows: ReturnType<typeof buildWithdrawal>[]) {
  server.use(
    http.get(api('/admin/withdrawList'), () => HttpResponse.json({ success: true, result: rows })),
    ok('get', '/admin/memberList', [{ _id: 'm-1', name: 'Mila Novak' }]),
  );
}

const save = () => screen.getByRole('button', { name: 'Save' });

describe('SchemaEdit and SchemaCreate', () => {
  beforeEach(() => setToken('test-admin-token'));

  it('edits in sections, checks the declared rules before sending, and shows server errors under inputs', async () => {
    const user = userEvent.setup();
    const row = buildWithdrawal();
    backend([row]);
    let answer: 'invalid' | 'ok' = 'invalid';
    const update = recorder('post', '/admin/updateWithdraw', (body) => {
      if (answer === 'invalid')
        return { success: false, message: 'Note is taken', errors: { note: 'Note is taken' } };
      Object.assign(row, body as object);
      return { success: true, result: row };
    });
    server.use(
      http.post(api('/admin/updateWithdraw'), async ({ request }) => {
        const body = (await request.clone().json()) as object;
        update.calls.push({ body, headers: request.headers, url: new URL(request.url) });
        return answer === 'invalid'
          ? HttpResponse.json(
              { success: false, message: 'Note is taken', errors: { note: 'Note is taken' } },
              { status: 400 },
            )
          : HttpResponse.json({ success: true, result: { ...row, ...body } });
      }),
    );
    renderEngine('/admin/withdraw/w-1');

    expect(await screen.findByRole('heading', { name: 'Request' }, T)).toBeInTheDocument();
    const note = screen.getByRole('textbox', { name: 'Note' });
    const fee = screen.getByRole('spinbutton', { name: 'Fee' });
    await user.type(note, 'ab');
    await user.clear(fee);
    await user.type(fee, '150');
    await user.click(save());
    expect(
      await screen.findByText('Enter a note of 3 to 20 characters.', {}, T),
    ).toBeInTheDocument();
    expect(screen.getByText('Fee must be between 0 and 100.')).toBeInTheDocument();
    expect(update.calls).toHaveLength(0);

    await user.type(note, 'c');
    await user.clear(fee);
    await user.type(fee, '1.5');
    await user.click(save());
    await waitFor(() => expect(update.calls).toHaveLength(1), T);
    expect(update.calls[0].body).toEqual({ _id: 'w-1', note: 'abc', fee: 1.5 });
    // The server's per-field message, under its input; what was typed stays.
    const noteHelp = await screen.findAllByText('Note is taken', {}, T);
    expect(noteHelp.length).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('abc');

    answer = 'ok';
    await user.click(save());
    await waitFor(() => expect(update.calls).toHaveLength(2), T);
    await waitFor(
      () => expect(screen.getByTestId('where')).toHaveTextContent('/admin/withdraw/w-1/show'),
      T,
    );
  });

  it('uploads an image as multipart field `image` and saves the path it answers', async () => {
    const user = userEvent.setup();
    backend([buildWithdrawal()]);
    let uploaded: FormDataEntryValue | null = null;
    server.use(
      http.post(api('/admin/imageUpload'), async ({ request }) => {
        uploaded = (await request.formData()).get('image');
        return HttpResponse.json({ success: true, result: { url: '/uploads/proof-1.png' } });
      }),
      http.get(api('/uploads/proof-1.png'), () =>
        HttpResponse.arrayBuffer(new Uint8Array([137, 80, 78, 71]).buffer, {
          headers: { 'Content-Type': 'image/png' },
        }),
      ),
    );
    URL.createObjectURL = vi.fn(() => 'blob:proof');
    URL.revokeObjectURL = vi.fn();
    const update = recorder('post', '/admin/updateWithdraw', (body) => ({
      success: true,
      result: { ...buildWithdrawal(), ...(body as object) },
    }));
    server.use(update.handler);
    renderEngine('/admin/withdraw/w-1');

    const file = new File([new Uint8Array([137, 80, 78, 71])], 'proof.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Proof file', {}, T), file);
    expect(await screen.findByRole('button', { name: 'Replace proof' }, T)).toBeInTheDocument();
    // (jsdom's File loses its name and bytes on the way into Node's fetch; the part is there.)
    expect((uploaded as unknown as Blob | null)?.type).toBe('image/png');
    await user.click(save());
    await waitFor(() => expect(update.calls).toHaveLength(1), T);
    expect(update.calls[0].body).toMatchObject({ proof: '/uploads/proof-1.png' });
  });

  it('creates from the create fields (decimals rule) and opens the new record', async () => {
    const user = userEvent.setup();
    backend([]);
    const create = recorder('post', '/admin/createWithdraw', (body) => ({
      success: true,
      result: { ...buildWithdrawal({ _id: 'w-9' }), ...(body as object) },
    }));
    server.use(create.handler);
    renderEngine('/admin/withdraw/create');

    const amount = await screen.findByRole('textbox', { name: /amount/i }, T);
    await user.type(amount, '1.0000000000000000001');
    await user.click(save());
    expect(await screen.findByText('Asset is required.', {}, T)).toBeInTheDocument();
    expect(
      screen.getByText('Enter a positive amount with at most 18 decimals.'),
    ).toBeInTheDocument();
    expect(create.calls).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /asset/i }), 'ETH');
    await user.clear(amount);
    await user.type(amount, '0.000000000000000001');
    await user.click(save());
    await waitFor(() => expect(create.calls).toHaveLength(1), T);
    // Amounts travel as strings: nothing rounded.
    expect(create.calls[0].body).toEqual({ asset: 'ETH', amount: '0.000000000000000001' });
    await waitFor(
      () => expect(screen.getByTestId('where')).toHaveTextContent('/admin/withdraw/w-9/show'),
      T,
    );
  });

  it('shows a Create button on the list when the schema can create', async () => {
    backend([buildWithdrawal()]);
    renderEngine('/admin/withdraw');
    expect(await screen.findByRole('link', { name: /create/i }, T)).toHaveAttribute(
      'href',
      '/admin/withdraw/create',
    );
    expect(within(await screen.findByRole('table', {}, T)).getAllByRole('row')).toHaveLength(2);
  });

  it('shows sections as tabs when the schema asks, on the details and the edit form', async () => {
    const user = userEvent.setup();
    server.use(
      ok('get', '/admin/ticketList', [
        { _id: 't-1', subject: 'Withdrawal stuck', messages: [{ _id: 'x', text: 'Hello' }] },
      ]),
    );
    const details = renderEngine('/admin/ticket/t-1/show');
    expect(await screen.findByRole('tab', { name: 'Summary' }, T)).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText('Withdrawal stuck')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Conversation' }));
    expect(await screen.findByRole('table', { name: 'Messages' }, T)).toHaveTextContent('Hello');

    details.unmount();
    renderEngine('/admin/ticket/t-1');
    expect(await screen.findByRole('tab', { name: 'Summary' }, T)).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Subject' }, T)).toHaveValue(
      'Withdrawal stuck',
    );
    // A section with nothing to edit has no tab on the form.
    expect(screen.queryByRole('tab', { name: 'Conversation' })).not.toBeInTheDocument();
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore, useNotificationContext } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { buildDataProvider } from '../../src/dataProvider';
import { schemas } from '../../src/resources/registry';
import { TicketReply } from '../../src/custom/support/TicketReply';
import { setToken } from '../../src/authProvider/tokenStore';
import type { TicketRecord } from '../../src/resources/support/tickets';
import type { TicketMessage } from '../../src/resources/support/thread';
import { api, envelope, networkError, server } from './msw';

vi.setConfig({ testTimeout: 20_000 });

const ID = '11111111-2222-4333-8444-555555555555';

const buildTicket = (over: Partial<TicketRecord> = {}): TicketRecord => ({
  _id: ID,
  ticketNo: '#100042',
  userId: 'u-1',
  user: 'ada@example.com',
  userName: 'Ada Lovelace',
  categoryId: 'c-1',
  category: 'Deposits',
  subject: 'Deposit not credited after 3 hours',
  priority: 'high',
  status: 'open',
  createdAt: '2026-11-20T08:00:00.000Z',
  lastReplyAt: '2026-11-20T18:00:00.000Z',
  lastReplyBy: 'user',
  closedAt: null,
  closedBy: null,
  messageCount: 2,
  ...over,
});

const buildMessage = (over: Partial<TicketMessage> = {}): TicketMessage => ({
  _id: `m-${Math.random()}`,
  author: 'user',
  authorName: 'Ada Lovelace',
  authorEmail: 'ada@example.com',
  kind: 'reply',
  body: 'My deposit is missing.',
  createdAt: '2026-11-20T08:00:00.000Z',
  attachments: [],
  ...over,
});

function Toasts() {
  const { notifications } = useNotificationContext();
  return (
    <ul data-testid="toasts">
      {notifications.map((n, i) => (
        <li key={i} data-type={n.type}>
          {String(n.message)} {String(n.notificationOptions?.detail ?? '')}
        </li>
      ))}
    </ul>
  );
}

function renderReply() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <MemoryRouter initialEntries={[`/admin/support/reply/${ID}`]}>
      <AdminContext
        store={memoryStore()}
        queryClient={queryClient}
        dataProvider={buildDataProvider(schemas, { queryClient })}
      >
        <TicketReply id={ID} />
        <Toasts />
      </AdminContext>
    </MemoryRouter>,
  );
}

/** A small backend: the thread as it is now; replies and closes change it like the server does. */
function serveTicket() {
  const state = {
    ticket: buildTicket(),
    messages: [
      buildMessage({ body: 'My deposit is missing.' }),
      buildMessage({
        author: 'user',
        body: 'Here is a screenshot.',
        createdAt: '2026-11-20T18:00:00.000Z',
        attachments: [
          { _id: 'a-1', fileName: 'screenshot-7.png', url: '/admin/ticketAttachment/a-1' },
        ],
      }),
    ],
  };
  server.use(
    http.get(api(`/admin/ticketMessage/${ID}`), () => HttpResponse.json(envelope(state))),
    http.get(api('/admin/ticketAttachment/a-1'), () =>
      HttpResponse.arrayBuffer(new Uint8Array([137, 80, 78, 71]).buffer, {
        headers: { 'content-type': 'image/png' },
      }),
    ),
  );
  return state;
}

beforeEach(() => setToken('test-admin-token'));

describe('ticket reply page', () => {
  it('shows the conversation oldest first with who wrote each message and when, attachments as thumbnails', async () => {
    serveTicket();
    renderReply();
    expect(
      await screen.findByText('#100042 · Deposit not credited after 3 hours'),
    ).toBeInTheDocument();
    // The header names the user as every grid does: a link to their record (once the admin's
    // permissions are known), the e-mail copyable.
    expect(await screen.findByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      '/admin/user-details/u-1',
    );
    expect(screen.getByRole('button', { name: 'Copy ada@example.com' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Conversation' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('My deposit is missing.');
    expect(items[0]).toHaveTextContent('Ada Lovelace · ada@example.com');
    expect(within(items[0]).getByText(/2026/)).toHaveAttribute(
      'datetime',
      '2026-11-20T08:00:00.000Z',
    );
    expect(items[1]).toHaveTextContent('Here is a screenshot.');
    expect(await within(items[1]).findByRole('img', { name: 'screenshot-7.png' })).toBeVisible();
  });

  it('a reply is sent with an idempotency key, then appears in the thread and the status changes', async () => {
    const state = serveTicket();
    const calls: { body: unknown; key: string | null }[] = [];
    server.use(
      http.put(api('/admin/ticketreply'), async ({ request }) => {
        const body = (await request.json()) as { message: string };
        calls.push({ body, key: request.headers.get('idempotency-key') });
        state.ticket = buildTicket({ status: 'answered' });
        state.messages = [
          ...state.messages,
          buildMessage({
            author: 'admin',
            authorName: 'Support team',
            authorEmail: 'admin@exchange.test',
            body: body.message,
          }),
        ];
        return HttpResponse.json(envelope(state.ticket, 'Reply sent: ticket #100042 is answered'));
      }),
    );
    renderReply();
    await userEvent.type(await screen.findByLabelText('Reply'), '  We credited it.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(screen.getByTestId('toasts')).toHaveTextContent(
        'Reply sent: ticket #100042 is answered',
      ),
    );
    expect(calls).toEqual([
      {
        body: { _id: ID, message: 'We credited it.' },
        key: expect.stringMatching(/^[A-Za-z0-9_.:-]{8,128}$/),
      },
    ]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Conversation' }))
          .getAllByRole('listitem')
          .at(-1),
      ).toHaveTextContent('Support team · admin@exchange.test'),
    );
    expect(screen.getByText('Answered')).toBeInTheDocument();
    expect(screen.getByLabelText('Reply')).toHaveValue('');
  });

  it("a refused reply keeps the text and says 'Admin Send Message Failed!' with the server's reason; a retry re-sends the same key", async () => {
    serveTicket();
    const keys: (string | null)[] = [];
    server.use(
      http.post(api('/support/updateticket'), ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json(
          { success: false, message: 'Ticket #100042 is closed: it cannot be replied to.' },
          { status: 409 },
        );
      }),
    );
    renderReply();
    await userEvent.type(await screen.findByLabelText('Reply'), 'Please send the hash.');
    await userEvent.click(screen.getByRole('button', { name: 'Post admin message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Admin Send Message Failed!');
    expect(alert).toHaveTextContent('Ticket #100042 is closed: it cannot be replied to.');
    expect(screen.getByLabelText('Reply')).toHaveValue('Please send the hash.');
    await userEvent.click(screen.getByRole('button', { name: 'Post admin message' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
  });

  it('a reply refused because the ticket was closed meanwhile shows it closed and keeps the text to copy', async () => {
    const state = serveTicket();
    server.use(
      http.put(api('/admin/ticketreply'), () => {
        state.ticket = buildTicket({ status: 'closed', closedBy: 'ops@exchange.test' });
        return HttpResponse.json(
          { success: false, message: 'Ticket #100042 is closed: it cannot be replied to.' },
          { status: 409 },
        );
      }),
    );
    renderReply();
    await userEvent.type(await screen.findByLabelText('Reply'), 'Late answer');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(
      await screen.findByText(/This ticket is closed by ops@exchange.test/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Unsent text')).toHaveValue('Late answer');
    expect(screen.queryByRole('button', { name: 'Send reply' })).not.toBeInTheDocument();
    expect(screen.getByTestId('toasts')).toHaveTextContent('Admin Send Message Failed!');
  });

  it("without a server response the message is 'Admin Send Message Failed' and the text stays", async () => {
    serveTicket();
    server.use(networkError('put', '/admin/ticketreply'));
    renderReply();
    await userEvent.type(await screen.findByLabelText('Reply'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Admin Send Message Failed')).toBeInTheDocument();
    expect(alert).toHaveTextContent('No response from the server');
    expect(screen.getByLabelText('Reply')).toHaveValue('Hello');
  });

  it('close asks for confirmation first, then closes and the reply box gives way to the closed notice', async () => {
    const state = serveTicket();
    const closes: unknown[] = [];
    server.use(
      http.post(api('/admin/closeByAdmin'), async ({ request }) => {
        closes.push(await request.json());
        state.ticket = buildTicket({
          status: 'closed',
          closedBy: 'admin@exchange.test',
          closedAt: '2026-11-21T09:00:00.000Z',
        });
        return HttpResponse.json(envelope(state.ticket, 'Ticket #100042 closed'));
      }),
    );
    renderReply();
    await userEvent.click(await screen.findByRole('button', { name: 'Close ticket' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Close ticket #100042?');
    expect(closes).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close ticket' }));
    await waitFor(() =>
      expect(screen.getByTestId('toasts')).toHaveTextContent('Ticket #100042 closed'),
    );
    expect(closes).toEqual([{ _id: ID }]);
    expect(
      await screen.findByText(/This ticket is closed by admin@exchange.test/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Reply')).not.toBeInTheDocument();
  });

  it('a ticket that cannot be loaded shows the reason and a retry', async () => {
    server.use(
      http.get(api(`/admin/ticketMessage/${ID}`), () =>
        HttpResponse.json({ success: false, message: 'Ticket not found' }, { status: 404 }),
      ),
    );
    renderReply();
    expect(await screen.findByText('Could not load the ticket')).toBeInTheDocument();
    expect(screen.getByText('Ticket not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

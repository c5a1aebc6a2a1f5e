import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  api,
  buildKyc,
  buildUser,
  fail,
  pagedAnswer,
  recorder,
  resetFactories,
  server,
  type KycFixture,
} from '../msw';
import { renderApp, resetAdminCaches, shellHandlers } from '../app/renderApp';
import { kycContract } from '../../../src/contracts/resources/kyc';

/** The dialog's message for a reason outside 3 to 500 characters. */
const reasonError = 'Enter a reason of 3 to 500 characters.';

vi.setConfig({ testTimeout: 60_000 });
// The whole app renders here; on a loaded 2-core machine the first screen can take a while.
const T = { timeout: 30_000 };

const withDocuments = (kyc: KycFixture) => ({
  ...kyc,
  documents: {
    front: `/admin/kycDocument/${kyc._id}/front`,
    back: null,
    selfie: `/admin/kycDocument/${kyc._id}/selfie`,
  },
});

/** The columns the server searches with `q` (server/routes/kyc.ts, from the contract). */
const SEARCHED = kycContract.fields.filter((f) => f.searchable).map((f) => f.key);

/**
 * The KYC list endpoint, paging the current state of `rows` as the server does (the verify
 * handler changes it); the details read their record through it.
 */
function kycBackend(rows: ReturnType<typeof withDocuments>[]) {
  const list = recorder('post', '/admin/getAllKycList', (body) =>
    pagedAnswer(rows, body, SEARCHED),
  );
  const verify = recorder('post', '/admin/verifyKyc', (body) => {
    const { _id, status, reason } = body as {
      _id: string;
      status: 'approved' | 'rejected';
      reason?: string;
    };
    const row = rows.find((r) => r._id === _id)!;
    Object.assign(row, {
      status,
      reason: reason ?? null,
      reviewedAt: '2025-06-02T09:00:00.000Z',
      reviewedBy: 'admin@exchange.test',
    });
    return { success: true, result: row, message: 'KYC updated' };
  });
  const documents = http.get(api('/admin/kycDocument/*'), () =>
    HttpResponse.arrayBuffer(new Uint8Array([137, 80, 78, 71]).buffer, {
      headers: { 'Content-Type': 'image/png' },
    }),
  );
  server.use(list.handler, verify.handler, documents);
  return { list, verify };
}

/** The grid's Name cells, top to bottom (the grid starts with the bulk-selection checkboxes). */
const nameColumn = () => {
  const index = screen.getAllByRole('columnheader').findIndex((h) => h.textContent === 'Name');
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index].textContent);
};

describe('KYC', () => {
  beforeEach(() => {
    resetFactories();
    server.use(...shellHandlers());
    URL.createObjectURL = vi.fn(() => 'blob:kyc-document');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(resetAdminCaches);

  it('lists submissions from POST /admin/getAllKycList, one page, newest first', async () => {
    const pia = withDocuments(
      buildKyc({ name: 'Pending Pia', submittedAt: '2025-05-01T00:00:00.000Z' }),
    );
    const { list } = kycBackend([
      withDocuments(
        buildKyc({
          name: 'Approved Abe',
          status: 'approved',
          submittedAt: '2025-01-01T00:00:00.000Z',
        }),
      ),
      pia,
    ]);
    renderApp('/admin/kyc');
    expect(await screen.findByText('Pending Pia', {}, T)).toBeInTheDocument();
    expect(screen.getByText('Approved Abe')).toBeInTheDocument();
    // The rows in the server's order.
    expect(nameColumn()).toEqual(['Pending Pia', 'Approved Abe']);
    // The sidebar's KYC queue counts its pending submissions apart (one row asked); the grid once.
    const grid = list.calls
      .map((call) => call.body as { limit?: number })
      .filter((body) => body.limit !== 1);
    expect(grid).toEqual([{ page: 1, limit: 25, filter: {}, sort: { submittedAt: -1 } }]);
    // The submitter's e-mail links to their record page, and stays copyable.
    expect(await screen.findByRole('link', { name: pia.email }, T)).toHaveAttribute(
      'href',
      `/admin/user-details/${pia.userId}`,
    );
    expect(screen.getByRole('button', { name: `Copy ${pia.email}` })).toBeInTheDocument();
  });

  it('shows the identity data and the documents (loaded with the bearer), and approves after confirmation', async () => {
    const user = userEvent.setup();
    const kyc = withDocuments(buildKyc({ name: 'Elif Yilmaz', documentNumber: 'P123456' }));
    const other = withDocuments(buildKyc({ name: 'Someone Else' }));
    const { list, verify } = kycBackend([other, kyc]);
    const profile = recorder('post', '/admin/adminUserData', () => ({
      success: true,
      result: { user: buildUser({ _id: kyc.userId, name: 'Elif Y.' }), kyc: null, balances: [] },
    }));
    server.use(profile.handler);
    renderApp(`/admin/kyc-details/${kyc._id}`);

    expect(
      await screen.findByRole('heading', { name: 'Elif Yilmaz', level: 1 }, T),
    ).toBeInTheDocument();
    // The record is read through the list call, filtered by its id: one row.
    expect(list.calls[0].body).toEqual({ filter: { _id: kyc._id }, limit: 1 });
    expect(screen.queryByText('Someone Else')).not.toBeInTheDocument();
    // The user, as a reference: their name, linking to their details.
    expect(await screen.findByRole('link', { name: 'Elif Y.' }, T)).toHaveAttribute(
      'href',
      `/admin/user-details/${kyc.userId}`,
    );
    expect(profile.calls[0].body).toEqual({ _id: kyc.userId });
    expect(screen.getByText('P123456')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Document front' }, T)).toHaveAttribute(
      'src',
      'blob:kyc-document',
    );
    expect(screen.getByText('Not provided')).toBeInTheDocument();
    // A document opens in the viewer, to read its small print; Escape closes it.
    await user.click(screen.getByRole('button', { name: 'Enlarge Document front' }));
    const viewer = await screen.findByRole('dialog', { name: 'Document front' });
    await user.click(within(viewer).getByRole('button', { name: 'Zoom in' }));
    expect(within(viewer).getByRole('status', { name: 'Zoom' })).toHaveTextContent('125%');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(verify.calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(verify.calls).toHaveLength(1));
    expect(verify.calls[0].body).toEqual({ _id: kyc._id, status: 'approved' });
    expect(verify.calls[0].headers.get('authorization')).toBe('Bearer test-admin-token');
    expect(await screen.findByText('KYC approved', {}, T)).toBeInTheDocument();
    // The record reflects the decision, read again by its id: no more review buttons.
    await waitFor(
      () => expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument(),
      T,
    );
    expect(list.calls.at(-1)?.body).toEqual({ filter: { _id: kyc._id }, limit: 1 });
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('rejects only with a reason of 3 to 500 characters, and sends it', async () => {
    const user = userEvent.setup();
    const kyc = withDocuments(buildKyc({ name: 'Farid Haddad' }));
    const { verify } = kycBackend([kyc]);
    renderApp(`/admin/kyc-details/${kyc._id}`);

    await user.click(await screen.findByRole('button', { name: 'Reject' }, T));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText(reasonError)).toBeInTheDocument();

    const reason = within(dialog).getByRole('textbox', { name: /reason/i });
    await user.type(reason, 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText(reasonError)).toBeInTheDocument();
    expect(verify.calls).toHaveLength(0);

    await user.type(reason, 'c: the document photo is blurred');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(verify.calls).toHaveLength(1));
    expect(verify.calls[0].body).toEqual({
      _id: kyc._id,
      status: 'rejected',
      reason: 'abc: the document photo is blurred',
    });
    expect(await screen.findByText('KYC rejected', {}, T)).toBeInTheDocument();
  });

  it('shows the server message when the submission was already reviewed (409)', async () => {
    const user = userEvent.setup();
    const kyc = withDocuments(buildKyc({ name: 'Grace Kim' }));
    kycBackend([kyc]);
    server.use(fail('post', '/admin/verifyKyc', 409, 'This KYC submission was already reviewed'));
    renderApp(`/admin/kyc-details/${kyc._id}`);
    await user.click(await screen.findByRole('button', { name: 'Approve' }, T));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }),
    );
    expect(
      await screen.findByText('This KYC submission was already reviewed', {}, T),
    ).toBeInTheDocument();
  });

  it("falls back to the spec's KYC default when the server gives no message", async () => {
    const user = userEvent.setup();
    const kyc = withDocuments(buildKyc({ name: 'Hugo Martin' }));
    kycBackend([kyc]);
    server.use(fail('post', '/admin/verifyKyc', 500));
    renderApp(`/admin/kyc-details/${kyc._id}`);
    await user.click(await screen.findByRole('button', { name: 'Approve' }, T));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }),
    );
    expect(await screen.findByText('Kyc Update Details failed!', {}, T)).toBeInTheDocument();
  });

  it('shows an error with Retry when a document image fails to load', async () => {
    const kyc = withDocuments(buildKyc());
    kycBackend([kyc]);
    server.use(fail('get', `/admin/kycDocument/${kyc._id}/selfie`, 404, 'Document not found'));
    renderApp(`/admin/kyc-details/${kyc._id}`);
    expect(await screen.findByText('Document not found', {}, T)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry loading Selfie' })).toBeInTheDocument();
  });
});

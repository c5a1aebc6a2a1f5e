import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, recorder, server } from '../msw';
import { renderApp, resetAdminCaches, shellHandlers } from '../app/renderApp';

vi.setConfig({ testTimeout: 30_000 });
const T = { timeout: 8000 };

const referral = (over: Record<string, unknown>) => ({
  _id: 'r-1',
  referrerId: 'u-ref',
  referrerEmail: 'ref@example.test',
  referrerName: 'Ref',
  referralCode: 'REF1',
  referredId: 'u-new',
  referredEmail: 'new@example.test',
  referredName: 'New',
  commission: '1.5',
  commissionAsset: 'USDT',
  status: 'active',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

function backend() {
  const rows = [
    referral({}),
    referral({ _id: 'r-2', referredEmail: 'old@example.test', status: 'suspended' }),
  ];
  const update = recorder('post', '/admin/updateAffliateStatus', (body) => {
    const row = rows.find((r) => r._id === (body as { _id: string })._id)!;
    row.status = (body as { status: string }).status;
    return { success: true, result: row, message: 'Updated' };
  });
  server.use(
    http.get(api('/admin/getAffliateHistory'), () =>
      HttpResponse.json({
        success: true,
        result: { data: rows, total: rows.length, page: 1, limit: 25 },
      }),
    ),
    update.handler,
  );
  return update;
}

async function rowOf(email: string) {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen.getAllByRole('row').find((row) => row.textContent?.includes(email));
    expect(found).toBeDefined();
  }, T);
  return found!;
}

describe('Affiliate status (declared actions)', () => {
  beforeEach(() => server.use(...shellHandlers()));
  afterEach(resetAdminCaches);

  it('links the referrer and the referred user to their record pages; their e-mails stay copyable', async () => {
    backend();
    renderApp('/admin/affiliate');
    const row = await rowOf('new@example.test');
    // The links wait for the role's access to the users' pages (their schema loads first).
    expect(await within(row).findByRole('link', { name: 'ref@example.test' }, T)).toHaveAttribute(
      'href',
      '/admin/user-details/u-ref',
    );
    expect(within(row).getByRole('link', { name: 'new@example.test' })).toHaveAttribute(
      'href',
      '/admin/user-details/u-new',
    );
    expect(within(row).getByRole('button', { name: 'Copy ref@example.test' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Copy new@example.test' })).toBeInTheDocument();
  });

  it('suspends an active referral after its confirmation; a suspended one offers Activate', async () => {
    const user = userEvent.setup();
    const update = backend();
    renderApp('/admin/affiliate');
    const old = await rowOf('old@example.test');
    expect(within(old).queryByRole('button', { name: 'Suspend' })).toBeNull();
    expect(within(old).getByRole('button', { name: 'Activate' })).toBeVisible();

    await user.click(
      within(await rowOf('new@example.test')).getByRole('button', { name: 'Suspend' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Suspend the referral of new@example.test by ref@example.test? It stops earning commission.',
      ),
    ).toBeInTheDocument();
    expect(update.calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(update.calls).toHaveLength(1), T);
    expect(update.calls[0].body).toEqual({ _id: 'r-1', status: 'suspended' });
    expect(update.calls[0].headers.get('idempotency-key')).toBeNull();
    expect(await screen.findByText('Referral suspended', {}, T)).toBeInTheDocument();
  });
});

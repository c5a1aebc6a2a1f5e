import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { api, ok, server } from '../msw';
import { renderApp, resetAdminCaches, shellHandlers } from '../app/renderApp';
import { SNAPSHOT_REQUESTED, TREASURY_PATHS } from '../../../src/contracts/treasury';
import { STEP_UP_REQUIRED_MESSAGE } from '../../../src/contracts/stepUp';
import { buildReconciliation, buildSnapshot, profileOf, snapshotPage } from './treasuryFixtures';

vi.setConfig({ testTimeout: 60_000 });
const T = { timeout: 30_000 };

type Answer = { status: number; body: Record<string, unknown> };

/** POST /admin/treasury/snapshots answering each call in turn (the last one again), recorded. */
function requestBackend(...answers: Answer[]) {
  const calls: { body: string; key: string | null }[] = [];
  server.use(
    http.post(api(TREASURY_PATHS.snapshots), async ({ request }) => {
      calls.push({ body: await request.text(), key: request.headers.get('Idempotency-Key') });
      const { status, body } = answers[Math.min(calls.length, answers.length) - 1];
      return HttpResponse.json(body, { status });
    }),
  );
  return calls;
}

const requested: Answer = {
  status: 202,
  body: {
    success: true,
    result: { _id: 'req-1', kind: 'treasury_snapshot', status: 'pending' },
    message: SNAPSHOT_REQUESTED,
  },
};

function renderTreasury(snapshots = [buildSnapshot()]) {
  server.use(
    ok('get', TREASURY_PATHS.reconciliation, buildReconciliation()),
    ok('get', TREASURY_PATHS.snapshots, snapshotPage(snapshots)),
  );
  renderApp('/admin/treasury');
}

const panel = () => screen.findByRole('region', { name: 'Proof-of-reserves snapshots' }, T);

describe('the snapshots panel', () => {
  beforeEach(() => {
    server.use(...shellHandlers());
    server.use(profileOf('finance'));
  });
  afterEach(resetAdminCaches);

  it('lists each snapshot: published time, status, users, root hash to copy, totals per asset', async () => {
    const building = buildSnapshot({
      id: 'snap-3',
      status: 'building',
      publishedAt: null,
      rootHash: null,
      users: 0,
      totals: {},
    });
    renderTreasury([building, buildSnapshot({ id: 'snap-1' })]);
    const table = await within(await panel()).findByRole(
      'table',
      { name: 'Snapshots, newest first' },
      T,
    );
    const [, newest, older] = within(table).getAllByRole('row');
    expect(newest).toHaveTextContent(/Requested .*Building/);
    expect(older).toHaveTextContent('Published');
    expect(older).toHaveTextContent('1,234');
    expect(older).toHaveTextContent('BTC 10 · ETH 100');
    expect(within(older).getByTitle('cd'.repeat(32))).toBeInTheDocument();
    expect(within(older).getByRole('button', { name: 'Copy root hash' })).toBeInTheDocument();
  });

  it('says there is no snapshot yet, and offers to request one', async () => {
    renderTreasury([]);
    const region = await panel();
    expect(await within(region).findByText('No snapshot yet', {}, T)).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Request snapshot' })).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: /Coverage over time.*No published snapshot yet/ }, T),
    ).toBeInTheDocument();
  });

  it('requests one only once confirmed, and says it waits for a second admin', async () => {
    const user = userEvent.setup();
    const calls = requestBackend(requested);
    renderTreasury();
    await user.click(
      await within(await panel()).findByRole('button', { name: 'Request snapshot' }, T),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Request a proof-of-reserves snapshot?');
    expect(dialog).toHaveTextContent('a second admin must approve it in Approvals');
    expect(calls).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Request' }));
    expect(await screen.findByText(SNAPSHOT_REQUESTED, {}, T)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0].key).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const calls = requestBackend(requested);
    renderTreasury();
    await user.click(
      await within(await panel()).findByRole('button', { name: 'Request snapshot' }, T),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: /cancel/i }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(0);
  });

  it('shows a refusal in the server’s words', async () => {
    const user = userEvent.setup();
    const refusal = 'A snapshot request is already waiting for approval';
    requestBackend({ status: 409, body: { success: false, message: refusal } });
    renderTreasury();
    await user.click(
      await within(await panel()).findByRole('button', { name: 'Request snapshot' }, T),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Request' }),
    );
    expect(await screen.findByText(refusal, {}, T)).toBeInTheDocument();
    expect(screen.queryByText(SNAPSHOT_REQUESTED)).not.toBeInTheDocument();
  });

  it('asks for the 2FA code when the server wants a step-up, then sends the same request again', async () => {
    const user = userEvent.setup();
    server.use(profileOf('finance', { f2A_Status: 'true' }));
    server.use(ok('post', '/admin/adminVerifyOtp', null, 'Verified'));
    const calls = requestBackend(
      { status: 403, body: { success: false, message: STEP_UP_REQUIRED_MESSAGE } },
      requested,
    );
    renderTreasury();
    await user.click(
      await within(await panel()).findByRole('button', { name: 'Request snapshot' }, T),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Request' }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Two-Factor Verification' }, T);
    expect(modal).toHaveTextContent('to request a proof-of-reserves snapshot.');
    expect(calls).toHaveLength(1);
    await user.type(within(modal).getByLabelText('Verification code'), '123456');
    await user.click(within(modal).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText(SNAPSHOT_REQUESTED, {}, T)).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    expect(calls[1].key).toBe(calls[0].key);
  });
});

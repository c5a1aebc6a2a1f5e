import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAdminProfile, buildUser, ok, recorder, resetFactories, server } from '../msw';
import { renderApp, resetAdminCaches, shellHandlers } from '../app/renderApp';
import { BUILT_IN_ROLES } from '../../../src/contracts/permissions';

vi.setConfig({ testTimeout: 30_000 });
const T = { timeout: 8000 };

const entry = (seq: number, overrides: Record<string, unknown> = {}) => ({
  _id: String(seq),
  seq,
  at: '2026-11-20T10:00:00.000Z',
  adminEmail: 'owner@exchange.test',
  adminRole: 'owner',
  action: 'POST /admin/updateUser',
  operation: 'update',
  resource: 'users',
  recordId: 'user-1',
  changes: { status: ['active', 'blocked'] },
  reason: null,
  hash: 'ab'.repeat(32),
  ...overrides,
});

const page = (data: unknown[], total = data.length) => ({
  success: true,
  result: { data, total, page: 1, limit: 25 },
});

const verification = (result: Record<string, unknown>) =>
  ok('get', '/admin/audit/verify', {
    ok: true,
    checked: 1_204_311,
    head: { seq: 1_204_311, hash: `9f3c${'0'.repeat(60)}` },
    brokenAt: null,
    ...result,
  });

describe('Audit trail (/admin/audit)', () => {
  beforeEach(() => {
    resetFactories();
    server.use(...shellHandlers());
  });
  afterEach(resetAdminCaches);

  it('lists entries newest first as sentences with their before → after, and says the chain verified', async () => {
    const list = recorder('get', '/admin/audit', () =>
      page([
        entry(2, {
          adminId: 'admin-1',
          changes: { role: ['support', 'auditor'] },
          resource: 'admins',
          recordId: 'admin-2',
          reason: 'Moved to the audit desk',
        }),
        entry(1, { subject: 'dana@example.com Dana Levi', subjectUserId: 'user-1' }),
      ]),
    );
    server.use(list.handler, verification({}));
    renderApp('/admin/audit');

    expect(
      await screen.findByText('Verified: 1 204 311 entries, head 9f3c…', {}, T),
    ).toBeInTheDocument();
    const rows = await screen.findAllByRole('row', {}, T);
    expect(within(rows[1]).getByText('Role')).toBeInTheDocument();
    expect(within(rows[1]).getByText('support')).toBeInTheDocument();
    expect(within(rows[1]).getByText(/auditor/)).toBeInTheDocument();
    // The sentence names the admin (a link to their page), the record and the reason.
    expect(
      within(rows[1]).getByTitle(
        'owner@exchange.test changed the admin admin-2 (Role): Moved to the audit desk',
      ),
    ).toBeInTheDocument();
    expect(within(rows[1]).getByRole('link', { name: 'owner@exchange.test' })).toHaveAttribute(
      'href',
      '/admin/admins/admin-1/show',
    );
    expect(
      within(rows[2]).getByTitle('owner@exchange.test blocked the user dana@example.com'),
    ).toBeInTheDocument();
    expect(within(rows[2]).getByRole('link', { name: 'dana@example.com' })).toHaveAttribute(
      'href',
      '/admin/user-details/user-1',
    );
    expect(JSON.parse(list.calls[0].url.searchParams.get('sort')!)).toEqual({ seq: -1 });
    // Sign-ins and 2FA steps are left out until the admin asks for them.
    expect(JSON.parse(list.calls[0].url.searchParams.get('filter')!)).toEqual({ kind: 'change' });
    expect(screen.getByRole('button', { name: /export/i })).toBeInTheDocument();
  });

  it('says where the chain broke, and verifies again on request', async () => {
    let broken = true;
    server.use(
      ok('get', '/admin/audit', page([])),
      recorder('get', '/admin/audit/verify', () => ({
        success: true,
        result: broken
          ? {
              ok: false,
              checked: 60_000,
              head: { seq: 60_000, hash: 'f'.repeat(64) },
              brokenAt: 48_213,
            }
          : {
              ok: true,
              checked: 60_000,
              head: { seq: 60_000, hash: 'f'.repeat(64) },
              brokenAt: null,
            },
      })).handler,
    );
    renderApp('/admin/audit');
    expect(await screen.findByText('Broken at #48 213', {}, T)).toBeInTheDocument();
    broken = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verify again' }));
    expect(
      await screen.findByText('Verified: 60 000 entries, head ffff…', {}, T),
    ).toBeInTheDocument();
  });

  it('shows the server’s words when verification fails, never a blank badge', async () => {
    server.use(
      ok('get', '/admin/audit', page([])),
      recorder('get', '/admin/audit/verify', () => ({ success: false, message: 'Database busy' }))
        .handler,
    );
    renderApp('/admin/audit');
    expect(await screen.findByText('Database busy', {}, T)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify again' })).toBeEnabled();
  });
});

describe('History on a record page', () => {
  beforeEach(() => {
    resetFactories();
    server.use(...shellHandlers());
  });
  afterEach(resetAdminCaches);

  const userDetails = () => {
    const user = buildUser({ name: 'Dana Levi', email: 'dana@example.com' });
    return {
      user,
      handler: ok('post', '/admin/adminUserData', {
        user,
        kyc: null,
        balances: [],
      }),
    };
  };

  it('lists the record’s latest changes: who, what, before → after and why', async () => {
    const { user, handler } = userDetails();
    const history = recorder('get', '/admin/audit', () =>
      page([entry(7, { recordId: user._id, reason: 'Chargeback reported' })]),
    );
    server.use(handler, history.handler);
    renderApp(`/admin/user-details/${user._id}`);

    const section = await screen.findByRole('region', { name: 'History' }, T);
    expect(await within(section).findByText('Reason: Chargeback reported', {}, T)).toBeVisible();
    expect(within(section).getByText(/owner@exchange\.test · User changed/)).toBeInTheDocument();
    expect(within(section).getByText('Status')).toBeInTheDocument();
    // The History asks for the record's own entries (the page's "Audit entries" asks by user).
    const filters = history.calls.map((call) => JSON.parse(call.url.searchParams.get('filter')!));
    expect(filters).toContainEqual({ record: user._id });
    expect(filters).toContainEqual({ userId: user._id });
  });

  it('is not there for a role that may not read the trail, and nothing is asked', async () => {
    const { user, handler } = userDetails();
    const history = recorder('get', '/admin/audit', () => page([]));
    server.use(
      handler,
      history.handler,
      ok('get', '/admin/getAdminProfile', {
        ...buildAdminProfile(),
        role: 'support',
        permissions: [...BUILT_IN_ROLES.support.permissions],
      }),
    );
    renderApp(`/admin/user-details/${user._id}`);
    expect(
      await screen.findByRole('heading', { name: 'Dana Levi', level: 1 }, T),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'History' })).not.toBeInTheDocument();
    expect(history.calls).toHaveLength(0);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAdminProfile, buildBuiltInRoles, ok, recorder, resetFactories, server } from '../msw';
import { renderApp, resetAdminCaches, shellHandlers } from '../app/renderApp';
import { clearMarker, storeMarker } from '../../../src/resources/shared/stepUp/gateState';
import { BUILT_IN_ROLES } from '../../../src/contracts/permissions';

// The whole app renders here; on a loaded 2-core machine a form's journey can take a while.
vi.setConfig({ testTimeout: 60_000 });
const T = { timeout: 20_000 };

const INVITEE = 'night.desk@exchange.test';

/** The built-in roles, each with its description. */
const roles = buildBuiltInRoles((name) => (name === 'owner' ? 2 : 0));

/** An admin with 2FA on (or off), the roles, and the invitation request recorded. */
function backend({ twoFactor = true } = {}) {
  const invite = recorder('post', '/admin/createInvitation', () => ({
    success: true,
    result: { requestId: 'req-1', email: INVITEE, role: 'finance' },
    message: 'Sent for approval: a second admin must approve it in Approvals',
  }));
  const verify = recorder('post', '/admin/adminVerifyOtp', () => ({
    success: true,
    message: '2FA verified successfully',
  }));
  server.use(
    ok(
      'get',
      '/admin/getAdminProfile',
      buildAdminProfile({ f2A_Status: twoFactor ? 'true' : 'false' }),
    ),
    ok('get', '/admin/roles', roles),
    ok('get', '/admin/invitations', []),
    ok('get', '/admin/admins', []),
    invite.handler,
    verify.handler,
  );
  return { invite, verify };
}

const gate = () => screen.findByRole('dialog', { name: 'Two-Factor Verification' }, T);

async function verifyCode(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await gate();
  await user.type(within(dialog).getByLabelText('Verification code'), '123456');
  await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
}

/** Types the invitation: e-mail, the finance role (found by what it does), a reason. */
async function fillInvitation(user: ReturnType<typeof userEvent.setup>) {
  // Pasted, not typed key by key: the journey stays quick on a busy machine.
  await user.click(await screen.findByRole('textbox', { name: /email/i }, T));
  await user.paste(INVITEE);
  await user.click(await screen.findByRole('radio', { name: /^finance/ }, T));
  await user.click(screen.getByRole('textbox', { name: /reason/i }));
  await user.paste('A second desk at night');
}

describe('Inviting an admin', () => {
  beforeEach(() => {
    resetFactories();
    server.use(...shellHandlers());
  });
  afterEach(() => {
    resetAdminCaches();
    window.sessionStorage.clear();
  });

  it('an empty Admins list offers "Invite admin" (not "Create"), which opens the invitation form', async () => {
    const user = userEvent.setup();
    storeMarker(window.sessionStorage);
    backend();
    renderApp('/admin/admins');
    expect(await screen.findByText('No admins yet', {}, T)).toBeInTheDocument();
    const invite = await screen.findByRole('link', { name: 'Invite admin' }, T);
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
    await user.click(invite);
    expect(await screen.findByText('Invite an admin', {}, T)).toBeInTheDocument();
  });

  it('asks for the code before the form, then invites by role and description with "Invite"', async () => {
    const user = userEvent.setup();
    const { invite, verify } = backend();
    renderApp('/admin/invitations/create');

    // The code first: nothing to type yet, so nothing can be lost to it.
    const dialog = await gate();
    expect(within(dialog).getByText(/to invite an admin/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /email/i })).toBeNull();
    await verifyCode(user);
    expect(verify.calls).toHaveLength(1);

    // Every role by its name, with what it may do.
    const finance = await screen.findByRole('radio', { name: /^finance/ }, T);
    expect(finance.closest('label')).toHaveTextContent(BUILT_IN_ROLES.finance.description);
    expect(screen.getAllByRole('radio')).toHaveLength(roles.length);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

    await fillInvitation(user);
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const confirm = await screen.findByRole('dialog', { name: 'Ask to invite this admin?' }, T);
    expect(confirm).toHaveTextContent(`${INVITEE} (role finance) receives`);
    await user.click(within(confirm).getByRole('button', { name: 'Ask to invite' }));

    await waitFor(() => expect(invite.calls).toHaveLength(1), T);
    expect(invite.calls[0].body).toEqual({
      email: INVITEE,
      role: 'finance',
      reason: 'A second desk at night',
    });
    // The step-up was live: no second code.
    expect(verify.calls).toHaveLength(1);
    await waitFor(() => expect(window.location.pathname).toBe('/admin/invitations'), T);
  });

  it('asks again in a dialog over the form when the step-up ran out while typing, and keeps the values', async () => {
    const user = userEvent.setup();
    storeMarker(window.sessionStorage);
    const { invite, verify } = backend();
    renderApp('/admin/invitations/create');
    await fillInvitation(user);
    // Five minutes of typing later.
    clearMarker(window.sessionStorage);

    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const confirm = await screen.findByRole('dialog', { name: 'Ask to invite this admin?' }, T);
    await user.click(within(confirm).getByRole('button', { name: 'Ask to invite' }));
    // Cancelling the code returns to the form as it was.
    const dialog = await gate();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
    expect(invite.calls).toHaveLength(0);
    expect(window.location.pathname).toBe('/admin/invitations/create');
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveValue(INVITEE);
    expect(screen.getByRole('radio', { name: /^finance/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Invite' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Ask to invite this admin?' }, T)).getByRole(
        'button',
        { name: 'Ask to invite' },
      ),
    );
    await verifyCode(user);
    await waitFor(() => expect(invite.calls).toHaveLength(1), T);
    expect(verify.calls).toHaveLength(1);
    expect(invite.calls[0].body).toMatchObject({ email: INVITEE, role: 'finance' });
  });

  it('cancelling the code before the form leaves it for the invitations', async () => {
    const user = userEvent.setup();
    const { invite } = backend();
    renderApp('/admin/invitations/create');
    await user.click(within(await gate()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/invitations'), T);
    expect(invite.calls).toHaveLength(0);
  });

  it('without 2FA, says so before the form: turning it on loses nothing typed', async () => {
    backend({ twoFactor: false });
    renderApp('/admin/invitations/create');
    const dialog = await screen.findByRole('dialog', { name: 'Security Verification Required' }, T);
    expect(within(dialog).getByText(/required to invite an admin/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Enable 2FA' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /email/i })).toBeNull();
  });
});

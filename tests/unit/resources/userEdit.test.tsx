import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, recorder, resetFactories, server } from '../msw';
import { renderApp, resetAdminCaches, shellHandlers } from '../app/renderApp';

vi.setConfig({ testTimeout: 60_000 });
// The whole app renders here; on a loaded 2-core machine a screen can take a while to appear.
const T = { timeout: 20_000 };

describe('User edit (/admin/user/:id)', () => {
  beforeEach(() => {
    resetFactories();
    server.use(...shellHandlers());
  });
  afterEach(resetAdminCaches);

  it('is reached from the details, checks the declared rules, and saves only the profile fields', async () => {
    const user = userEvent.setup();
    const target = buildUser({
      name: 'Dana Levi',
      phone: '+44 7123456',
      country: 'United Kingdom',
    });
    const details = { user: target, kyc: null, balances: [] };
    const update = recorder('post', '/admin/updateUser', (body) => ({
      success: true,
      result: { ...target, ...(body as object) },
      message: 'User updated',
    }));
    const read = recorder('post', '/admin/adminUserData', () => ({
      success: true,
      result: details,
    }));
    server.use(read.handler, update.handler);
    renderApp(`/admin/user-details/${target._id}`);
    await user.click(await screen.findByRole('link', { name: 'Edit' }, T));
    await waitFor(() => expect(window.location.pathname).toBe(`/admin/user/${target._id}`));

    expect(await screen.findByRole('heading', { name: 'Contact' }, T)).toBeInTheDocument();
    // The form starts from the user's details (POST /admin/adminUserData), not from a list row.
    expect(read.calls.map((call) => call.body)).toContainEqual({ _id: target._id });
    const phone = screen.getByRole('textbox', { name: /phone/i });
    expect(phone).toHaveValue('+44 7123456');
    await user.clear(phone);
    await user.type(phone, 'call me');
    await user.clear(screen.getByRole('textbox', { name: /name/i }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Enter a phone number: digits, spaces, brackets or dashes, optionally after a +.',
        {},
        T,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter a name of 2 to 80 characters.')).toBeInTheDocument();
    expect(update.calls).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /name/i }), 'Dana Levi-Cohen');
    await user.clear(phone);
    await user.type(phone, '+44 7999 000111');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update.calls).toHaveLength(1), T);
    expect(update.calls[0].body).toEqual({
      _id: target._id,
      name: 'Dana Levi-Cohen',
      phone: '+44 7999 000111',
      country: 'United Kingdom',
    });
    await waitFor(
      () => expect(window.location.pathname).toBe(`/admin/user-details/${target._id}`),
      T,
    );
  });
});

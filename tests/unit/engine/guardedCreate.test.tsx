import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, buildAdminProfile, networkError, ok, recorder, server } from '../msw';
import { setToken } from '../../../src/authProvider/tokenStore';
import { storeMarker } from '../../../src/resources/shared/stepUp/gateState';
import { stakePlansSchema } from '../../../src/resources/staking/schemas';
import { adminStakesSchema } from '../../../src/resources/staking/staket';
import { indexSchemas } from '../../../src/resources/shared/schemaIndex';
import { renderEngine } from './renderEngine';
import { STEP_UP_REQUIRED_MESSAGE } from '../../../src/contracts/stepUp';

vi.setConfig({ testTimeout: 30_000 });
const T = { timeout: 8000 };
const schemas = [stakePlansSchema, adminStakesSchema];
// The plan select finds its target by name, as the registry makes it possible in the app.
indexSchemas(schemas);

const plan = (over: Record<string, unknown>) => ({
  _id: 'pl-1',
  name: 'USDT flexible',
  asset: 'USDT',
  type: 'flexible',
  lockDays: 0,
  apr: '5',
  minAmount: '10',
  maxAmount: '1000',
  totalCap: '100000',
  status: 'active',
  ...over,
});

function backend() {
  server.use(
    http.get(api('/admin/getStaking'), () =>
      HttpResponse.json({
        success: true,
        result: [plan({}), plan({ _id: 'pl-2', name: 'Paused plan', status: 'paused' })],
      }),
    ),
    http.get(api('/admin/getAdminStaking'), () =>
      HttpResponse.json({ success: true, result: { data: [], total: 0 } }),
    ),
    ok('get', '/admin/getAdminProfile', buildAdminProfile({ f2A_Status: 'true' })),
  );
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('combobox', { name: /plan/i }, T));
  const options = await screen.findAllByRole('option', {}, T);
  // Only active plans are offered.
  expect(options.map((o) => o.textContent)).toEqual(['USDT flexible']);
  await user.click(options[0]);
  await user.type(screen.getByRole('textbox', { name: /amount/i }), ' 250.5 ');
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('SchemaCreate with createForm (confirmation, step-up, idempotency key)', () => {
  beforeEach(() => setToken('test-admin-token'));
  afterEach(() => window.sessionStorage.clear());

  it('titles the page from the declared title, confirms with amount and plan, and cancel sends nothing', async () => {
    const user = userEvent.setup();
    storeMarker(window.sessionStorage);
    backend();
    const create = recorder('post', '/staking/createAdminStak');
    server.use(create.handler);
    renderEngine('/admin/staket/admin/create', schemas);
    expect(await screen.findByText('New admin stake', {}, T)).toBeInTheDocument();
    await fillForm(user);
    const dialog = await screen.findByRole('dialog', { name: 'Stake platform funds?' }, T);
    expect(
      await within(dialog).findByText(
        'Stake 250.5 USDT of the platform\'s own funds in "USDT flexible"? The amount is locked from the platform balance until the stake is settled.',
        {},
        T,
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
    expect(create.calls).toHaveLength(0);
    // The form keeps what was typed and can be sent again.
    expect(screen.getByRole('textbox', { name: /amount/i })).toHaveValue(' 250.5 ');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('asks for the step-up when the server refuses, then re-sends the same key once; opens the list after', async () => {
    const user = userEvent.setup();
    storeMarker(window.sessionStorage);
    backend();
    const keys: string[] = [];
    const bodies: unknown[] = [];
    server.use(
      http.post(api('/staking/createAdminStak'), async ({ request }) => {
        keys.push(request.headers.get('idempotency-key') ?? '');
        bodies.push(await request.json());
        return keys.length === 1
          ? HttpResponse.json(
              { success: false, message: STEP_UP_REQUIRED_MESSAGE },
              { status: 403 },
            )
          : HttpResponse.json({ success: true, result: { _id: 'as-1', plan: 'USDT flexible' } });
      }),
      ok('post', '/admin/adminVerifyOtp', null, '2FA verified successfully'),
    );
    renderEngine('/admin/staket/admin/create', schemas);
    await fillForm(user);
    const dialog = await screen.findByRole('dialog', { name: 'Stake platform funds?' }, T);
    await user.click(await within(dialog).findByRole('button', { name: 'Stake' }, T));

    const gate = await screen.findByRole('dialog', { name: 'Two-Factor Verification' }, T);
    expect(keys).toHaveLength(1);
    await user.type(within(gate).getByLabelText('Verification code'), '123456');
    await user.click(within(gate).getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(keys).toHaveLength(2), T);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(bodies[1]).toEqual({ planId: 'pl-1', amount: '250.5' });
    await waitFor(
      () => expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/staket\/admin$/),
      T,
    );
  });

  it('shows the spec message when the server answers without one, and keeps the form', async () => {
    const user = userEvent.setup();
    storeMarker(window.sessionStorage);
    backend();
    server.use(
      http.post(api('/staking/createAdminStak'), () =>
        HttpResponse.json({ success: false }, { status: 409 }),
      ),
    );
    renderEngine('/admin/staket/admin/create', schemas);
    await fillForm(user);
    const dialog = await screen.findByRole('dialog', { name: 'Stake platform funds?' }, T);
    await user.click(await within(dialog).findByRole('button', { name: 'Stake' }, T));
    expect(await screen.findByText('Add Staking Admin failed!', {}, T)).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/staket/admin/create');
  });

  it("says 'Add Staking Admin failed.' when the server never answers", async () => {
    const user = userEvent.setup();
    storeMarker(window.sessionStorage);
    backend();
    server.use(networkError('post', '/staking/createAdminStak'));
    renderEngine('/admin/staket/admin/create', schemas);
    await fillForm(user);
    const dialog = await screen.findByRole('dialog', { name: 'Stake platform funds?' }, T);
    await user.click(await within(dialog).findByRole('button', { name: 'Stake' }, T));
    expect(await screen.findByText('Add Staking Admin failed.', {}, T)).toBeInTheDocument();
  });
});

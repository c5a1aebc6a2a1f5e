import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, buildAdminProfile, ok, recorder, server } from '../msw';
import { setToken } from '../../../src/authProvider/tokenStore';
import { storeMarker } from '../../../src/resources/shared/stepUp/gateState';
import { stakePlansSchema, stakeSettleSchema } from '../../../src/resources/staking/schemas';
import { addDecimals } from '../../../src/resources/staking/declared';
import { renderEngine } from '../engine/renderEngine';
import { APR_MESSAGE } from '../../../src/contracts/resources/stakingPlans';

vi.setConfig({ testTimeout: 30_000 });
const T = { timeout: 8000 };
const schemas = [stakePlansSchema, stakeSettleSchema];

const plan = (over: Record<string, unknown> = {}) => ({
  _id: 'pl-1',
  name: 'USDT flexible',
  asset: 'USDT',
  type: 'flexible',
  lockDays: 0,
  apr: '5',
  minAmount: '10',
  maxAmount: '1000',
  totalCap: '100000',
  staked: '0',
  liveStakes: 0,
  status: 'active',
  ...over,
});
const stake = (over: Record<string, unknown> = {}) => ({
  _id: 's-1',
  email: 'ana@example.com',
  plan: 'ETH 30 days',
  asset: 'ETH',
  type: 'fixed',
  amount: '1.000000000000000001',
  apr: '8',
  accruedReward: '0.0066',
  endsAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

function backend(plans: ReturnType<typeof plan>[], stakes: ReturnType<typeof stake>[] = []) {
  server.use(
    http.get(api('/admin/getStaking'), () => HttpResponse.json({ success: true, result: plans })),
    http.post(api('/admin/getMaturedStakes'), () =>
      HttpResponse.json({ success: true, result: { data: stakes, total: stakes.length } }),
    ),
    ok(
      'get',
      '/admin/getAdminProfile',
      buildAdminProfile({ email: 'a@x.test', f2A_Status: 'true' }),
    ),
  );
}

const save = () => screen.getByRole('button', { name: 'Save' });
async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }, T));
}

describe('Staking: declared plan forms and settlement', () => {
  beforeEach(() => setToken('test-admin-token'));

  it('adds exact decimal totals', () => {
    expect(addDecimals(['1.000000000000000001', '0.0066', '2'])).toBe('3.006600000000000001');
    expect(addDecimals(['0.5', '0.5'])).toBe('1');
  });

  it('creates a plan: the APR rule first, then POST /admin/addsStaking with amounts as strings', async () => {
    const user = userEvent.setup();
    backend([]);
    const create = recorder('post', '/admin/addsStaking', (body) => ({
      success: true,
      result: plan({ _id: 'pl-9', ...(body as object) }),
    }));
    server.use(create.handler);
    renderEngine('/admin/stake/list/create', schemas);
    // The page names one plan (the schema's recordLabel), not the plural list label.
    expect(await screen.findByText('New staking plan', {}, T)).toBeInTheDocument();

    await user.type(await screen.findByRole('textbox', { name: /name/i }, T), 'BTC 90 days');
    await choose(user, 'Asset', 'BTC');
    await choose(user, 'Type', 'Fixed');
    await user.type(screen.getByRole('spinbutton', { name: /lock days/i }), '90');
    const apr = screen.getByRole('spinbutton', { name: /apr/i });
    await user.type(apr, '1200');
    await user.type(screen.getByRole('textbox', { name: /minimum/i }), '0.001');
    await user.type(screen.getByRole('textbox', { name: /maximum/i }), '2');
    await user.type(screen.getByRole('textbox', { name: /total cap/i }), '50.000000000000000001');
    await choose(user, 'Status', 'Active');
    await user.click(save());
    // The plan rule's words, the same the server answers (one sentence for the APR's bounds).
    expect(await screen.findByText(APR_MESSAGE, {}, T)).toBeInTheDocument();
    expect(create.calls).toHaveLength(0);

    await user.clear(apr);
    await user.type(apr, '6.5');
    await user.click(save());
    await waitFor(() => expect(create.calls).toHaveLength(1), T);
    expect(create.calls[0].body).toEqual({
      asset: 'BTC',
      name: 'BTC 90 days',
      type: 'fixed',
      lockDays: 90,
      apr: '6.5',
      minAmount: '0.001',
      maxAmount: '2',
      totalCap: '50.000000000000000001',
      status: 'active',
    });
  });

  it('edits a plan sending only the changed fields to POST /admin/editStaking', async () => {
    const user = userEvent.setup();
    backend([plan({ liveStakes: 3 })]);
    const edit = recorder('post', '/admin/editStaking', (body) => ({
      success: true,
      result: plan(body as Record<string, unknown>),
    }));
    server.use(edit.handler);
    renderEngine('/admin/stake/list/pl-1', schemas);
    const apr = await screen.findByRole('spinbutton', { name: /apr/i }, T);
    await waitFor(() => expect(apr).toHaveValue(5), T);
    await user.clear(apr);
    await user.type(apr, '7.25');
    await user.click(save());
    await waitFor(() => expect(edit.calls).toHaveLength(1), T);
    expect(edit.calls[0].body).toEqual({ _id: 'pl-1', apr: '7.25' });
  });

  it('settles one stake: the confirmation shows principal + reward, then POST /admin/settleStake', async () => {
    const user = userEvent.setup();
    storeMarker(window.sessionStorage);
    backend([], [stake()]);
    const settle = recorder('post', '/admin/settleStake', () => ({
      success: true,
      result: { results: [], totals: [], settled: 1, skipped: 0, remaining: 0 },
      message: 'Stake settled',
    }));
    server.use(settle.handler);
    renderEngine('/admin/stake/settle', schemas);
    const rows = await screen.findAllByRole('row', {}, T);
    const row = rows.find((r) => within(r).queryByText('ana@example.com'))!;
    await user.click(within(row).getByRole('button', { name: 'Settle' }));
    const dialog = await screen.findByRole('dialog', {}, T);
    expect(
      within(dialog).getByText(
        'Settle 1 stake? The users receive 1.000000000000000001 ETH principal + 0.0066 ETH reward. This cannot be undone.',
      ),
    ).toBeInTheDocument();
    expect(settle.calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Settle' }));
    await waitFor(() => expect(settle.calls).toHaveLength(1), T);
    expect(settle.calls[0].body).toEqual({ _id: 's-1' });
  });

  it('settles the selected stakes in one call with their ids, the confirmation summing per asset', async () => {
    const user = userEvent.setup();
    storeMarker(window.sessionStorage);
    backend(
      [],
      [
        stake(),
        stake({ _id: 's-2', email: 'bo@example.com', amount: '2', accruedReward: '0.0134' }),
      ],
    );
    const settle = recorder('post', '/admin/settleStake', () => ({
      success: true,
      result: { results: [], totals: [], settled: 2, skipped: 0, remaining: 0 },
    }));
    server.use(settle.handler);
    renderEngine('/admin/stake/settle', schemas);
    await screen.findByText('bo@example.com', {}, T);
    await user.click(screen.getByRole('checkbox', { name: /select all/i }));
    await user.click(await screen.findByRole('button', { name: 'Settle (2)' }, T));
    const dialog = await screen.findByRole('dialog', {}, T);
    expect(
      within(dialog).getByText(
        'Settle 2 stakes? The users receive 3.000000000000000001 ETH principal + 0.02 ETH reward. This cannot be undone.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Settle' }));
    await waitFor(() => expect(settle.calls).toHaveLength(1), T);
    expect(settle.calls[0].body).toEqual({ ids: ['s-1', 's-2'] });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, buildAdminProfile, ok, recorder, server } from '../msw';
import { setToken } from '../../../src/authProvider/tokenStore';
import { storeMarker } from '../../../src/resources/shared/stepUp/gateState';
import { STEP_UP_REQUIRED_MESSAGE } from '../../../src/contracts/stepUp';
import type { ListActionSchema, ResourceSchema } from '../../../src/resources/types';
import { buildWithdrawal, withdrawalSchema } from './engineSchemas';
import { renderEngine } from './renderEngine';

vi.setConfig({ testTimeout: 30_000 });
const T = { timeout: 8000 };

/** A list action declared only as data: preview, batches until none remains, step-up. */
const sweepAll: ListActionSchema = {
  name: 'sweepAll',
  label: 'Sweep all pending',
  preview: { method: 'POST', path: '/admin/sweepPreview', errorMessage: 'Sweep failed!' },
  endpoint: { method: 'POST', path: '/admin/sweep', errorMessage: 'Sweep failed!' },
  confirm: {
    title: 'Sweep every pending withdrawal?',
    text: (answer) => `${String(answer.count)} withdrawals will be swept.`,
    fields: [{ source: 'wallet', label: 'Hot wallet', type: 'text', views: [] }],
    label: 'Sweep',
  },
  count: (answer) => Number(answer.count),
  remaining: (answer) => Number(answer.remaining),
  progress: (done, total) => `Swept ${done} of ${total}`,
  success: (done) => `${done} swept`,
  stepUp: true,
};
const schema: ResourceSchema = { ...withdrawalSchema, listActions: [sweepAll] };

/** 5 pending, swept 2 per call; `refuseAt` answers that call with a lapsed step-up (403). */
function backend({ refuseAt = 0, failAt = 0 } = {}) {
  let pending = 5;
  let calls = 0;
  const sweeps = recorder('post', '/admin/sweep');
  server.use(
    ok('get', '/admin/getAdminProfile', buildAdminProfile({ f2A_Status: 'true' })),
    http.get(api('/admin/withdrawList'), () =>
      HttpResponse.json({ success: true, result: [buildWithdrawal()] }),
    ),
    http.post(api('/admin/sweepPreview'), () =>
      HttpResponse.json({ success: true, result: { count: pending, wallet: 'hot-1' } }),
    ),
    http.post(api('/admin/sweep'), () => {
      calls += 1;
      if (calls === refuseAt)
        return HttpResponse.json(
          { success: false, message: STEP_UP_REQUIRED_MESSAGE },
          { status: 403 },
        );
      if (calls === failAt)
        return HttpResponse.json({ success: false, message: 'Node down' }, { status: 503 });
      const now = Math.min(2, pending);
      pending -= now;
      return HttpResponse.json({ success: true, result: { count: now, remaining: pending } });
    }),
    ok('post', '/admin/adminVerifyOtp', null, 'Verified'),
  );
  return { sweeps, calls: () => calls };
}

describe('Declared list actions (ListActionButtons)', () => {
  beforeEach(() => {
    setToken('test-admin-token');
    window.sessionStorage.clear();
  });

  it('confirms from the preview, steps up naming the action, then calls until none remains', async () => {
    const user = userEvent.setup();
    const run = backend();
    renderEngine('/admin/withdraw', [schema]);
    await user.click(await screen.findByRole('button', { name: 'Sweep all pending' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Sweep every pending withdrawal?' });
    expect(dialog).toHaveTextContent('5 withdrawals will be swept.');
    expect(dialog).toHaveTextContent('hot-1');
    expect(run.calls()).toBe(0);

    await user.click(within(dialog).getByRole('button', { name: 'Sweep' }));
    const modal = await screen.findByRole('dialog', { name: 'Two-Factor Verification' }, T);
    expect(modal).toHaveTextContent('to sweep every pending withdrawal.');
    await user.type(within(modal).getByLabelText('Verification code'), '123456');
    await user.click(within(modal).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('5 swept', {}, T)).toBeInTheDocument();
    expect(run.calls()).toBe(3); // 2 + 2 + 1
  });

  it('a step-up that lapses mid-run asks again and carries on; a failure keeps the dialog open with its message', async () => {
    const user = userEvent.setup();
    storeMarker(window.sessionStorage);
    const run = backend({ refuseAt: 2, failAt: 3 });
    renderEngine('/admin/withdraw', [schema]);
    await user.click(await screen.findByRole('button', { name: 'Sweep all pending' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Sweep every pending withdrawal?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sweep' }));

    // The first call swept 2; the second was refused: verify again, nothing else sent meanwhile.
    const modal = await screen.findByRole('dialog', { name: 'Two-Factor Verification' }, T);
    expect(run.calls()).toBe(2);
    await user.type(within(modal).getByLabelText('Verification code'), '123456');
    await user.click(within(modal).getByRole('button', { name: 'Verify' }));

    // The run restarts on what is left; its first call (the third) fails.
    const again = await screen.findByRole('dialog', { name: 'Sweep every pending withdrawal?' }, T);
    expect(await within(again).findByText('Node down', {}, T)).toBeInTheDocument();
    expect(run.calls()).toBe(3);
    await waitFor(() =>
      expect(within(again).getByRole('button', { name: 'Cancel' })).toBeEnabled(),
    );
  });
});

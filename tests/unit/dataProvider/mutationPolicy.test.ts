import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import {
  idempotencyKeeper,
  runMutationPolicy,
  type StepUp,
} from '../../../src/dataProvider/mutationPolicy';
import { apiRequest } from '../../../src/dataProvider/httpClient';
import { getToken, setToken } from '../../../src/authProvider/tokenStore';
import { STEP_UP_REQUIRED_MESSAGE } from '../../../src/contracts/stepUp';
import { fail, html, networkError, server } from '../msw';

const FALLBACK = 'Approve failed!';
const refusal = () => new HttpError(STEP_UP_REQUIRED_MESSAGE, 403, {});

/** A step-up that is live or not, and answers the prompt as told. */
function stepUp(live: boolean, answers: boolean[] = [true]): StepUp & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    isLive: () => live,
    ask: (purpose) => {
      asked.push(purpose);
      return Promise.resolve(answers.shift() ?? false);
    },
    lapse: vi.fn(),
  };
}

const base = { purpose: 'approve this withdrawal', errorMessage: FALLBACK, idempotencyKey: 'k-1' };

describe('runMutationPolicy', () => {
  it('a cancelled confirmation sends nothing and asks no code', async () => {
    const send = vi.fn();
    const guard = stepUp(false);
    const outcome = await runMutationPolicy({
      ...base,
      confirm: () => Promise.resolve(false),
      stepUp: guard,
      send,
    });
    expect(outcome).toEqual({ status: 'cancelled' });
    expect(send).not.toHaveBeenCalled();
    expect(guard.asked).toEqual([]);
  });

  it('asks the step-up only when it is needed and not live, naming the action', async () => {
    const send = vi.fn(() => Promise.resolve('sent'));
    const live = stepUp(true);
    await runMutationPolicy({ ...base, stepUp: live, send });
    expect(live.asked).toEqual([]);

    const lapsed = stepUp(false);
    const outcome = await runMutationPolicy({ ...base, stepUp: lapsed, send });
    expect(lapsed.asked).toEqual(['approve this withdrawal']);
    expect(outcome).toEqual({ status: 'done', result: 'sent' });

    // No step-up declared: sent at once.
    await runMutationPolicy({ ...base, send });
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('a declined step-up sends nothing', async () => {
    const send = vi.fn();
    const outcome = await runMutationPolicy({ ...base, stepUp: stepUp(false, [false]), send });
    expect(outcome).toEqual({ status: 'cancelled' });
    expect(send).not.toHaveBeenCalled();
  });

  it('a page gate is checked before the confirmation, which is then not asked', async () => {
    const confirm = vi.fn(() => Promise.resolve(true));
    const gate = { ...stepUp(false, [false]), replacesPage: true };
    const outcome = await runMutationPolicy({ ...base, confirm, stepUp: gate, send: vi.fn() });
    expect(outcome).toEqual({ status: 'cancelled' });
    expect(confirm).not.toHaveBeenCalled();
  });

  it('a 403 step-up refusal forgets the verification, re-prompts once, then resends the same key', async () => {
    const keys: (string | undefined)[] = [];
    const send = vi.fn((key?: string) => {
      keys.push(key);
      return keys.length === 1 ? Promise.reject(refusal()) : Promise.resolve('moved');
    });
    const guard = stepUp(true);
    const outcome = await runMutationPolicy({ ...base, stepUp: guard, send });
    expect(outcome).toEqual({ status: 'done', result: 'moved' });
    expect(guard.lapse).toHaveBeenCalledTimes(1);
    expect(guard.asked).toEqual(['approve this withdrawal']);
    expect(keys).toEqual(['k-1', 'k-1']);
  });

  it('a second refusal after the re-prompt ends with the server message, no loop', async () => {
    const send = vi.fn(() => Promise.reject(refusal()));
    const guard = stepUp(true, [true, true]);
    const outcome = await runMutationPolicy({ ...base, stepUp: guard, send });
    expect(outcome).toMatchObject({ status: 'failed', message: STEP_UP_REQUIRED_MESSAGE });
    expect(send).toHaveBeenCalledTimes(2);
    expect(guard.asked).toHaveLength(1);
  });

  it('a declined re-prompt ends with the refusal, and is sent no more', async () => {
    const send = vi.fn(() => Promise.reject(refusal()));
    const outcome = await runMutationPolicy({ ...base, stepUp: stepUp(true, [false]), send });
    expect(outcome).toMatchObject({ status: 'failed', message: STEP_UP_REQUIRED_MESSAGE });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('another 403 (or a refusal where no step-up is declared) is a failure, not a prompt', async () => {
    const guard = stepUp(true);
    const other = new HttpError('Your account awaits activation', 403, {});
    const outcome = await runMutationPolicy({
      ...base,
      stepUp: guard,
      send: () => Promise.reject(other),
    });
    expect(outcome).toEqual({
      status: 'failed',
      error: other,
      message: 'Your account awaits activation',
    });
    expect(guard.asked).toEqual([]);
    const undeclared = await runMutationPolicy({ ...base, send: () => Promise.reject(refusal()) });
    expect(undeclared).toMatchObject({ status: 'failed', message: STEP_UP_REQUIRED_MESSAGE });
  });
});

describe('idempotencyKeeper', () => {
  it('keeps the key while the values stay the same, and starts anew after other values or a success', () => {
    const keeper = idempotencyKeeper();
    const first = keeper.keyFor({ amount: '1', reason: 'ok' });
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(keeper.keyFor({ amount: '1', reason: 'ok' })).toBe(first);
    const other = keeper.keyFor({ amount: '2', reason: 'ok' });
    expect(other).not.toBe(first);
    keeper.forget();
    expect(keeper.keyFor({ amount: '2', reason: 'ok' })).not.toBe(other);
  });
});

describe('every failure shape ends in a clear message; only a 401 signs out', () => {
  const call = {
    method: 'POST' as const,
    path: '/admin/withdrawAmountMove',
    errorMessage: FALLBACK,
  };
  const outcomeOf = (handler: Parameters<typeof server.use>[0]) => {
    server.use(handler);
    return runMutationPolicy({ ...base, stepUp: stepUp(true), send: () => apiRequest(call) });
  };

  it.each([
    ['non-JSON (an HTML page)', html('post', call.path), FALLBACK],
    [
      'success: false',
      fail('post', call.path, 200, 'Insufficient balance'),
      'Insufficient balance',
    ],
    ['a 4xx without a message', fail('post', call.path, 409), FALLBACK],
    ['a 5xx', fail('post', call.path, 502, 'Node down'), 'Node down'],
    ['offline', networkError('post', call.path), FALLBACK],
  ])('%s', async (_shape, handler, message) => {
    setToken('tok-1');
    const outcome = await outcomeOf(handler);
    expect(outcome).toMatchObject({ status: 'failed', message });
    expect(getToken()).toBe('tok-1');
  });

  it('a 401 signs out (the token is gone), with its message', async () => {
    setToken('tok-1');
    const outcome = await outcomeOf(fail('post', call.path, 401, 'Session expired'));
    expect(outcome).toMatchObject({ status: 'failed', message: 'Session expired' });
    expect(getToken()).toBeNull();
  });
});

import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { recorder, server } from '../msw';
import { setToken } from '../../../src/authProvider/tokenStore';
import { useRecordUpdate } from '../../../src/resources/shared/useRecordMutation';
import { EngineAdmin } from './renderEngine';

describe('useRecordUpdate', () => {
  it('sends an Idempotency-Key with the update: the given one, else a fresh one', async () => {
    setToken('test-admin-token');
    const update = recorder('post', '/admin/updateWithdraw', () => ({
      success: true,
      result: { _id: 'w-1' },
    }));
    server.use(update.handler);
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <EngineAdmin queryClient={queryClient}>{children}</EngineAdmin>
    );
    const { result } = renderHook(() => useRecordUpdate('withdraw'), { wrapper });
    const previousData = { id: 'w-1' };
    await act(() =>
      result.current.mutateAsync({
        id: 'w-1',
        data: { note: 'x' },
        previousData,
        idempotencyKey: 'key-1',
      }),
    );
    await act(() => result.current.mutateAsync({ id: 'w-1', data: { note: 'y' }, previousData }));
    const keys = update.calls.map((call) => call.headers.get('idempotency-key'));
    expect(keys[0]).toBe('key-1');
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

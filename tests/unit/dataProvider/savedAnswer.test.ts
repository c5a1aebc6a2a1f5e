import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { apiRequest } from '../../../src/dataProvider/httpClient';
import {
  answerOf,
  isAccepted,
  successText,
  withAnswer,
} from '../../../src/dataProvider/savedAnswer';
import { api, server } from '../msw';

const WAITS =
  "Change an admin's role (ops@exchange.test): sent for approval. A second admin must approve it in Approvals before it takes effect.";
const call = {
  method: 'PUT' as const,
  path: '/admin/admins',
  errorMessage: 'Update Admin failed!',
};

describe('a change sent for approval (HTTP 202)', () => {
  it('is a success the envelope marks accepted; a 200 is not', async () => {
    server.use(
      http.put(api('/admin/admins'), () =>
        HttpResponse.json(
          { success: true, result: { _id: 'a1' }, message: WAITS },
          { status: 202 },
        ),
      ),
    );
    const accepted = await apiRequest(call);
    expect(isAccepted(accepted)).toBe(true);
    expect(accepted.message).toBe(WAITS);

    server.use(
      http.put(api('/admin/admins'), () =>
        HttpResponse.json({ success: true, result: { _id: 'a1' }, message: 'Disabled' }),
      ),
    );
    expect(isAccepted(await apiRequest(call))).toBe(false);
  });

  it('toasts the server’s words over a declared success; otherwise the declared, the server’s, the default', () => {
    const record = withAnswer({ id: 'a1' }, { success: true, message: WAITS, accepted: true });
    expect(successText(answerOf(record), 'Role changed', 'Changes saved')).toBe(WAITS);

    const done = withAnswer({ id: 'a1' }, { success: true, message: 'BTC updated' });
    expect(successText(answerOf(done), 'Saved', 'Changes saved')).toBe('Saved');
    expect(successText(answerOf(done), undefined, 'Changes saved')).toBe('BTC updated');
    expect(successText(answerOf({ id: 'a1' }), undefined, 'Changes saved')).toBe('Changes saved');
  });

  it('rides on the record without becoming one of its fields', () => {
    const record = withAnswer({ id: 'a1', role: 'support' }, { success: true, message: WAITS });
    expect(Object.keys(record)).toEqual(['id', 'role']);
    expect(JSON.parse(JSON.stringify(record))).toEqual({ id: 'a1', role: 'support' });
    expect(answerOf({ ...record })).toBeUndefined();
  });
});

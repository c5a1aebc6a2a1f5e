import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import {
  apiCall,
  apiFetchBlob,
  apiRequest,
  setUnauthorizedHandler,
} from '../../../src/dataProvider/httpClient';
import { getToken, setToken } from '../../../src/authProvider/tokenStore';
import { errorHint } from '../../../src/dataProvider/errorText';
import { shouldRetry } from '../../../src/dataProvider/queryClient';
import { noResponseSuffix, timeoutSuffix } from '../../../src/messages/catalogue';
import { api, fail, hang, html, networkError, ok, recorder, server } from '../msw';

const DEFAULT = 'get users Details failed!';
const usersCall = { method: 'POST' as const, path: '/admin/getAllUserData', errorMessage: DEFAULT };

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('http client: success', () => {
  it("answers the envelope's result and sends the bearer, JSON and an empty POST body", async () => {
    setToken('tok-1');
    const rec = recorder('post', '/admin/getAllUserData', () => ({
      success: true,
      result: [{ _id: 'u1' }],
    }));
    server.use(rec.handler);

    await expect(apiCall(usersCall)).resolves.toEqual([{ _id: 'u1' }]);
    expect(rec.calls[0].headers.get('authorization')).toBe('Bearer tok-1');
    expect(rec.calls[0].headers.get('content-type')).toBe('application/json');
    expect(rec.calls[0].body).toEqual({});
  });

  it('apiRequest answers the whole envelope (login reads token and message)', async () => {
    server.use(
      http.post(api('/adminlogin'), () =>
        HttpResponse.json({ success: true, auth: true, token: 't', message: 'Welcome' }),
      ),
    );
    const envelope = await apiRequest({
      method: 'POST',
      path: '/adminlogin',
      auth: false,
      errorMessage: 'Login failed!',
    });
    expect(envelope).toMatchObject({ auth: true, token: 't', message: 'Welcome' });
  });

  it('sends GET queries, JSON-encoding objects, and no bearer when auth is false', async () => {
    setToken('tok-1');
    const rec = recorder('get', '/admin/supportCategory', () => ({ success: true, result: [] }));
    server.use(rec.handler);
    await apiCall({
      method: 'GET',
      path: '/admin/supportCategory',
      query: { page: 1, limit: 20, filter: {}, sort: { createdAt: -1 } },
      errorMessage: 'x',
      auth: false,
    });
    const url = rec.calls[0].url;
    expect(url.searchParams.get('page')).toBe('1');
    expect(url.searchParams.get('limit')).toBe('20');
    expect(url.searchParams.get('filter')).toBe('{}');
    expect(url.searchParams.get('sort')).toBe('{"createdAt":-1}');
    expect(rec.calls[0].headers.get('authorization')).toBeNull();
  });

  it('sends an Idempotency-Key when one is given', async () => {
    const rec = recorder('post', '/admin/withdrawAmountMove', () => ({
      success: true,
      result: null,
    }));
    server.use(rec.handler);
    await apiCall({
      method: 'POST',
      path: '/admin/withdrawAmountMove',
      body: { id: 'w1' },
      errorMessage: 'x',
      idempotencyKey: 'k-1',
    });
    expect(rec.calls[0].headers.get('idempotency-key')).toBe('k-1');
    expect(rec.calls[0].body).toEqual({ id: 'w1' });
  });
});

describe('http client: every failure shape is an HttpError with a clear message', () => {
  it('a 200 whose body is an HTML page (not JSON) fails with the spec default', async () => {
    server.use(html('post', '/admin/getAllUserData', 200));
    const error = await failure(apiCall(usersCall));
    expect(error.message).toBe(DEFAULT);
    expect(error.status).toBe(200);
  });

  it('a 200 with success:false fails with the server message', async () => {
    server.use(
      http.post(api('/admin/getAllUserData'), () =>
        HttpResponse.json({ success: false, message: 'No users for you' }),
      ),
    );
    const error = await failure(apiCall(usersCall));
    expect(error.message).toBe('No users for you');
  });

  it('a 200 with success:false and no message fails with the spec default', async () => {
    server.use(
      http.post(api('/admin/getAllUserData'), () => HttpResponse.json({ success: false })),
    );
    expect((await failure(apiCall(usersCall))).message).toBe(DEFAULT);
  });

  it('a 200 without a success flag is not a success', async () => {
    server.use(http.post(api('/admin/getAllUserData'), () => HttpResponse.json({ result: [] })));
    expect((await failure(apiCall(usersCall))).message).toBe(DEFAULT);
  });

  it('a 400 carries the server message and the per-field errors in body.errors', async () => {
    server.use(
      http.post(api('/admin/updateUser'), () =>
        HttpResponse.json(
          {
            success: false,
            message: "Invalid body: 'status' is required",
            errors: { status: 'Required' },
          },
          { status: 400 },
        ),
      ),
    );
    const error = await failure(
      apiCall({ method: 'POST', path: '/admin/updateUser', errorMessage: 'Update user failed!' }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe("Invalid body: 'status' is required");
    expect(error.body.errors).toEqual({ status: 'Required' });
  });

  it('a 401 clears the token and tells the app to go to /login', async () => {
    setToken('expired');
    const onUnauthorized = vi.fn();
    const remove = setUnauthorizedHandler(onUnauthorized);
    server.use(fail('post', '/admin/getAllUserData', 401, 'Unauthorized: sign in again'));
    const error = await failure(apiCall(usersCall));
    remove();
    expect(error.status).toBe(401);
    expect(error.message).toBe('Unauthorized: sign in again');
    expect(getToken()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a 401 on a call made without the token (wrong password at login) keeps everything as is', async () => {
    setToken('still-valid');
    const onUnauthorized = vi.fn();
    const remove = setUnauthorizedHandler(onUnauthorized);
    server.use(fail('post', '/adminlogin', 401, 'Invalid email or password'));
    const error = await failure(
      apiCall({ method: 'POST', path: '/adminlogin', auth: false, errorMessage: 'Login failed!' }),
    );
    remove();
    expect(error.message).toBe('Invalid email or password');
    expect(getToken()).toBe('still-valid');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it.each([
    [403, 'Step-up required'],
    [404, 'User not found'],
    [500, 'Internal server error'],
  ])('a %i keeps the token and carries the server message', async (status, message) => {
    setToken('tok');
    server.use(fail('post', '/admin/getAllUserData', status, message));
    const error = await failure(apiCall(usersCall));
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
    expect(getToken()).toBe('tok');
  });

  it('a 429 (rate limit) is an error to show, never a sign-out', async () => {
    setToken('busy');
    const onUnauthorized = vi.fn();
    const remove = setUnauthorizedHandler(onUnauthorized);
    const message = 'Too many requests: try again in 42 seconds';
    server.use(fail('post', '/admin/getAllUserData', 429, message));
    const error = await failure(apiCall(usersCall));
    remove();
    expect(error.status).toBe(429);
    expect(error.message).toBe(message);
    expect(getToken()).toBe('busy');
    expect(onUnauthorized).not.toHaveBeenCalled();
    // Asking again at once would only meet the limit again.
    expect(shouldRetry(0, error)).toBe(false);
  });

  it('a 500 without a message falls back to the spec default', async () => {
    server.use(fail('post', '/admin/getAllUserData', 500));
    expect((await failure(apiCall(usersCall))).message).toBe(DEFAULT);
  });

  it('a 502 HTML page from a proxy fails with the spec default and status 502', async () => {
    server.use(html('post', '/admin/getAllUserData', 502));
    const error = await failure(apiCall(usersCall));
    expect(error.status).toBe(502);
    expect(error.message).toBe(DEFAULT);
  });

  it('a network error is status 0 with a "no response" message', async () => {
    setToken('tok');
    server.use(networkError('post', '/admin/getAllUserData'));
    const error = await failure(apiCall(usersCall));
    expect(error.status).toBe(0);
    // The spec's text exactly; the hint travels beside it for a second line.
    expect(error.message).toBe(DEFAULT);
    expect(errorHint(error)).toBe(noResponseSuffix);
    expect(getToken()).toBe('tok');
  });

  it("a network error uses the call's own no-response text when the spec has one", async () => {
    server.use(networkError('post', '/admin/adminotp'));
    const error = await failure(
      apiCall({
        method: 'POST',
        path: '/admin/adminotp',
        errorMessage: 'Verify 2fa failed!',
        noResponseMessage: 'An unknown error occurred while verifying 2fa.',
      }),
    );
    expect(error.message).toBe('An unknown error occurred while verifying 2fa.');
  });

  it('a server that does not answer in time is a timeout: status 0 and a timeout message', async () => {
    server.use(hang('post', '/admin/getAllUserData'));
    const started = Date.now();
    const error = await failure(apiCall({ ...usersCall, timeoutMs: 50 }));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(error.status).toBe(0);
    expect(error.message).toBe(DEFAULT);
    expect(errorHint(error)).toBe(timeoutSuffix);
    expect(error.body).toMatchObject({ reason: 'timeout' });
  });

  it("a call cancelled by its caller rejects with the caller's abort, not an HttpError", async () => {
    server.use(hang('post', '/admin/getAllUserData'));
    const controller = new AbortController();
    const pending = apiCall({ ...usersCall, signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(HttpError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('apiFetchBlob', () => {
  it('fetches an authenticated image as a Blob', async () => {
    setToken('tok');
    let auth: string | null = null;
    server.use(
      http.get(api('/admin/kycDocument/k1/front'), ({ request }) => {
        auth = request.headers.get('authorization');
        return new HttpResponse(new Uint8Array([1, 2, 3]), {
          headers: { 'Content-Type': 'image/png' },
        });
      }),
    );
    const blob = await apiFetchBlob('/admin/kycDocument/k1/front');
    expect(blob.size).toBe(3);
    expect(auth).toBe('Bearer tok');
  });

  it('a 404 is an HttpError with the server message; a 401 clears the token', async () => {
    setToken('tok');
    server.use(fail('get', '/admin/kycDocument/k1/front', 404, 'Document not found'));
    const error = await failure(apiFetchBlob('/admin/kycDocument/k1/front'));
    expect(error.message).toBe('Document not found');
    expect(getToken()).toBe('tok');

    server.use(fail('get', '/admin/kycDocument/k1/back', 401, 'Unauthorized'));
    await failure(apiFetchBlob('/admin/kycDocument/k1/back'));
    expect(getToken()).toBeNull();
  });
});

describe('ok() helper', () => {
  it('answers a success envelope', async () => {
    server.use(ok('get', '/admin/getAdminProfile', { email: 'a@b.c' }));
    await expect(
      apiCall({ method: 'GET', path: '/admin/getAdminProfile', errorMessage: 'x' }),
    ).resolves.toEqual({ email: 'a@b.c' });
  });
});

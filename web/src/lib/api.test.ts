import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { aCoach, aCoachSummary, aSession } from '../../test/fixtures';
import { jsonResponse, mockFetch, signInAs } from '../../test/utils';
import { ApiError, buildUrl, call, callPage, OFFLINE_MESSAGE, REQUEST_TIME_LIMIT_MS, request, requestWithMeta, TIMEOUT_MESSAGE } from './api';
import { registerNavigate } from './navigation';

const toast = vi.hoisted(() => ({ warning: vi.fn(), error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

function lastCall(fetchMock: ReturnType<typeof mockFetch>) {
  const call = fetchMock.mock.calls.at(-1)!;
  const init = (call[1] ?? {}) as RequestInit;
  return { url: String(call[0]), init, headers: (init.headers ?? {}) as Record<string, string> };
}

describe('call and callPage: typed by the route table', () => {
  it('fills the path parameters (encoded), sends the method, query and body of the route, and answers its data', async () => {
    const coach = aCoach({ id: 'c/1', isVerified: true });
    const fetchMock = mockFetch(() => jsonResponse({ success: true, data: coach }));
    const answer = await call('setCoachVerification', { params: { id: 'c/1' }, body: { isVerified: true } });
    const { url, init } = lastCall(fetchMock);
    expect(url).toBe('/api/coaches/c%2F1/verification');
    expect(init.method).toBe('PATCH');
    expect(init.body).toBe(JSON.stringify({ isVerified: true }));
    expect(answer).toEqual(coach);
  });

  it('answers a list with its paging figures', async () => {
    const page = { success: true, data: [aCoachSummary()], meta: { total: 13, page: 2, pageSize: 12 } };
    const fetchMock = mockFetch(() => jsonResponse(page));
    const answer = await callPage('searchCoaches', { query: { query: 'gto', specialization: ['a', 'b'], page: 2 } });
    expect(lastCall(fetchMock).url).toBe('/api/coaches/search?query=gto&specialization=a&specialization=b&page=2');
    expect(answer).toEqual({ data: page.data, meta: page.meta });
  });

  it("types each answer by the route's response schema", () => {
    // Checked by the type check (tsc -p web), not at run time: the calls are never made.
    expectTypeOf(() => call('coach', { params: { id: 'x' } })).returns.resolves.toHaveProperty('hourlyRate').toEqualTypeOf<number | null>();
    expectTypeOf(() => callPage('listSessions')).returns.resolves.toHaveProperty('data').items.toHaveProperty('price').toEqualTypeOf<number | null>();
    expectTypeOf(() => call('logout')).returns.resolves.toEqualTypeOf<{ success: true }>();
  });
});

describe('api client: requests', () => {
  it('prefixes /api, includes credentials and sends JSON bodies', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ success: true, data: aSession() }, 201));
    await request('/sessions', { method: 'POST', body: { title: 'Mock interview' } });
    const { url, init, headers } = lastCall(fetchMock);
    expect(url).toBe('/api/sessions');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe(JSON.stringify({ title: 'Mock interview' }));
  });

  it('does not set a JSON content type for FormData', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ success: true, data: { url: '/media/a.jpg' } }));
    const form = new FormData();
    form.append('avatar', new Blob(['x'], { type: 'image/jpeg' }), 'avatar.jpg');
    await request('/users/upload', { method: 'POST', body: form });
    const { init, headers } = lastCall(fetchMock);
    expect(headers['Content-Type']).toBeUndefined();
    expect(init.body).toBe(form);
  });

  it('sends the bearer token when one is stored', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ success: true, data: [] }));
    await request('/coaches');
    expect(lastCall(fetchMock).headers.Authorization).toBeUndefined();

    localStorage.setItem('token', 'abc.def.ghi');
    await request('/coaches');
    expect(lastCall(fetchMock).headers.Authorization).toBe('Bearer abc.def.ghi');
  });

  it('sends x-csrf-token from the ssb_csrf cookie on POST, PUT, PATCH and DELETE only', async () => {
    document.cookie = 'ssb_csrf=csrf%2Bvalue; path=/';
    const fetchMock = mockFetch(() => jsonResponse({ success: true }));

    await request('/a');
    expect(lastCall(fetchMock).headers['x-csrf-token']).toBeUndefined();

    for (const call of [
      () => request('/a', { method: 'POST', body: {} }),
      () => request('/a', { method: 'PUT', body: {} }),
      () => request('/a', { method: 'PATCH', body: {} }),
      () => request('/a', { method: 'DELETE' }),
    ]) {
      await call();
      expect(lastCall(fetchMock).headers['x-csrf-token']).toBe('csrf+value');
    }
  });

  it('leaves out empty query parameters', () => {
    expect(buildUrl('/coaches/search', { specialization: 'Psychology', minRating: undefined, query: '', location: null })).toBe(
      '/api/coaches/search?specialization=Psychology',
    );
    expect(buildUrl('/api/blog')).toBe('/api/blog');
  });
});

// The client's handling of any answer shape: these use an endpoint outside the API's contracts
// (test/contracts.ts), whose answers mockFetch does not check.
describe('api client: unwrapping', () => {
  it('uses data when the body has it', async () => {
    mockFetch(() => jsonResponse({ success: true, data: { id: 'c1', firstName: 'Vikram' } }));
    await expect(request('/example/c1')).resolves.toEqual({ id: 'c1', firstName: 'Vikram' });
  });

  it('uses the whole body when there is no data field', async () => {
    mockFetch(() => jsonResponse({ id: 'c1', firstName: 'Vikram' }));
    await expect(request('/example/c1')).resolves.toEqual({ id: 'c1', firstName: 'Vikram' });
  });

  it('returns data and meta for paginated lists', async () => {
    mockFetch(() => jsonResponse({ success: true, data: [{ id: 1 }], meta: { total: 13, page: 2, pageSize: 12 } }));
    await expect(requestWithMeta('/example', { query: { page: 2 } })).resolves.toEqual({
      data: [{ id: 1 }],
      meta: { total: 13, page: 2, pageSize: 12 },
    });
    mockFetch(() => jsonResponse([{ id: 1 }]));
    await expect(requestWithMeta('/example')).resolves.toEqual({ data: [{ id: 1 }], meta: undefined });
  });

  it('copes with an empty body', async () => {
    mockFetch(() => new Response('', { status: 200 }));
    await expect(request('/sessions/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});

describe('api client: errors', () => {
  it('takes the message from body.error first', async () => {
    mockFetch(() => jsonResponse({ success: false, error: 'This slot was just taken', message: 'ignored' }, 409));
    const error = await request('/sessions', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'This slot was just taken', status: 409 });
    expect((error as ApiError).data).toEqual({ success: false, error: 'This slot was just taken', message: 'ignored' });
  });

  it('falls back to body.message', async () => {
    mockFetch(() => jsonResponse({ message: 'Coach not found' }, 404));
    await expect(request('/example/x')).rejects.toMatchObject({ message: 'Coach not found', status: 404 });
  });

  it("falls back to 'HTTP error! status: {code}'", async () => {
    mockFetch(() => new Response('<html>oops</html>', { status: 500 }));
    await expect(request('/coaches')).rejects.toMatchObject({ message: 'HTTP error! status: 500', status: 500 });
  });

  it('carries server field errors and needVerification', async () => {
    mockFetch(() =>
      jsonResponse({ success: false, error: 'Invalid input', fields: { email: 'Enter a valid email' } }, 400),
    );
    const error = (await request('/auth/register', { method: 'POST', body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error.fields).toEqual({ email: 'Enter a valid email' });

    mockFetch(() => jsonResponse({ success: false, error: 'Verify your email first', needVerification: true }, 403));
    const login = (await request('/auth/login', { method: 'POST', body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(login.needVerification).toBe(true);
  });

  it('reports an unreachable server with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(request('/coaches')).rejects.toMatchObject({ status: 0 });
  });
});

describe('api client: session expiry', () => {
  const navigate = vi.fn();
  let unregister: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    navigate.mockReset();
    toast.warning.mockReset();
    unregister = registerNavigate(navigate);
  });

  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
    unregister();
  });

  it('on a 401 while signed in: clears token and user, sets auth:reason, toasts, and goes to /login after ~50 ms', async () => {
    signInAs();
    mockFetch(() => jsonResponse({ success: false, error: 'Unauthorized' }, 401));

    const error = (await request('/users/profile').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(error.sessionExpired).toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(sessionStorage.getItem('auth:reason')).toBe('session_expired');

    await vi.dynamicImportSettled();
    expect(toast.warning).toHaveBeenCalledWith(
      'Session expired',
      expect.objectContaining({ description: 'Please sign in again' }),
    );

    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(49);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('/login', undefined);
  });

  it("on a 403 'Invalid CSRF token' while signed in: same flow with reason session_expired_csrf", async () => {
    signInAs();
    document.cookie = 'ssb_csrf=stale; path=/';
    mockFetch(() => jsonResponse({ success: false, error: 'Invalid CSRF token' }, 403));

    await expect(request('/users/profile', { method: 'PUT', body: { bio: 'x' } })).rejects.toMatchObject({ status: 403 });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(sessionStorage.getItem('auth:reason')).toBe('session_expired_csrf');
    await vi.dynamicImportSettled();
    expect(toast.warning).toHaveBeenCalledWith(
      'Session expired',
      expect.objectContaining({ description: 'Please sign in again' }),
    );
    vi.advanceTimersByTime(50);
    expect(navigate).toHaveBeenCalledWith('/login', undefined);
  });

  it('treats a stored user without a token (cookie sign-in) as signed in', async () => {
    signInAs({}, null);
    mockFetch(() => jsonResponse({ success: false, error: 'Unauthorized' }, 401));
    await expect(request('/sessions')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('user')).toBeNull();
    expect(sessionStorage.getItem('auth:reason')).toBe('session_expired');
    vi.advanceTimersByTime(50);
    expect(navigate).toHaveBeenCalledWith('/login', undefined);
  });

  it('shows one toast and navigates once when several requests fail together', async () => {
    signInAs();
    mockFetch(() => jsonResponse({ success: false, error: 'Unauthorized' }, 401));
    await Promise.allSettled([request('/a'), request('/b'), request('/c')]);
    await vi.dynamicImportSettled();
    vi.advanceTimersByTime(50);
    expect(toast.warning).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('does nothing of the kind when the request was made while signed out', async () => {
    mockFetch(() => jsonResponse({ success: false, error: 'Unauthorized' }, 401));
    await expect(request('/sessions', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401, sessionExpired: false });
    expect(sessionStorage.getItem('auth:reason')).toBeNull();
    await vi.dynamicImportSettled();
    vi.advanceTimersByTime(100);
    expect(toast.warning).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does nothing of the kind for a failed sign-in, even with a stored user', async () => {
    signInAs();
    mockFetch(() => jsonResponse({ success: false, error: 'Invalid email or password' }, 401));
    await expect(request('/auth/login', { method: 'POST', body: { email: 'a@b.c', password: 'wrong-pass' } })).rejects.toMatchObject({
      message: 'Invalid email or password',
    });
    expect(localStorage.getItem('token')).toBe('tok-123');
    expect(sessionStorage.getItem('auth:reason')).toBeNull();
    vi.advanceTimersByTime(100);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('ignores a 403 that is not the CSRF error', async () => {
    signInAs();
    mockFetch(() => jsonResponse({ success: false, error: 'Admins only.' }, 403));
    await expect(request('/discussions/admin', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 403 });
    expect(localStorage.getItem('token')).toBe('tok-123');
    vi.advanceTimersByTime(100);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('api client: a time limit, and offline at once (issue 36)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives up after REQUEST_TIME_LIMIT_MS with a timeout error saying so', async () => {
    const limit = new AbortController();
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(limit.signal);
    mockFetch((_url, init) => new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason))));
    const answer = request('/sessions', { method: 'POST', body: {} }).catch((error: unknown) => error);
    limit.abort(new DOMException('signal timed out', 'TimeoutError'));
    const error = (await answer) as ApiError;
    expect(timeout).toHaveBeenCalledWith(REQUEST_TIME_LIMIT_MS);
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.failure, error.noAnswer, error.message]).toEqual([0, 'timeout', true, TIMEOUT_MESSAGE]);
  });

  it('sends nothing while the browser is offline and says so at once', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = mockFetch(() => jsonResponse({ success: true }));
    const error = (await request('/sessions', {
      method: 'POST',
      body: {},
    }).catch((e: unknown) => e)) as ApiError;
    expect(fetchMock).not.toHaveBeenCalled();
    expect([error.failure, error.message]).toEqual(['offline', OFFLINE_MESSAGE]);
  });

  it("keeps the caller's own cancellation an AbortError", async () => {
    mockFetch((_url, init) => new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason))));
    const mine = new AbortController();
    const answer = request('/coaches', { signal: mine.signal }).catch((error: unknown) => error);
    mine.abort();
    expect((await answer) as DOMException).toMatchObject({
      name: 'AbortError',
    });
  });
});

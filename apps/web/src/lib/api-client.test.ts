import { errorCatalogue, th } from '@chokdee/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiMessage, createApiClient, NO_ENVELOPE_CODE } from './api-client';
import { useAuthStore } from './auth-store';
import { setNavigator } from './navigation';
import { useProgressStore } from './progress';
import { queryClient } from './query-client';
import { loadSonner } from './toast';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast: { error: toastError, success: vi.fn() } }));
// Sonner loads after the first paint (lib/toast.ts): have it here so each toast is shown at once
// (before each test: vitest.setup.ts puts the loader back as a page load finds it).
beforeEach(() => loadSonner());

const envelope = (code: number, message: string, data: unknown = null) => ({
  status: { code, message },
  data,
});

/** A fetch that answers each call with the next reply (the last one repeats). */
const stubReplies = (...replies: Array<{ status: number; body?: unknown } | 'network-error'>) => {
  let index = 0;
  const fetchMock = vi.fn(async () => {
    const reply = replies[Math.min(index++, replies.length - 1)];
    if (reply === 'network-error' || reply === undefined) throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? 'Bad Gateway' : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const headersOf = (fetchMock: ReturnType<typeof stubReplies>, call = 0) =>
  new Headers((fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].headers);
const urlOf = (fetchMock: ReturnType<typeof stubReplies>, call = 0) =>
  (fetchMock.mock.calls[call] as unknown as [string, RequestInit])[0];

const api = createApiClient({ retryDelaysMs: [0, 0, 0] });
const internal = envelope(errorCatalogue.INTERNAL.code, 'ระบบขัดข้อง');

describe('api client', () => {
  beforeEach(() => {
    useAuthStore.getState().clear();
    toastError.mockClear();
  });
  afterEach(() => setNavigator(null));

  it('unwraps the envelope data on success', async () => {
    stubReplies({ status: 200, body: envelope(0, 'สำเร็จ', { balance: '10.00' }) });
    await expect(api.get('/api/v2/user/balance')).resolves.toEqual({ balance: '10.00' });
    expect(useProgressStore.getState().status).toBe('done');
  });

  it('sends the operator, JSON and Bearer headers, and the query string', async () => {
    useAuthStore.getState().setAccessToken('tok-1');
    const fetchMock = stubReplies({ status: 200, body: envelope(0, 'สำเร็จ', {}) });
    await api.get('/api/v2/config/web', { query: { query: 'example.com', skip: undefined, page: 2 } });
    const headers = headersOf(fetchMock);
    expect(headers.get('x-operator')).toBe('demo');
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('authorization')).toBe('Bearer tok-1');
    expect(urlOf(fetchMock)).toBe('/api/v2/config/web?query=example.com&page=2');
  });

  it('sends no Authorization header for a guest, and the Idempotency-Key when given', async () => {
    const fetchMock = stubReplies({ status: 200, body: envelope(0, 'สำเร็จ', {}) });
    await api.post('/api/v2/withdraw', { amount: '100.00' }, { idempotencyKey: 'key-1' });
    const headers = headersOf(fetchMock);
    expect(headers.has('authorization')).toBe(false);
    expect(headers.get('idempotency-key')).toBe('key-1');
  });

  it('retries a GET three times on 5xx, then toasts the server message', async () => {
    const fetchMock = stubReplies({ status: 500, body: internal });
    const error = await api.get('/api/v2/user/balance').catch((e: unknown) => e);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: errorCatalogue.INTERNAL.code,
      httpStatus: 500,
      message: 'ระบบขัดข้อง',
    });
    expect(toastError).toHaveBeenCalledWith('ระบบขัดข้อง');
    expect(useProgressStore.getState().status).toBe('failed');
  });

  it('stops retrying once a retry succeeds', async () => {
    const fetchMock = stubReplies(
      { status: 503, body: internal },
      { status: 200, body: envelope(0, 'ok', 7) },
    );
    await expect(api.get('/api/x')).resolves.toBe(7);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never retries a 4xx', async () => {
    const fetchMock = stubReplies({ status: 400, body: envelope(1000, 'กรุณากรอกข้อมูลให้ครบถ้วน') });
    await expect(api.get('/api/x')).rejects.toMatchObject({ code: 1000, httpStatus: 400 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith('กรุณากรอกข้อมูลให้ครบถ้วน');
  });

  it('retries a network error, then toasts the caller fallback', async () => {
    const fetchMock = stubReplies('network-error');
    const error = await api.get('/api/x', { errorFallback: th.loginFailed }).catch((e: unknown) => e);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(error).toMatchObject({ code: NO_ENVELOPE_CODE, httpStatus: 0, message: th.loginFailed });
    expect(toastError).toHaveBeenCalledWith(th.loginFailed);
  });

  it('uses the generic Thai message when a proxy answers without an envelope', async () => {
    stubReplies({ status: 502 });
    await expect(api.get('/api/x')).rejects.toMatchObject({ httpStatus: 502, message: th.genericError });
    expect(toastError).toHaveBeenCalledWith('เกิดข้อผิดพลาด');
  });

  it('does not retry a POST without an idempotency key, and does retry one with a key', async () => {
    const plain = stubReplies({ status: 500, body: internal });
    await api.post('/api/v2/create', {}).catch(() => undefined);
    expect(plain).toHaveBeenCalledTimes(1);

    const keyed = stubReplies({ status: 500, body: internal });
    await api.post('/api/v2/withdraw', {}, { idempotencyKey: 'k' }).catch(() => undefined);
    expect(keyed).toHaveBeenCalledTimes(4);
  });

  it('treats a 200 with a non-zero code as a failure', async () => {
    stubReplies({ status: 200, body: envelope(1502, 'รหัส OTP ไม่ถูกต้อง') });
    await expect(api.post('/api/v2/create/verify-pin', {})).rejects.toMatchObject({ code: 1502 });
  });

  it('shows no toast for a silent call', async () => {
    stubReplies({ status: 400, body: envelope(1000, 'x') });
    await api.get('/api/x', { silent: true }).catch(() => undefined);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('logs a member out on 401: clears the token and the cache, and goes home', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    useAuthStore.getState().setAccessToken('expired');
    queryClient.setQueryData(['wallet'], { balance: '1.00' });
    stubReplies({ status: 401, body: envelope(errorCatalogue.UNAUTHORIZED.code, 'กรุณาเข้าสู่ระบบ') });
    await expect(api.get('/api/v2/user/balance')).rejects.toMatchObject({ httpStatus: 401 });
    expect(useAuthStore.getState().accessToken).toBeNull();
    expect(queryClient.getQueryData(['wallet'])).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('leaves a guest where they are on 401 (a wrong password is not a lost session)', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    stubReplies({ status: 401, body: envelope(errorCatalogue.INVALID_CREDENTIALS.code, 'รหัสผ่านไม่ถูกต้อง') });
    await api.post('/api/login', {}).catch(() => undefined);
    expect(navigate).not.toHaveBeenCalled();
    expect(toastError).toHaveBeenCalledWith('รหัสผ่านไม่ถูกต้อง');
  });

  it('apiMessage gives the Thai text of any thrown value', () => {
    expect(apiMessage(new ApiError('ข้อความ', { code: 1, httpStatus: 400 }))).toBe('ข้อความ');
    expect(apiMessage(new Error('boom'))).toBe(th.genericError);
    expect(apiMessage('x')).toBe(th.genericError);
  });
});

import { OPERATOR_HEADER, th } from '@chokdee/contracts';
import {
  ApiError,
  jsonHeaders,
  NO_ENVELOPE_CODE,
  type Query,
  readEnvelope,
  withQuery,
} from '@chokdee/http-client';
import { env } from '../config/env';
import { useAuthStore } from './auth-store';
import { loadingOverlay } from './loading-overlay';
import { navigateTo } from './navigation';
import { progress } from './progress';
import { queryClient } from './query-client';
import { toast } from './toast';

export { ApiError, NO_ENVELOPE_CODE };

export type ApiRequestOptions = {
  query?: Query;
  /** No error toast: the caller shows the failure itself. */
  silent?: boolean;
  /** The toast text when the server sent no message (network error, proxy page). */
  errorFallback?: string;
  /** Sent as `Idempotency-Key`; makes a POST safe to retry. */
  idempotencyKey?: string;
  /** Show the full-page loading overlay while the call runs (it closes 1–2 s after). */
  overlay?: boolean;
  /** Milliseconds the overlay stays after the call; clamped to 1000–2000. */
  overlayHideMs?: number;
  signal?: AbortSignal;
};

export type ApiClientDeps = {
  /** Waits before each retry; the three numbers are the backoff in ms. */
  retryDelaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
};

/** docs/domain/member-site.md §7: failed requests are retried 3 times. */
export const DEFAULT_RETRY_DELAYS_MS = [300, 900, 2700] as const;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Thai text to show for any thrown value. */
export const apiMessage = (e: unknown): string => {
  if (e instanceof ApiError && e.message) return e.message;
  return th.genericError;
};

/** A session the server no longer accepts: log out locally and go home. */
const handleUnauthorized = (sentToken: string) => {
  if (useAuthStore.getState().accessToken !== sentToken) return;
  useAuthStore.getState().clear();
  queryClient.clear();
  navigateTo('/', { replace: true });
};

type Attempt = { ok: true; data: unknown } | { ok: false; error: ApiError; retryable: boolean };

export const createApiClient = (deps: ApiClientDeps = {}) => {
  const retryDelays = deps.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  const attempt = async (url: string, init: RequestInit, fallback: string): Promise<Attempt> => {
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (error) {
      if (isAbort(error)) throw error;
      return {
        ok: false,
        retryable: true,
        error: new ApiError(fallback, { code: NO_ENVELOPE_CODE, httpStatus: 0 }),
      };
    }
    const result = await readEnvelope(response, fallback);
    return result.ok ? result : { ...result, retryable: response.status >= 500 };
  };

  const request = async <T>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    opts: ApiRequestOptions = {},
  ): Promise<T> => {
    const token = useAuthStore.getState().accessToken;
    const headers = jsonHeaders(token, {
      [OPERATOR_HEADER]: env.operator,
      ...(opts.idempotencyKey ? { 'Idempotency-Key': opts.idempotencyKey } : {}),
    });
    const init: RequestInit = {
      method,
      headers,
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      signal: opts.signal,
    };
    const url = withQuery(path, opts.query);
    const fallback = opts.errorFallback ?? th.genericError;
    const idempotent = method === 'GET' || Boolean(opts.idempotencyKey);

    progress.start();
    if (opts.overlay) loadingOverlay.show();
    try {
      let result = await attempt(url, init, fallback);
      for (
        let retry = 0;
        !result.ok && result.retryable && idempotent && retry < retryDelays.length;
        retry++
      ) {
        await sleep(retryDelays[retry] ?? 0);
        result = await attempt(url, init, fallback);
      }
      if (result.ok) {
        progress.done();
        return result.data as T;
      }
      progress.fail();
      if (!opts.silent) toast.error(result.error.message);
      if (result.error.httpStatus === 401 && token) handleUnauthorized(token);
      throw result.error;
    } catch (error) {
      if (isAbort(error)) progress.done();
      throw error;
    } finally {
      if (opts.overlay) loadingOverlay.hide(opts.overlayHideMs);
    }
  };

  return {
    get: <T>(path: string, opts?: ApiRequestOptions) => request<T>('GET', path, undefined, opts),
    post: <T>(path: string, body?: unknown, opts?: ApiRequestOptions) => request<T>('POST', path, body, opts),
  };
};

export type ApiClient = ReturnType<typeof createApiClient>;

export const api = createApiClient();
